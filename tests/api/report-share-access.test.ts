import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportShareStream } from '../../src-domain/report-share/index.ts';
import type { UserCommand } from '../../src-domain/user/commands.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import { creatorMayReadReport } from '../../src-api/reports/share-access.ts';
import { shareRevocationReactor } from '../../src-jobs/report-shares/share-revocation-reactor.ts';
import type { ReportShareDocument } from '../../src-projections/report-shares/projection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { endedInspectionWithPicture, shareLink, signedInAdmin } from '../support/shareable-report.ts';
import { ApiClient, readModelsOf, startTestServer } from '../support/test-server.ts';

/** The user changes a share link's creator goes through, each with the reason the reactor records. */
const CHANGES: Array<{ what: string; command: (f: Fixtures) => UserCommand; reason: string }> = [
  {
    what: 'deactivated',
    command: () => ({ type: 'ChangeRole', role: 'deactivated' }),
    reason: 'creatorDeactivated',
  },
  {
    what: 'demoted to agent',
    command: () => ({ type: 'ChangeRole', role: 'user' }),
    reason: 'creatorRoleChanged',
  },
  {
    what: 'unlinked from the entity',
    command: (f) => ({ type: 'UnlinkHotel', hotelId: f.solvik }),
    reason: 'creatorUnlinked',
  },
  {
    what: 'deleted',
    command: () => ({ type: 'DeleteUser', now: new Date().toISOString() }),
    reason: 'creatorDeleted',
  },
];

async function setUp(env: Record<string, string> = {}) {
  const server = await startTestServer(env);
  const f = await demoFixtures(server);
  const as = await signInActors(server);
  const inspectionId = await endedInspectionWithPicture(server, f, as.user, as.companyAdmin);
  const change = async (userId: string, command: UserCommand) => {
    const container = server.runtime.container;
    const result = await container.get(TOKENS.commands).handle(userDecider, userStream(userId), command);
    await container.get(TOKENS.engine).waitFor(result.position);
  };
  /** A hotelAdmin of both demo entities and a link they made to the Solvik report. */
  const sharer = async () => {
    const admin = await signedInAdmin(server, f.demoOrg, 'hotelAdmin', [f.solvik, f.fjallbacka]);
    return { ...admin, link: await shareLink(admin.client, inspectionId) };
  };
  const open = (token: string) => new ApiClient(server.url).request('GET', `/api/shared/reports/${token}`);
  return { server, f, as, inspectionId, change, sharer, open };
}

describe('share links answer only while their creator could read the report (the check alone)', () => {
  // No jobs role, so no reactor revokes anything: the public route's own check is all that stands.
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({ ROLES: 'api,projections' });
  });
  afterAll(() => s.server.close());

  it.each(CHANGES)('is not found once its creator is $what', async ({ command }) => {
    const { id, link } = await s.sharer();
    const opened = await s.open(link.token);
    expect(opened.status).toBe(200);
    const picture = (
      opened.body as { modules: Array<{ observations: Array<{ pictures: Array<{ id: string }> }> }> }
    ).modules
      .flatMap((m) => m.observations)
      .flatMap((o) => o.pictures)[0]!;
    await s.change(id, command(s.f));
    const after = await s.open(link.token);
    expect(after.status).toBe(404);
    expect(after.body).toMatchObject({ msg: 'share.notFound' });
    const file = await fetch(`${s.server.url}/api/shared/reports/${link.token}/files/${picture.id}`);
    expect(file.status).toBe(404);
    // Nothing revoked it: the route refused by the creator's access now.
    const share = await readModelsOf(s.server)
      .collection<ReportShareDocument>('reportShares')
      .findOne({ _id: link.id });
    expect(share!.revokedAt).toBeNull();
  });

  it('keeps answering for a creator whose access did not change', async () => {
    const { id, link } = await s.sharer();
    await s.change(id, { type: 'UpdateUser', actorRole: 'superUser', fields: { name: 'Renamed Sharer' } });
    expect((await s.open(link.token)).status).toBe(200);
    // A companyAdmin reaches every entity of the organization, linked or not.
    const company = await signedInAdmin(s.server, s.f.demoOrg, 'companyAdmin', []);
    const theirs = await shareLink(company.client, s.inspectionId);
    expect((await s.open(theirs.token)).status).toBe(200);
  });
});

