import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { waitForMail } from '../support/eml.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

describe('sessions API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const client = () => new ApiClient(server.url);

  describe('POST /api/sessions/login', () => {
    it('signs in with the demo password and answers the user', async () => {
      const api = client();
      const answer = await api.login('agent@demo.test');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name: 'Anders Agent', email: 'agent@demo.test', role: 'user' });
      expect(Object.keys(answer.body).sort()).toEqual([
        'email',
        'id',
        'name',
        'organizationHasLogo',
        'organizationId',
        'organizationLogoVersion',
        'role',
      ]);
    });

    it('sets an HttpOnly, SameSite=Lax session cookie holding 256 random bits, not Secure over plain HTTP', async () => {
      const answer = await client().login('agent@demo.test');
      const cookie = answer.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^inspecta_session=[A-Za-z0-9_-]{43};/);
      expect(cookie.toLowerCase()).toContain('httponly');
      expect(cookie.toLowerCase()).toContain('samesite=lax');
      expect(cookie.toLowerCase()).not.toContain('secure');
    });

    it('marks the cookie Secure when a trusted proxy says the request came over TLS', async () => {
      const proxied = await startTestServer({ TRUST_PROXY: 'true' });
      try {
        const answer = await new ApiClient(proxied.url).request(
          'POST',
          '/api/sessions/login',
          { email: 'agent@demo.test', password: 'demo-password-2026' },
          { 'x-forwarded-proto': 'https' },
        );
        expect(answer.headers.get('set-cookie')!.toLowerCase()).toContain('secure');
      } finally {
        await proxied.close();
      }
    });

    it('regenerates the session at sign-in: the old cookie stops working', async () => {
      const api = client();
      await api.login('agent@demo.test');
      const before = api.sessionCookie;
      await api.login('agent@demo.test');
      expect(api.sessionCookie).not.toBe(before);
      const stale = await client().request('GET', '/api/sessions/check', undefined, { cookie: before });
      expect(stale.status).toBe(401);
    });

    it('refuses a wrong password, an unknown e-mail and a deactivated user with the same answer', async () => {
      const answers = await Promise.all([
        client().login('company@demo.test', 'not-the-password'),
        client().login('nobody@demo.test', 'demo-password-2026'),
        client().login('deactivated@demo.test'),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ msg: 'errors.badCredentials', errors: {} });
        expect(answer.headers.get('set-cookie')).toBeNull();
      }
    });

    const badBodies: Array<[string, unknown, string]> = [
      ['no body', undefined, 'missing.parameters'],
      ['an empty e-mail', { email: ' ', password: 'x' }, 'login.missingEmail'],
      ['an empty password', { email: 'a@b.test', password: '' }, 'login.missingPassword'],
      ['a number for the e-mail', { email: 5, password: 'x' }, 'missing.parameters'],
      ['an unknown field', { email: 'a@b.test', password: 'x', role: 'superUser' }, 'errors.unknownField'],
      ['malformed JSON', '{"email":', 'errors.validation'],
    ];
    for (const [what, body, key] of badBodies) {
      it(`answers ${what} with 400 ${key}`, async () => {
        const answer = await client().request(
          'POST',
          '/api/sessions/login',
          body,
          body === undefined ? { 'content-type': 'application/json' } : {},
        );
        expect(answer.status).toBe(400);
        expect((answer.body as { msg: string }).msg).toBe(key);
      });
    }

    it('answers a body over 1 MB with 413', async () => {
      const answer = await client().request('POST', '/api/sessions/login', {
        email: 'a@b.test',
        password: 'x'.repeat(1_100_000),
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ msg: 'errors.payloadTooLarge' });
    });
  });

  describe('GET /api/sessions/check', () => {
    it('answers the signed-in user', async () => {
      const api = client();
      await api.login('hotel@demo.test');
      expect(await api.request('GET', '/api/sessions/check')).toMatchObject({
        status: 200,
        body: { role: 'hotelAdmin' },
      });
    });

    it('answers 401 errors.invalidSession without a session or with a forged cookie', async () => {
      expect(await client().request('GET', '/api/sessions/check')).toMatchObject({
        status: 401,
        body: { msg: 'errors.invalidSession' },
      });
      const forged = await client().request('GET', '/api/sessions/check', undefined, {
        cookie: `inspecta_session=${'A'.repeat(43)}`,
      });
      expect(forged).toMatchObject({ status: 401, body: { msg: 'errors.invalidSession' } });
    });
  });

  describe('POST /api/sessions/logout', () => {
    it('ends the session and clears the cookie', async () => {
      const api = client();
      await api.login('agent@demo.test');
      const cookie = api.sessionCookie;
      const answer = await api.request('POST', '/api/sessions/logout');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toMatch(/inspecta_session=;/);
      expect((await client().request('GET', '/api/sessions/check', undefined, { cookie })).status).toBe(401);
    });

    it('is harmless without a session', async () => {
      expect((await client().request('POST', '/api/sessions/logout')).status).toBe(200);
    });
  });

  describe('deactivation', () => {
    it("ends the user's sessions at once", async () => {
      const api = client();
      await api.login('hotel@demo.test');
      const users = readModelsOf(server).collection<UserDocument>('users');
      const hotelAdmin = (await users.findOne({ email: 'hotel@demo.test' }))!;
      const result = await server.runtime.container
        .get(TOKENS.commands)
        .handle(userDecider, userStream(hotelAdmin._id), { type: 'ChangeRole', role: 'deactivated' });
      await server.runtime.container.get(TOKENS.engine).waitFor(result.position);
      expect(await api.request('GET', '/api/sessions/check')).toMatchObject({
        status: 401,
        body: { msg: 'errors.invalidSession' },
      });
      expect((await client().login('hotel@demo.test')).status).toBe(401);
    });
  });

  describe('password reset', () => {
    const outbox = () => join(server.dataDir, 'outbox');

    it('answers the same for a known and an unknown e-mail (no user enumeration)', async () => {
      const known = await client().request('POST', '/api/sessions/request-password-reset', {
        email: 'company@demo.test',
      });
      const unknown = await client().request('POST', '/api/sessions/request-password-reset', {
        email: 'ghost@demo.test',
      });
      expect(known.status).toBe(unknown.status);
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toEqual({ msg: 'login.requestResetSuccess' });
    });

    it("mails a single-use link in the user's language; the new password works and the old one does not", async () => {
      await client().request('POST', '/api/sessions/request-password-reset', { email: 'super@demo.test' });
      const mail = await waitForMail(outbox(), 'super@demo.test');
      expect(mail.text).toContain('Öppna länken'); // demo users speak Swedish, the default
      expect(mail.text).toContain(`${server.url}/password-reset?token=`); // built from PUBLIC_URL
      const token = /password-reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

      const tooShort = await client().request('POST', '/api/sessions/reset-password', {
        token,
        password: 'short',
      });
      expect(tooShort).toMatchObject({ status: 400, body: { msg: 'login.passwordLength' } });

      const reset = await client().request('POST', '/api/sessions/reset-password', {
        token,
        password: 'a brand new passphrase',
      });
      expect(reset).toMatchObject({ status: 200, body: { msg: 'login.resetSuccess' } });
      expect((await client().login('super@demo.test', 'a brand new passphrase')).status).toBe(200);
      expect((await client().login('super@demo.test')).status).toBe(401);

      const again = await client().request('POST', '/api/sessions/reset-password', {
        token,
        password: 'another new passphrase',
      });
      expect(again).toMatchObject({ status: 400, body: { msg: 'login.invalidToken' } });
    });

    const badResets: Array<[string, unknown, string]> = [
      ['a missing token', { password: 'long enough password' }, 'missing.parameters'],
      ['an empty token', { token: '', password: 'long enough password' }, 'login.missingToken'],
      ['an empty password', { token: 'abc', password: '' }, 'login.missingPassword'],
      [
        'a password over 1024 characters',
        { token: 'abc', password: 'x'.repeat(1025) },
        'login.passwordTooLong',
      ],
      ['an unknown token', { token: 'abc', password: 'long enough password' }, 'login.invalidToken'],
    ];
    for (const [what, body, key] of badResets) {
      it(`refuses ${what} with ${key}`, async () => {
        const answer = await client().request('POST', '/api/sessions/reset-password', body);
        expect(answer).toMatchObject({ status: 400, body: { msg: key } });
      });
    }

    it('refuses a request without an e-mail with login.missingEmail', async () => {
      expect(
        await client().request('POST', '/api/sessions/request-password-reset', { email: '' }),
      ).toMatchObject({ status: 400, body: { msg: 'login.missingEmail' } });
    });
  });
});
