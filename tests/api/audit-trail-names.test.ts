import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditItem } from '../../src-projections/audit-trail/audit-item.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The audit trail names what a change links to (an entity, an inspection type, a user) as the reader may see
 * it, the same on the screen and in the JSON Lines export; a deleted thing keeps its id.
 */
describe('audit trail: names of what changes link to', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  let userId: string;
  let typeId: string;
  let goneTypeId: string;
  const userEntries = async (client: ApiClient) => {
    const answer = await client.request<{ items: AuditItem[] }>(
      'GET',
      `/api/admin/audit-trail?kind=user&limit=200&languageShortCode=sv_SE`,
    );
    expect(answer.status).toBe(200);
    return answer.body.items.filter((item) => item.subjectId === userId);
  };

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
    const created = await as.companyAdmin.request<{ id: string }>('POST', '/api/admin/users', {
      name: 'Nora Namn',
      email: 'nora-namn@demo.test',
      agentCode: 'A-901',
      role: 'user',
      password: 'a long enough password',
      passwordRepeat: 'a long enough password',
      hotelIds: [f.fjallbacka],
    });
    expect(created.status).toBe(201);
    userId = created.body.id;
    typeId = await f.throwawayType('solvik');
    goneTypeId = await f.throwawayType('solvik');
    const admin = as.companyAdmin;
    for (const [method, path] of [
      ['PUT', `/api/admin/users/${userId}/hotels/${f.solvik}/link`],
      ['PUT', `/api/admin/users/${userId}/inspection-types/${typeId}/link`],
      ['PUT', `/api/admin/users/${userId}/inspection-types/${goneTypeId}/link`],
      ['DELETE', `/api/admin/inspection-types/${goneTypeId}`],
    ] as const)
      expect((await admin.request(method, path)).status).toBeLessThan(300);
    expect((await admin.request('PUT', `/api/admin/users/${userId}`, { role: 'hotelAdmin' })).status).toBe(
      200,
    );
  });
  afterAll(() => server.close());

  it('names the linked entity and inspection type, keeps the role as its value and a deleted type as its id', async () => {
    const entries = await userEntries(as.companyAdmin);
    const hotelLink = entries.find((item) => item.changes[0]?.field === 'hotel');
    expect(hotelLink).toMatchObject({
      changes: [{ field: 'hotel', from: null, to: f.solvik }],
      // The entity by its name, and the user the change is about by theirs.
      names: { [f.solvik]: 'Hotel Solvik', [userId]: 'Nora Namn' },
    });
    const typeLinks = entries.filter((item) => item.changes[0]?.field === 'inspectionType');
    const typeLink = typeLinks.find((item) => item.changes[0]!.to === typeId);
    expect(typeLink!.names[typeId]).toMatch(/^Throwaway \d+$/);
    const gone = typeLinks.find((item) => item.changes[0]!.to === goneTypeId);
    expect(gone!.names).toEqual({ [userId]: 'Nora Namn' });
    const role = entries.find((item) => item.changes.some((c) => c.field === 'role' && c.from === 'user'));
    expect(role!.changes).toContainEqual({ field: 'role', from: 'user', to: 'hotelAdmin' });
  });

  it('names for the entity admin only what is theirs, and carries the same names into the JSON Lines export', async () => {
    // The entity admin sees the link to their entity (the entry is at that entity), named.
    const hotelAdmin = await userEntries(as.hotelAdmin);
    expect(hotelAdmin.map((item) => item.names)).toEqual([
      { [f.solvik]: 'Hotel Solvik', [userId]: 'Nora Namn' },
    ]);
    // Another organization's admin reads none of it.
    const nordic = new ApiClient(server.url);
    await nordic.login('nordic-company@demo.test');
    expect(await userEntries(nordic)).toEqual([]);
    const response = await fetch(
      `${server.url}/api/admin/audit-trail/export?kind=user&languageShortCode=sv_SE&format=jsonl`,
      { headers: { cookie: as.companyAdmin.sessionCookie } },
    );
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as AuditItem)
      .filter((item) => item.subjectId === userId);
    expect(lines).toEqual(await userEntries(as.companyAdmin));
  });
});
