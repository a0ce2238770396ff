import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationAnswer } from '../../src-api/audit-trail-verification/presenter.ts';
import { SEALED, SEAL_STREAM } from '../../src-domain/eventstore/seal.ts';
import { SEAL_INTERVAL_MS } from '../../src-jobs/seals/seal-log.ts';
import { TOKENS } from '../../src-server/container.ts';
import { eventually } from '../support/embedded-stores.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

const VERIFY = '/api/admin/audit-trail/verify';

/**
 * The seal schedule of the jobs role, moved by the injected clock, and the superUser's check of the log in
 * the app: the verdict with what was checked and the last seal.
 */
describe('sealing and verifying the audit trail', () => {
  const clock = new ManualClock('2026-11-25T08:00:00.000Z');
  let server: TestServer;
  let superUser: ApiClient;
  const seals = async () =>
    (await server.runtime.container.get(TOKENS.events).readStream(SEAL_STREAM)).filter(
      (e) => e.type === SEALED,
    );

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    superUser = new ApiClient(server.url);
    expect((await superUser.login('super@demo.test')).status).toBe(200);
  }, 120_000);
  afterAll(() => server?.close());

  it('answers the verdict without a seal before the first interval has passed', async () => {
    const answer = await superUser.request<VerificationAnswer>('GET', VERIFY);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      msg: 'auditTrail.verifyIntact',
      lastSeal: null,
      problem: null,
    });
    expect(answer.body.events).toBeGreaterThan(100);
    expect(answer.body.head).toBe(await server.runtime.container.get(TOKENS.events).headPosition());
    expect(await seals()).toHaveLength(0);
  });

  it('seals once an interval has passed by the clock, and again only after changes and another interval', async () => {
    clock.advance(SEAL_INTERVAL_MS + 1000);
    const [first] = await eventually(seals, (found) => found.length === 1, 10_000);
    const head = await server.runtime.container.get(TOKENS.events).headPosition();
    expect(first!.data).toMatchObject({
      position: head - 1,
      previous: null,
      sealedAt: clock.now().toISOString(),
    });

    // A change, then the next interval: a second seal chained to the first.
    const company = new ApiClient(server.url);
    await company.login('company@demo.test');
    expect(
      (await company.request('PUT', '/api/admin/organizations/my', { name: 'Demo Hotels' })).status,
    ).toBe(200);
    expect(
      (await company.request('POST', '/api/admin/hotels', { name: `Sealed ${Date.now()}` })).status,
    ).toBe(201);
    clock.advance(SEAL_INTERVAL_MS + 1000);
    const all = await eventually(seals, (found) => found.length === 2, 10_000);
    expect(all[1]!.data).toMatchObject({ previous: (first!.data as { value: string }).value });

    const answer = await superUser.request<VerificationAnswer>('GET', VERIFY);
    expect(answer.body).toMatchObject({
      ok: true,
      lastSeal: {
        value: (all[1]!.data as { value: string }).value,
        position: (all[1]!.data as { position: number }).position,
        recordedAt: all[1]!.position,
      },
    });
  });

  it('says no to everyone but a superUser, and to no session', async () => {
    expect((await new ApiClient(server.url).request('GET', VERIFY)).status).toBe(401);
    const company = new ApiClient(server.url);
    await company.login('company@demo.test');
    expect(await company.request('GET', VERIFY)).toMatchObject({
      status: 403,
      body: { msg: 'errors.noPermission' },
    });
  });
});
