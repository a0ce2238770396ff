import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src-api/users/create-user.ts';
import { TOKENS } from '../../src-server/container.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

interface Created {
  id: string;
  key: string;
  name: string;
  scopes: string[];
  state: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

/** Every file under a folder, as bytes: the event log, the read store, their write-ahead logs. */
function filesUnder(dir: string): Array<[string, Buffer]> {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [[path, readFileSync(path)] as [string, Buffer]];
  });
}

describe('organization API keys', () => {
  const clock = new ManualClock(new Date());
  let server: TestServer;
  let fixtures: Fixtures;
  const companyAdmin = () => new ApiClient(server.url);
  let admin: ApiClient;
  let nordicAdmin: ApiClient;
  let superUser: ApiClient;

  /** A request with the key alone: no cookie, as an integration sends it. */
  const withKey = (key: string, method: string, path: string, body?: unknown) =>
    new ApiClient(server.url).request(method, path, body, { authorization: `Bearer ${key}` });

  const create = async (client: ApiClient, body: unknown, organization = 'my') => {
    const answer = await client.request<Created>(
      'POST',
      `/api/admin/organizations/${organization}/api-keys`,
      body,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };

  beforeAll(async () => {
    server = await startTestServer({ API_KEY_REQUESTS_PER_MINUTE: '20' }, { clock });
    fixtures = await demoFixtures(server);
    admin = companyAdmin();
    expect((await admin.login('company@demo.test')).status).toBe(200);
    superUser = new ApiClient(server.url);
    expect((await superUser.login('super@demo.test')).status).toBe(200);
    // A companyAdmin of the other organization, made by the superUser.
    const made = await createUser(
      {
        commands: server.runtime.container.get(TOKENS.commands),
        credentials: server.runtime.container.get(TOKENS.credentials),
      },
      {
        name: 'Nordic Admin',
        email: 'nordic-admin@demo.test',
        role: 'companyAdmin',
        organizationId: fixtures.nordicOrg,
        password: 'demo-password-2026',
      },
      clock.now(),
    );
    await server.runtime.container.get(TOKENS.engine).waitFor(made.position);
    nordicAdmin = new ApiClient(server.url);
    expect((await nordicAdmin.login('nordic-admin@demo.test')).status).toBe(200);
  });
  afterAll(() => server.close());

  it('shows the secret once, in the create answer, and keeps only its hash', async () => {
    const created = await create(admin, { name: 'BI export', scopes: ['inspections:read'] });
    expect(created.key).toMatch(/^ik_[0-9a-f-]{36}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`ik_${created.id}_`)).toBe(true);
    const secret = created.key.split('_').slice(2).join('_');

    const list = await admin.request<Created[]>('GET', '/api/admin/organizations/my/api-keys');
    expect(list.status).toBe(200);
    const listed = list.body.find((key) => key.id === created.id)!;
    expect(listed).toMatchObject({ name: 'BI export', scopes: ['inspections:read'], state: 'active' });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(Object.keys(listed)).not.toContain('key');
    expect(Object.keys(listed)).not.toContain('secretHash');

    // Used once, so the use is written too; then nowhere on disk: log, read store, their journals.
    expect((await withKey(created.key, 'GET', '/api/inspections')).status).toBe(200);
    const files = filesUnder(server.dataDir);
    expect(files.some(([path]) => path.endsWith('events.db'))).toBe(true);
    for (const [path, bytes] of files) {
      expect(bytes.includes(Buffer.from(secret)), path).toBe(false);
      expect(bytes.includes(Buffer.from(created.key)), path).toBe(false);
    }
    // The audit trail names the key and its scopes, not the secret.
    const trail = await admin.request('GET', '/api/admin/audit-trail');
    expect(JSON.stringify(trail.body)).toContain('BI export (inspections:read)');
    expect(JSON.stringify(trail.body)).not.toContain(secret);
  });

  it('lets a key do what its scopes allow and nothing else', async () => {
    const reader = await create(admin, { name: 'reader', scopes: ['inspections:read', 'hotels:read'] });
    const writer = await create(admin, { name: 'writer', scopes: ['hotels:write'] });

    expect((await withKey(reader.key, 'GET', '/api/inspections')).status).toBe(200);
    const hotels = await withKey(reader.key, 'GET', '/api/admin/hotels');
    expect(hotels.status).toBe(200);
    // A read scope does not write.
    const renamed = await withKey(reader.key, 'PUT', `/api/admin/hotels/${fixtures.solvik}`, {
      name: 'Solvik',
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body).toMatchObject({ msg: 'apiKeys.scopeMissing' });
    // A resource outside the scopes.
    expect((await withKey(reader.key, 'GET', '/api/admin/users')).body).toMatchObject({
      msg: 'apiKeys.scopeMissing',
    });
    // A write scope writes (and reads), as a companyAdmin of its organization would; no cross-site refusal
    // for a request without a cookie.
    const hotel = await withKey(writer.key, 'GET', `/api/admin/hotels/${fixtures.solvik}`);
    expect(hotel.status).toBe(200);
    const put = await new ApiClient(server.url).request(
      'PUT',
      `/api/admin/hotels/${fixtures.solvik}`,
      { address: 'Strandvägen 1' },
      { authorization: `Bearer ${writer.key}`, origin: 'https://elsewhere.example' },
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await withKey(writer.key, 'GET', '/api/inspections')).status).toBe(403);
    // Routes for people are closed to every key: sessions, settings, organizations and their keys.
    for (const [method, path] of [
      ['GET', '/api/sessions/check'],
      ['POST', '/api/sessions/logout'],
      ['GET', '/api/admin/organizations/my'],
      ['GET', '/api/admin/organizations/my/api-keys'],
      ['GET', '/api/admin/audit-trail'],
    ] as const) {
      const answer = await withKey(writer.key, method, path);
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toMatchObject({ msg: 'apiKeys.routeClosed' });
    }
  });

  it("never reaches another organization's data", async () => {
    const key = await create(admin, {
      name: 'everything',
      scopes: ['hotels:write', 'inspections:write', 'users:read'],
    });
    expect((await withKey(key.key, 'GET', `/api/admin/hotels/${fixtures.bryggen}`)).status).toBe(404);
    expect(
      (await withKey(key.key, 'GET', `/api/admin/organizations/${fixtures.nordicOrg}/hotels`)).status,
    ).toBe(404);
    const hotels = await withKey(key.key, 'GET', '/api/admin/hotels');
    expect(JSON.stringify(hotels.body)).not.toContain(fixtures.bryggen);
    // Nor may another organization's admin see or revoke the key.
    expect(
      (await nordicAdmin.request('GET', `/api/admin/organizations/${fixtures.demoOrg}/api-keys`)).status,
    ).toBe(404);
    const own = await nordicAdmin.request<Created[]>('GET', '/api/admin/organizations/my/api-keys');
    expect(own.body.map((k) => k.id)).not.toContain(key.id);
    expect(
      (await nordicAdmin.request('DELETE', `/api/admin/organizations/my/api-keys/${key.id}`)).status,
    ).toBe(404);
    // A superUser makes keys for any organization; such a key stays inside it.
    const nordicKey = await create(
      superUser,
      { name: 'nordic', scopes: ['hotels:read'] },
      fixtures.nordicOrg,
    );
    expect((await withKey(nordicKey.key, 'GET', `/api/admin/hotels/${fixtures.bryggen}`)).status).toBe(200);
    expect((await withKey(nordicKey.key, 'GET', `/api/admin/hotels/${fixtures.solvik}`)).status).toBe(404);
  });

  it('refuses a revoked, expired, unknown or forged key with 401, and a key beside a session', async () => {
    const key = await create(admin, { name: 'short-lived', scopes: ['hotels:read'] });
    const expiring = await create(admin, {
      name: 'expiring',
      scopes: ['hotels:read'],
      expiresAt: new Date(clock.now().getTime() + 60 * 60_000).toISOString(),
    });
    expect((await withKey(expiring.key, 'GET', '/api/hotels')).status).toBe(200);

    const revoked = await admin.request<Created>('DELETE', `/api/admin/organizations/my/api-keys/${key.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.state).toBe('revoked');
    const refused = await withKey(key.key, 'GET', '/api/hotels');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ msg: 'apiKeys.invalid' });

    clock.advance(61 * 60_000);
    expect((await withKey(expiring.key, 'GET', '/api/hotels')).body).toMatchObject({
      msg: 'apiKeys.invalid',
    });
    const listed = await admin.request<Created[]>('GET', '/api/admin/organizations/my/api-keys');
    expect(listed.body.find((k) => k.id === expiring.id)!.state).toBe('expired');

    const forged = expiring.key.slice(0, -4) + 'AAAA';
    expect(
      (await withKey(forged.replace(expiring.id, crypto.randomUUID()), 'GET', '/api/hotels')).status,
    ).toBe(401);
    const good = await create(admin, { name: 'good', scopes: ['hotels:read'] });
    expect((await withKey(good.key.slice(0, -4) + 'AAAA', 'GET', '/api/hotels')).status).toBe(401);
    expect((await withKey('not-a-key', 'GET', '/api/hotels')).status).toBe(401);
    // A session cookie and a key together: refused, whichever would act.
    const both = await admin.request('GET', '/api/hotels', undefined, {
      authorization: `Bearer ${good.key}`,
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ msg: 'apiKeys.withSession' });
  });

  it('records the last use, and rate-limits each key on its own with Retry-After', async () => {
    const busy = await create(admin, { name: 'busy', scopes: ['hotels:read'] });
    const quiet = await create(admin, { name: 'quiet', scopes: ['hotels:read'] });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await withKey(busy.key, 'GET', '/api/hotels')).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const limited = await withKey(busy.key, 'GET', '/api/hotels');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await withKey(quiet.key, 'GET', '/api/hotels')).status).toBe(200);

    const listed = await admin.request<Created[]>('GET', '/api/admin/organizations/my/api-keys');
    expect(listed.body.find((k) => k.id === busy.id)!.lastUsedAt).toBe(clock.now().toISOString());
    expect(listed.body.find((k) => k.id === quiet.id)!.lastUsedAt).not.toBeNull();
  });

  it('validates a new key and lets only companyAdmins and superUsers make one', async () => {
    const post = (client: ApiClient, body: unknown) =>
      client.request('POST', '/api/admin/organizations/my/api-keys', body);
    expect((await post(admin, { name: '', scopes: ['hotels:read'] })).body).toMatchObject({
      msg: 'apiKeys.nameRequired',
    });
    expect((await post(admin, { name: 'x', scopes: [] })).body).toMatchObject({
      msg: 'apiKeys.scopesRequired',
    });
    expect((await post(admin, { name: 'x', scopes: ['hotels:admin'] })).status).toBe(400);
    const tooLong = new Date(clock.now().getTime() + 400 * 24 * 60 * 60_000).toISOString();
    expect(
      (await post(admin, { name: 'x', scopes: ['hotels:read'], expiresAt: tooLong })).body,
    ).toMatchObject({
      msg: 'apiKeys.expiryInvalid',
    });
    const past = new Date(clock.now().getTime() - 60_000).toISOString();
    expect((await post(admin, { name: 'x', scopes: ['hotels:read'], expiresAt: past })).status).toBe(400);
    expect(
      (await post(admin, { name: 'x', scopes: ['hotels:read'], secretHash: 'mine' })).body,
    ).toMatchObject({
      msg: 'errors.unknownField',
    });
    const hotelAdmin = new ApiClient(server.url);
    await hotelAdmin.login('hotel@demo.test');
    expect((await post(hotelAdmin, { name: 'x', scopes: ['hotels:read'] })).status).toBe(403);
    expect((await post(new ApiClient(server.url), { name: 'x', scopes: ['hotels:read'] })).status).toBe(401);
  });
});