describe('share links revoked when their creator loses access (the reactor)', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => s.server.close());

  const revocations = async (shareId: string) =>
    (await s.server.runtime.container.get(TOKENS.events).readStream(reportShareStream(shareId))).filter(
      (e) => e.type === 'ReportShareRevoked',
    );
  const revoked = async (shareId: string) => {
    const shares = readModelsOf(s.server).collection<ReportShareDocument>('reportShares');
    for (let waited = 0; waited < 30_000; waited += 100) {
      const share = await shares.findOne({ _id: shareId });
      if (share?.revokedAt) return share;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`share ${shareId} was not revoked`);
  };

  it.each(CHANGES)(
    'revokes each link once, by "system", when its creator is $what',
    async ({ command, reason }) => {
      const { id, link } = await s.sharer();
      const second = await shareLink(new ApiClient(s.server.url), s.inspectionId).catch(() => null);
      expect(second).toBeNull();
      await s.change(id, command(s.f));
      const share = await revoked(link.id);
      expect(share).toMatchObject({ revokedBy: 'system', revokedReason: reason });
      const events = await revocations(link.id);
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toMatchObject({ by: 'system', reason });
      expect(events[0]!.metadata.actorId).toBe('system');

      // A replay of the user's change (a rebuild, a restart before the checkpoint moved) records nothing more.
      const container = s.server.runtime.container;
      const log = await container.get(TOKENS.events).readStream(userStream(id));
      const reactor = shareRevocationReactor({
        readModels: container.get(TOKENS.readModels),
        commands: container.get(TOKENS.commands),
        creatorMayRead: creatorMayReadReport,
      });
      for (const event of log.filter((e) => reactor.eventTypes.includes(e.type))) await reactor.react(event);
      expect(await revocations(link.id)).toHaveLength(1);
    },
  );

  it("lists the organization's links for its companyAdmin and a superUser, with when each was last opened", async () => {
    const { id, link } = await s.sharer();
    const company = await shareLink(s.as.companyAdmin, s.inspectionId, 'reportAuditQA');
    const list = (who: Actor, organization = 'my') =>
      s.as[who].request<Array<Record<string, unknown> & { id: string }>>(
        'GET',
        `/api/admin/organizations/${organization}/shares`,
      );
    const before = (await list('companyAdmin')).body.find((row) => row.id === company.id)!;
    expect(before).toMatchObject({ lastOpenedAt: null, state: 'active', kind: 'reportAuditQA' });
    expect((await s.open(company.token)).status).toBe(200);

    await s.change(id, { type: 'ChangeRole', role: 'deactivated' });
    await revoked(link.id);
    const listed = await list('companyAdmin');
    expect(listed.status).toBe(200);
    const mine = listed.body.find((row) => row.id === company.id)!;
    expect(mine).toMatchObject({
      state: 'active',
      inspection: { id: s.inspectionId, title: expect.any(String), startDate: expect.any(String) },
      hotel: { id: s.f.solvik, name: 'Hotel Solvik' },
      createdBy: { name: expect.any(String) },
    });
    expect(mine.lastOpenedAt).toEqual(expect.any(String));
    expect(listed.body.find((row) => row.id === link.id)).toMatchObject({
      state: 'revoked',
      revokedBy: { id: 'system' },
      revokedReason: 'creatorDeactivated',
    });
    // Newest first; never a token.
    const created = listed.body.map((row) => row.createdAt as string);
    expect(created).toEqual([...created].sort().reverse());
    expect(JSON.stringify(listed.body)).not.toContain(company.token);

    // A superUser opens any organization's list; the other organization's has none of these.
    const bySuper = await list('superUser', s.f.demoOrg);
    expect(bySuper.body.map((row) => row.id)).toEqual(listed.body.map((row) => row.id));
    expect((await list('superUser', s.f.nordicOrg)).body.map((row) => row.id)).not.toContain(company.id);
    expect((await list('hotelAdmin')).status).toBe(403);
    expect((await list('companyAdmin', s.f.nordicOrg)).status).toBe(404);

    // Revoked from the list by its inspection's route: it says so in the list at once.
    const revokedByAdmin = await s.as.companyAdmin.request(
      'DELETE',
      `/api/admin/inspections/${s.inspectionId}/shares/${company.id}`,
    );
    expect(revokedByAdmin.status).toBe(200);
    expect((await list('companyAdmin')).body.find((row) => row.id === company.id)).toMatchObject({
      state: 'revoked',
      revokedReason: null,
    });
    expect((await s.open(company.token)).status).toBe(404);
  });
});
