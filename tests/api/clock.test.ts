import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_MS } from '../../src-api/auth/routes.ts';
import { waitForMail } from '../support/eml.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The server takes "now" from its injected clock: a test sets it and moves it, and time-dependent rules
 * follow at once, without waiting.
 */
describe('the injected clock', () => {
  const clock = new ManualClock('2026-03-02T09:00:00.000Z');
  let server: TestServer;
  const minute = 60_000;

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
  }, 120_000);
  afterAll(() => server?.close());

  async function resetLinkFor(email: string): Promise<string> {
    const client = new ApiClient(server.url);
    await client.request('POST', '/api/sessions/request-password-reset', { email });
    const mail = await waitForMail(join(server.dataDir, 'outbox'), email);
    return /password-reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  }

  const reset = (token: string) =>
    new ApiClient(server.url).request('POST', '/api/sessions/reset-password', {
      token,
      password: 'a brand new passphrase',
    });

  it('a password-reset link works until its validity ends by the clock, and not after', async () => {
    clock.set('2026-03-02T09:00:00.000Z');
    const token = await resetLinkFor('company@demo.test');
    clock.advance(RESET_TOKEN_TTL_MS + minute);
    expect(await reset(token)).toMatchObject({ status: 400, body: { msg: 'login.invalidToken' } });
  });

  it('a link used a minute before its validity ends still works', async () => {
    clock.set('2026-03-02T12:00:00.000Z');
    const token = await resetLinkFor('hotel@demo.test');
    clock.advance(RESET_TOKEN_TTL_MS - minute);
    expect(await reset(token)).toMatchObject({ status: 200, body: { msg: 'login.resetSuccess' } });
  });

  it('a created entity carries the creation time the clock gives', async () => {
    clock.set('2026-05-17T08:30:00.000Z');
    const admin = new ApiClient(server.url);
    expect((await admin.login('super@demo.test')).status).toBe(200);
    const created = await admin.request<{ id: string; createdAt?: string }>(
      'POST',
      '/api/admin/organizations',
      { name: 'Clockwork Hotels' },
    );
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).toContain('2026-05-17T08:30:00.000Z');
  });
});
