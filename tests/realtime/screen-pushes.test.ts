import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import { createInspectionInParts } from '../../src-api/inspections/create-in-parts.ts';
import { inspectionDecider, inspectionStream } from '../../src-domain/inspection/index.ts';
import { PUSH_ERRORS, type ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { dailySafeQ, newInspectionData } from '../support/new-inspection.ts';
import { safeQQuestionnaire } from '../support/safeq-history.ts';
import { eventually } from '../support/embedded-stores.ts';
import { startTestServer, type ApiClient, type TestServer } from '../support/test-server.ts';
import { liveSockets, sleep, type LiveSocket } from './live-sockets.ts';

type Member = 'superUser' | 'companyAdmin' | 'hotelAdmin' | 'agent' | 'nordicAdmin';
const MEMBERS: Member[] = ['superUser', 'companyAdmin', 'hotelAdmin', 'agent', 'nordicAdmin'];

/**
 * The audit trail, the question catalogue and the statistics tab's calendar are pushed to whoever may read
 * them, exactly as each reader's own GET answers (in the language its room names), and to nobody else: not
 * another organization's admin, not an agent, not a hotelAdmin for another entity's change.
 */
describe('pushes of the audit trail, catalogue and report days', () => {
  let server: TestServer;
  let f: Fixtures;
  const live = liveSockets(() => server);
  const members = {} as Record<Member, { api: ApiClient; socket: LiveSocket; joined: string[] }>;
  let superUser: ApiClient;

  const pushesOf = (member: Member, collection: string, id?: string) =>
    members[member].socket.pushes.filter((p) => p.collection === collection && (!id || p.id === id));
  /** Waits until the superUser (in every room) has the push, then a moment for the others' to arrive. */
  const settled = async (collection: string, id: (push: ChangePush) => boolean) => {
    await eventually(() => pushesOf('superUser', collection).some(id), Boolean);
    await sleep(300);
  };

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    superUser = await live.signIn('super@demo.test');
    const nordic = await live.newUser('companyAdmin', f.nordicOrg, []);
    const apis: Record<Member, ApiClient> = {
      superUser,
      companyAdmin: await live.signIn('company@demo.test'),
      hotelAdmin: await live.signIn('hotel@demo.test'),
      agent: await live.signIn('agent@demo.test'),
      nordicAdmin: nordic.api,
    };
    const rooms = ['audit:en_US', 'catalogue:de_DE', `org:${f.demoOrg}`, `org:${f.nordicOrg}`];
    for (const member of MEMBERS) {
      const socket = await live.socketOf(apis[member]);
      const joined: string[] = [];
      for (const room of rooms) if ('ok' in (await socket.join(room))) joined.push(room);
      members[member] = { api: apis[member], socket, joined };
    }
  });
  afterAll(async () => {
    live.closeAll();
    await server.close();
  });

  it('lets only those who may read them into the rooms', () => {
    expect(members.superUser.joined).toEqual([
      'audit:en_US',
      'catalogue:de_DE',
      `org:${f.demoOrg}`,
      `org:${f.nordicOrg}`,
    ]);
    expect(members.companyAdmin.joined).toEqual(['audit:en_US', `org:${f.demoOrg}`]);
    expect(members.hotelAdmin.joined).toEqual(['audit:en_US', `org:${f.demoOrg}`]);
    expect(members.agent.joined).toEqual([]);
    expect(members.nordicAdmin.joined).toEqual(['audit:en_US', `org:${f.nordicOrg}`]);
  });

  it('refuses a room that names no language', async () => {
    expect(await members.superUser.socket.join('audit:xx_XX')).toEqual({ msg: PUSH_ERRORS.forbidden });
    expect(await members.superUser.socket.join('catalogue:all')).toEqual({ msg: PUSH_ERRORS.forbidden });
  });

  it("pushes an audit entry as each reader's own first page shows it, only within its scope", async () => {
    const changed = await superUser.request('PUT', `/api/admin/hotels/${f.solvik}`, {
      reportEmail: ['solvik-live@demo.test'],
    });
    expect(changed.status).toBe(200);
    const atSolvik = (push: ChangePush) =>
      (push.doc as { hotel?: { id: string } } | undefined)?.hotel?.id === f.solvik;
    await settled('auditTrail', atSolvik);
    for (const member of ['superUser', 'companyAdmin', 'hotelAdmin'] as const) {
      const push = pushesOf(member, 'auditTrail').findLast(atSolvik);
      expect(push, member).toBeDefined();
      const page = await members[member].api.request<{ items: Array<{ position: number }> }>(
        'GET',
        `/api/admin/audit-trail?languageShortCode=en_US&hotelId=${f.solvik}`,
      );
      const line = page.body.items.find(
        (item) => item.position === (push!.doc as { position: number }).position,
      );
      expect(line, member).toEqual(push!.doc);
    }
    expect(pushesOf('nordicAdmin', 'auditTrail')).toEqual([]);
    expect(pushesOf('agent', 'auditTrail')).toEqual([]);

    // Another entity's change: the Solvik hotelAdmin is not pushed it; its organization's companyAdmin is.
    await superUser.request('PUT', `/api/admin/hotels/${f.fjallbacka}`, { reportEmail: ['fj@demo.test'] });
    const atFjallbacka = (push: ChangePush) =>
      (push.doc as { hotel?: { id: string } } | undefined)?.hotel?.id === f.fjallbacka;
    await settled('auditTrail', atFjallbacka);
    expect(pushesOf('companyAdmin', 'auditTrail').some(atFjallbacka)).toBe(true);
    expect(pushesOf('hotelAdmin', 'auditTrail').some(atFjallbacka)).toBe(false);
    // No context document ever leaves the server.
    for (const member of MEMBERS)
      expect(pushesOf(member, 'auditTrail').every((p) => p.id.startsWith('e:'))).toBe(true);
  });

  it('pushes a changed module type as the question tree GET answers it in the room language', async () => {
    const answer = await superUser.request(
      'PUT',
      `/api/admin/questions/${f.catalogue.questionId}?languageShortCode=de_DE`,
      { content: 'Ist das Bad sauber?' },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await settled('moduleTypes', (p) => p.id === f.catalogue.moduleTypeId);
    const push = pushesOf('superUser', 'moduleTypes', f.catalogue.moduleTypeId).at(-1)!;
    const tree = await superUser.request(
      'GET',
      `/api/admin/questions/${f.catalogue.moduleTypeId}?languageShortCode=de_DE`,
    );
    expect(push.doc).toEqual(tree.body);
    expect(JSON.stringify(push.doc)).toContain('Ist das Bad sauber?');
    for (const member of MEMBERS.filter((m) => m !== 'superUser'))
      expect(pushesOf(member, 'moduleTypes')).toEqual([]);

    // A deleted module type: its removal reaches the catalogue's superUsers.
    const throwaway = await f.throwawayModuleType();
    const removed = await superUser.request('DELETE', `/api/admin/inspection-module-types/${throwaway}`);
    expect(removed.status).toBe(200);
    await settled('moduleTypes', (p) => p.id === throwaway && !!p.removed);
  });

  it("pushes an inspection type with its modules to the catalogue room, as the type's GET answers it", async () => {
    const path = `/api/admin/inspection-types/${f.solvikType}`;
    const moved = await superUser.request('PUT', `${path}/inspection-modules/${f.solvikModule}`, {
      ordinal: 7,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const movedModule = (p: ChangePush) =>
      p.id === f.solvikType &&
      (p.doc as { modules?: Array<{ id: string; ordinal: number }> }).modules?.some(
        (m) => m.id === f.solvikModule && m.ordinal === 7,
      ) === true;
    await settled('inspectionTypes', movedModule);
    const push = pushesOf('superUser', 'inspectionTypes').findLast(movedModule)!;
    expect(push.doc).toEqual((await superUser.request('GET', path)).body);
    // The companyAdmin has it through its organization's room (the same GET), never through the catalogue's.
    expect(members.companyAdmin.joined).not.toContain('catalogue:de_DE');
    expect(pushesOf('nordicAdmin', 'inspectionTypes', f.solvikType)).toEqual([]);
    expect(pushesOf('agent', 'inspectionTypes', f.solvikType)).toEqual([]);
  });

  it("pushes a Safe Q inspection's calendar line to its entity's admins, and its deletion", async () => {
    const commands = server.runtime.container.get(TOKENS.commands);
    const engine = server.runtime.container.get(TOKENS.engine);
    const { ids, modules } = safeQQuestionnaire();
    const create = async (hotelId: string) => {
      const id = crypto.randomUUID();
      const created = await createInspectionInParts(commands, {
        actor: { id: 'system', role: 'superUser' },
        now: new Date().toISOString(),
        data: newInspectionData({
          inspectionId: id,
          organizationId: f.demoOrg,
          hotelId,
          type: dailySafeQ(ids.inspectionTypeId),
          startDate: '2026-11-24',
          modules,
        }),
      });
      await engine.waitFor(created.position);
      return id;
    };
    const atSolvik = await create(f.solvik);
    const atFjallbacka = await create(f.fjallbacka);
    await settled('safeQReportDays', (p) => p.id === atFjallbacka);
    const line = { id: atSolvik, hotelId: f.solvik, day: '2026-11-24' };
    expect(pushesOf('companyAdmin', 'safeQReportDays', atSolvik).at(-1)?.doc).toEqual(line);
    expect(pushesOf('hotelAdmin', 'safeQReportDays', atSolvik).at(-1)?.doc).toEqual(line);
    // The same line as the calendar's GET lists it.
    for (const member of ['companyAdmin', 'hotelAdmin'] as const) {
      const days = await members[member].api.request<{ inspections: unknown[]; reportDays: string[] }>(
        'GET',
        `/api/admin/organizations/${f.demoOrg}/report-days?month=2026-11`,
      );
      expect(days.body.inspections).toContainEqual(line);
      expect(days.body.reportDays).toContain('2026-11-24');
    }
    expect(pushesOf('companyAdmin', 'safeQReportDays', atFjallbacka)).toHaveLength(1);
    expect(pushesOf('hotelAdmin', 'safeQReportDays', atFjallbacka)).toEqual([]);
    expect(pushesOf('nordicAdmin', 'safeQReportDays')).toEqual([]);
    expect(pushesOf('agent', 'safeQReportDays')).toEqual([]);

    const deleted = await commands.handle(inspectionDecider, inspectionStream(atSolvik), {
      type: 'DeleteInspection',
      actor: { id: 'system', role: 'superUser' },
      now: new Date().toISOString(),
    });
    await engine.waitFor(deleted.position);
    await settled('safeQReportDays', (p) => p.id === atSolvik && !!p.removed);
    for (const member of ['companyAdmin', 'hotelAdmin'] as const)
      expect(pushesOf(member, 'safeQReportDays', atSolvik).at(-1)?.removed, member).toBe(true);
    expect(pushesOf('nordicAdmin', 'safeQReportDays')).toEqual([]);
  });
});
