import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import type { CredentialDocument } from '../../src-projections/credentials/projection.ts';
import { waitForMail } from '../support/eml.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

/** A database file with its write-ahead log: what someone reading the disk would see. */
const rawBytes = (path: string) =>
  Buffer.concat([path, `${path}-wal`].filter(existsSync).map((file) => readFileSync(file)));

/**
 * Password hashes and mailed tokens' hashes live only in the credentials store: through the real server,
 * creating users (demo data and the API), a password reset and an e-mail change leave none in the event log
 * or the read models, and every one of those flows still works.
 */
describe('secrets outside the event log', () => {
  let server: TestServer;
  let fixtures: Fixtures;
  beforeAll(async () => {
    server = await startTestServer();
    fixtures = await demoFixtures(server);
  });
  afterAll(() => server?.close());

  it('keeps every password and token hash out of the log and the read models, and sign-in still works', async () => {
    const company = new ApiClient(server.url);
    expect((await company.login('company@demo.test')).status).toBe(200);
    const email = `secret-${Date.now()}@demo.test`;
    const created = await company.request<{ id: string }>('POST', '/api/admin/users', {
      name: 'Sigrid Secret',
      email,
      agentCode: 'A-901',
      role: 'user',
      hotelIds: [fixtures.solvik],
      password: 'sigrid-password-2026',
      passwordRepeat: 'sigrid-password-2026',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await new ApiClient(server.url).login(email, 'sigrid-password-2026')).status).toBe(200);

    // A reset: the mailed token's hash is the credential's, and the new password works.
    await new ApiClient(server.url).request('POST', '/api/sessions/request-password-reset', { email });
    const mail = await waitForMail(join(server.dataDir, 'outbox'), email);
    const token = /password-reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const credentials = server.runtime.container.get(TOKENS.credentials);
    expect(await credentials.findByHash('passwordReset', tokenHash)).toMatchObject({
      userId: created.body.id,
    });
    const reset = await new ApiClient(server.url).request('POST', '/api/sessions/reset-password', {
      token,
      password: 'sigrid-new-password-2026',
    });
    expect(reset.status).toBe(200);
    expect((await new ApiClient(server.url).login(email, 'sigrid-new-password-2026')).status).toBe(200);
    expect((await new ApiClient(server.url).login(email, 'sigrid-password-2026')).status).toBe(401);
    // The used link and the replaced password are forgotten; one password credential is left, the new one.
    expect(await credentials.findByHash('passwordReset', tokenHash)).toBeNull();
    const document = await readModelsOf(server)
      .collection<CredentialDocument>('credentials')
      .findOne({ _id: created.body.id });
    expect(document).toMatchObject({ passwordCredentialId: expect.any(String), resetCredentialId: null });
    expect(Object.keys(document!).some((key) => /hash/i.test(key))).toBe(false);
    const password = await credentials.get(document!.passwordCredentialId!);
    expect(password).toMatchObject({ userId: created.body.id, purpose: 'password' });
    expect(password!.hash).toMatch(/^\$argon2id\$/);

    // The log says what happened, and names credentials only.
    const events = server.runtime.container.get(TOKENS.events);
    const stream = await events.readStream(`user-${created.body.id}`);
    expect(stream.map((e) => e.type)).toEqual(['UserCreated', 'PasswordResetRequested', 'PasswordReset']);
    expect(stream[2]!.data).toEqual({
      resetCredentialId: expect.any(String),
      passwordCredentialId: document!.passwordCredentialId,
      at: expect.any(String),
    });

    // On disk: no argon2id hash and no token hash in the log or the read models; the credentials store has them.
    const log = rawBytes(join(server.dataDir, 'events.db'));
    const readModels = rawBytes(join(server.dataDir, 'readmodels.db'));
    for (const bytes of [log, readModels]) {
      expect(bytes.includes('$argon2id$')).toBe(false);
      expect(bytes.includes(tokenHash)).toBe(false);
      expect(bytes.includes(password!.hash)).toBe(false);
    }
    expect(rawBytes(join(server.dataDir, 'credentials.db')).includes(password!.hash)).toBe(true);
  });
});
