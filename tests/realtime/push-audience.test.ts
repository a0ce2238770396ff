import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { inspectionTypeDecider, inspectionTypeStream } from '../../src-domain/inspection-type/index.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import type { ApiClient, TestServer } from '../support/test-server.ts';
import { startTestServer } from '../support/test-server.ts';
import { eventually } from '../support/embedded-stores.ts';
import { liveSockets, sleep, type LiveSocket } from './live-sockets.ts';

type Role = 'superUser' | 'companyAdmin' | 'hotelAdmin' | 'user';
const ROLES: Role[] = ['superUser', 'companyAdmin', 'hotelAdmin', 'user'];

/**
 * Nothing pushed is more than the same user reads over HTTP: every role joins every room it may (of every
 * kind), every kind of document changes (in both entities of the organization, admin-only and self-serve),
 * and each push a socket got is compared with that user's own GET of the document: the same keys and values
 * or fewer, and none at all for a document the GET answers 404 (or 403).
 */
describe('pushes carry what the member may read over HTTP', () => {
  let server: TestServer;
  let f: Fixtures;
  const live = liveSockets(() => server);
  const members = {} as Record<Role, { api: ApiClient; socket: LiveSocket; id: string; joined: string[] }>;
  let selfServeType: string;
  let fjallbackaType: string;
  let removedUser: string;

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    const commands = server.runtime.container.get(TOKENS.commands);
    const engine = server.runtime.container.get(TOKENS.engine);
    const super_ = await live.signIn('super@demo.test');
    const types = await super_.request<Array<{ id: string; name: string; isSelfServe: boolean }>>(
      'GET',
      `/api/admin/hotels/${f.fjallbacka}/inspection-types`,
    );
    fjallbackaType = types.body[0]!.id;
    const solvikTypes = await super_.request<Array<{ id: string; isSelfServe: boolean }>>(
      'GET',
      `/api/admin/hotels/${f.solvik}/inspection-types`,
    );
    // One self-serve type at the agent's entity (agents see a line of it) beside the admin-only ones.
    selfServeType = solvikTypes.body.find((t) => t.id !== f.solvikType)!.id;
    const madeSelfServe = await commands.handle(inspectionTypeDecider, inspectionTypeStream(selfServeType), {
      type: 'UpdateInspectionType',
      actorRole: 'superUser',
      fields: { isSelfServe: true },
    });
    await engine.waitFor(madeSelfServe.position);
    removedUser = (await live.newUser('user', f.demoOrg, [f.fjallbacka])).id;

    const emails: Record<Role, string> = {
      superUser: 'super@demo.test',
      companyAdmin: 'company@demo.test',
      hotelAdmin: 'hotel@demo.test',
      user: 'agent@demo.test',
    };
    const rooms = [
      `org:${f.demoOrg}`,
      `org:${f.nordicOrg}`,
      `hotel:${f.solvik}`,
      `hotel:${f.fjallbacka}`,
      `inspections:${f.solvik}`,
      `inspections:${f.fjallbacka}`,
      `inspection:${f.solvikInspection.id}`,
      `inspection:${f.fjallbackaInspection.id}`,
      `inspection:${f.bryggenInspection.id}`,
    ];
    for (const role of ROLES) {
      const api = await live.signIn(emails[role]);
      const me = (await api.request<{ id: string }>('GET', '/api/sessions/check')).body.id;
      const socket = await live.socketOf(api);
      const joined: string[] = [];
      for (const room of [...rooms, `user:${me}`]) {
        if ('ok' in (await socket.join(room))) joined.push(room);
      }
      members[role] = { api, socket, id: me, joined };
    }

    // A change of every kind of document the rooms carry, as the superUser.
    const changes: Array<[string, string, unknown]> = [
      ['PUT', `/api/admin/organizations/${f.demoOrg}`, { reportEmail: ['owner@demo.test'] }],
      ['PUT', `/api/admin/hotels/${f.solvik}`, { reportEmail: ['solvik-reports@demo.test'] }],
      ['PUT', `/api/admin/hotels/${f.fjallbacka}`, { reminderEmail: ['fjallbacka-secret@demo.test'] }],
      ['PUT', `/api/admin/inspection-types/${f.solvikType}`, { reportEmail: ['type-secret@demo.test'] }],
      ['PUT', `/api/admin/inspection-types/${selfServeType}`, { reportEmail: ['self-serve@demo.test'] }],
      ['PUT', `/api/admin/inspection-types/${fjallbackaType}`, { reportEmail: ['fjallbacka@demo.test'] }],
      ['PUT', `/api/admin/inspection-types/${f.demoOrgType}`, { reportEmail: ['template@demo.test'] }],
      ['PUT', `/api/admin/inspections/${f.solvikInspection.id}`, { startTimeHour: '07:00' }],
      ['PUT', `/api/admin/inspections/${f.fjallbackaInspection.id}`, { startTimeHour: '08:00' }],
      ['PUT', `/api/admin/inspections/${f.bryggenInspection.id}`, { startTimeHour: '09:00' }],
    ];
    for (const [method, path, body] of changes) {
      const answer = await super_.request(method, path, body);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    // Users: each member's own document, and one removed (linked to Fjällbacka only).
    for (const role of ROLES) {
      const changed = await commands.handle(userDecider, userStream(members[role].id), {
        type: 'UpdateUser',
        actorRole: 'superUser',
        fields: { profile: `Profile of the ${role}` },
      });
      await engine.waitFor(changed.position);
    }
    const removed = await commands.handle(userDecider, userStream(removedUser), {
      type: 'DeleteUser',
      now: new Date().toISOString(),
    });
    await engine.waitFor(removed.position);
    // The superUser is in every room: once it has the last change, every push of the batch went out.
    await eventually(
      () => members.superUser.socket.pushes.some((p) => p.collection === 'users' && p.id === removedUser),
      Boolean,
    );
    await sleep(300);
  });
  afterAll(async () => {
    live.closeAll();
    await server.close();
  });

  /** The user's own GET of a document: the body, or null where it answers 404/403 (or lists it not). */
  async function httpView(api: ApiClient, me: string, push: ChangePush): Promise<unknown> {
    const one = async (path: string) => {
      const answer = await api.request('GET', path);
      return answer.status === 200 ? answer.body : null;
    };
    const inList = async (path: string) => {
      const answer = await api.request<Array<{ id: string }>>('GET', path);
      return answer.status === 200 ? (answer.body.find((item) => item.id === push.id) ?? null) : null;
    };
    switch (push.collection) {
      case 'organizations':
        return one(`/api/admin/organizations/${push.id}`);
      case 'hotels':
        return (await one(`/api/admin/hotels/${push.id}`)) ?? inList('/api/hotels');
      case 'users':
        return (
          (await one(`/api/admin/users/${push.id}`)) ?? (push.id === me ? one('/api/sessions/check') : null)
        );
      case 'inspectionTypes':
        return (await one(`/api/admin/inspection-types/${push.id}`)) ?? inList('/api/inspection-types');
      case 'inspections':
        return one(`/api/inspections/${push.id}/state`);
      default:
        return null;
    }
  }

  for (const role of ROLES) {
    it(`${role}: every push matches its own GET of the document, and none for one it may not read`, async () => {
      const { api, socket, id } = members[role];
      const last = new Map<string, ChangePush>();
      for (const push of socket.pushes) last.set(`${push.collection}/${push.id}`, push);
      expect(last.size).toBeGreaterThan(0);
      for (const push of last.values()) {
        if (push.removed) continue;
        const http = await httpView(api, id, push);
        expect(http, `${role} was pushed ${push.collection}/${push.id} it may not read`).not.toBeNull();
        expect(http, `${role}: ${push.collection}/${push.id}`).toMatchObject(push.doc as object);
      }
    });
  }

  it('a removal is told only to those who could read the document', () => {
    const toldOf = (role: Role) =>
      members[role].socket.pushes.some((p) => p.id === removedUser && p.removed === true);
    expect(toldOf('superUser')).toBe(true);
    expect(toldOf('companyAdmin')).toBe(true);
    // Linked to Fjällbacka only: not the Solvik hotelAdmin's, not the agent's.
    expect(toldOf('hotelAdmin')).toBe(false);
    expect(toldOf('user')).toBe(false);
  });

  it('each role is still pushed what it may read, in the rooms it may join', () => {
    const got = (role: Role, collection: string, id: string) =>
      members[role].socket.pushes.some((p) => p.collection === collection && p.id === id && p.doc);
    expect(got('superUser', 'organizations', f.demoOrg)).toBe(true);
    expect(got('companyAdmin', 'hotels', f.fjallbacka)).toBe(true);
    expect(got('hotelAdmin', 'hotels', f.solvik)).toBe(true);
    expect(got('hotelAdmin', 'inspectionTypes', f.solvikType)).toBe(true);
    expect(got('hotelAdmin', 'inspections', f.solvikInspection.id)).toBe(true);
    expect(got('user', 'inspections', f.solvikInspection.id)).toBe(true);
    expect(got('user', 'inspectionTypes', selfServeType)).toBe(true);
    for (const role of ROLES) expect(got(role, 'users', members[role].id)).toBe(true);
    // And the rooms themselves: an agent is not in an organization's or an inspection list's room.
    expect(members.user.joined).not.toContain(`org:${f.demoOrg}`);
    expect(members.user.joined).not.toContain(`inspections:${f.solvik}`);
    expect(members.hotelAdmin.joined).not.toContain(`hotel:${f.fjallbacka}`);
    expect(members.companyAdmin.joined).not.toContain(`org:${f.nordicOrg}`);
  });
});
