import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '../../src-domain/user/index.ts';
import { TOKENS } from '../../src-server/container.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

const PASSWORD = 'orphan-password-2026';

/**
 * An admin without an organization (issue 27 item 1). The server no longer makes one, but a log may hold one
 * from before (a superUser created a companyAdmin without an organization, or demoted a superUser): such a
 * companyAdmin reads and exports nothing of any tenant, and sees no superUser's export manifest.
 */
describe('a companyAdmin without an organization', () => {
  let server: TestServer;
  let f: Fixtures;
  let superUser: ApiClient;
  let orphan: ApiClient;
  let orphanId: string;
  let superExportManifest: string;

  const createBody = (email: string, role: string, organizationId: string | null) => ({
    name: 'Olga Orphan',
    email,
    agentCode: 'O-1',
    role,
    profile: '',
    organizationId,
    hotelIds: [],
    password: PASSWORD,
    passwordRepeat: PASSWORD,
  });

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    superUser = new ApiClient(server.url);
    expect((await superUser.login('super@demo.test')).status).toBe(200);
    // A superUser's export: its manifest belongs to no organization.
    const exported = await fetch(`${server.url}/api/admin/audit-trail/export?format=jsonl`, {
      headers: { cookie: superUser.sessionCookie },
    });
    expect(exported.status).toBe(200);
    expect((await exported.arrayBuffer()).byteLength).toBeGreaterThan(0);
    superExportManifest = exported.headers.get('x-audit-export-manifest')!;

    // A superUser without an organization, then demoted to companyAdmin the way an older server allowed:
    // the event written straight to the log, as old data holds it.
    const created = await superUser.request<{ id: string }>(
      'POST',
      '/api/admin/users',
      createBody(`orphan-${Date.now()}@demo.test`, 'superUser', null),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    orphanId = created.body.id;
    const { container } = server.runtime;
    const demoted = await container.get(TOKENS.events).append(userStream(orphanId), [
      {
        type: 'UserRoleChanged',
        data: { role: 'companyAdmin', previousRole: 'superUser' },
        metadata: { actorId: 'system' },
      },
    ]);
    await container.get(TOKENS.engine).waitFor(demoted.position);
    orphan = new ApiClient(server.url);
    const email = (await superUser.request<{ email: string }>('GET', `/api/admin/users/${orphanId}`)).body
      .email;
    expect((await orphan.login(email, PASSWORD)).status).toBe(200);
  });
  afterAll(() => server.close());

  it('reads no entry of the audit trail, whatever the filters', async () => {
    const everything = await superUser.request<{ items: unknown[] }>(
      'GET',
      '/api/admin/audit-trail?limit=50',
    );
    expect(everything.body.items.length).toBeGreaterThan(0);
    for (const query of ['', `?hotelId=${f.solvik}`, '?kind=answer', '?limit=200']) {
      const page = await orphan.request<{ items: unknown[]; nextCursor: string | null }>(
        'GET',
        `/api/admin/audit-trail${query}`,
      );
      expect(page.status, query).toBe(200);
      expect(page.body, query).toEqual({ items: [], nextCursor: null });
    }
  });

  it('exports nothing, in every format', async () => {
    for (const format of ['jsonl', 'csv']) {
      const response = await fetch(`${server.url}/api/admin/audit-trail/export?format=${format}`, {
        headers: { cookie: orphan.sessionCookie },
      });
      expect(response.status).toBe(200);
      const lines = (await response.text()).split('\n').filter((line) => line.trim() !== '');
      // CSV keeps its header row; JSON Lines has none.
      expect(lines.length, format).toBe(format === 'csv' ? 1 : 0);
    }
  });

  it("cannot read a superUser's export manifest (no organization is not the same organization)", async () => {
    expect((await superUser.request('GET', superExportManifest)).status).toBe(200);
    expect((await orphan.request('GET', superExportManifest)).status).toBe(404);
  });

  it('lists no user, entity or action plan of any tenant', async () => {
    const users = await orphan.request<Array<{ id: string }>>('GET', '/api/admin/users');
    expect(users.status).toBe(200);
    expect(users.body).toEqual([]);
    for (const path of ['/api/hotels', '/api/inspections/action-plan']) {
      const answer = await orphan.request<unknown[]>('GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toEqual([]);
    }
  });

  it('is no longer made: neither created without an organization nor demoted from superUser', async () => {
    const created = await superUser.request(
      'POST',
      '/api/admin/users',
      createBody(`orphan-new-${Date.now()}@demo.test`, 'companyAdmin', null),
    );
    expect(created).toMatchObject({
      status: 400,
      body: { msg: 'users.organizationRequired', errors: { organizationId: 'users.organizationRequired' } },
    });
    const lone = await superUser.request<{ id: string }>(
      'POST',
      '/api/admin/users',
      createBody(`lone-super-${Date.now()}@demo.test`, 'superUser', null),
    );
    expect(lone.status).toBe(201);
    for (const role of ['companyAdmin', 'hotelAdmin', 'user']) {
      const demoted = await superUser.request('PUT', `/api/admin/users/${lone.body.id}`, { role });
      expect(demoted, role).toMatchObject({
        status: 400,
        body: { msg: 'users.organizationRequired', errors: { role: 'users.organizationRequired' } },
      });
    }
  });
});
