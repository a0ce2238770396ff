import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_REPORT_READS_PER_MINUTE } from '../../src-api/auth/rate-limits.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The public shared-report routes are throttled per client IP (issue 27 item 5): the report, its files and
 * its PDF count together, past the limit each answers 429 in the API's error shape, and another IP is not
 * affected. The server trusts X-Forwarded-For here, so that each request can name its client.
 */
describe('public shared-report reads per IP', () => {
  let server: TestServer;
  let client: ApiClient;
  const token = () => randomBytes(32).toString('base64url');
  const from = (ip: string, path: string) =>
    client.request('GET', path, undefined, { 'x-forwarded-for': ip });

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
    client = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  it('answers 429 with errors.tooManyAttempts past the limit, for the report, its files and its PDF', async () => {
    const ip = '203.0.113.7';
    const paths = [
      `/api/shared/reports/${token()}`,
      `/api/shared/reports/${token()}/files/o/inspection-1/a.png`,
      `/api/shared/reports/${token()}/pdf`,
    ];
    for (let n = 0; n < SHARED_REPORT_READS_PER_MINUTE; n++) {
      const answer = await from(ip, paths[n % paths.length]!);
      expect(answer.status, `request ${n + 1}`).toBe(404);
    }
    for (const path of paths) {
      const answer = await from(ip, path);
      expect(answer.status, path).toBe(429);
      expect(answer.body).toEqual({ msg: 'errors.tooManyAttempts', errors: {} });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another client is not held back, and the same client's signed-in routes are not counted.
    expect((await from('203.0.113.8', paths[0]!)).status).toBe(404);
    expect((await from(ip, '/api/health')).status).toBe(200);
  });
});
