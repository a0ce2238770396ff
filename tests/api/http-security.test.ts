import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

describe('HTTP security', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const client = () => new ApiClient(server.url);

  it('sends a strict CSP, nosniff, a referrer policy and refuses framing', async () => {
    for (const path of ['/login', '/api/sessions/check']) {
      const { headers } = await client().request('GET', path);
      const csp = headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('lets the public wall dashboard be framed, and nothing else', async () => {
    for (const path of [
      '/dashboard/view/0b8e7a1c-0000-4000-8000-000000000000',
      '/api/dashboards/view/0b8e7a1c-0000-4000-8000-000000000000',
    ]) {
      const { headers } = await client().request('GET', path);
      expect(headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(headers.get('x-frame-options')).toBeNull();
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses state-changing requests from another site', async () => {
    const body = { email: 'agent@demo.test', password: 'demo-password-2026' };
    const crossSite = await client().request('POST', '/api/sessions/login', body, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite).toMatchObject({ status: 403, body: { msg: 'errors.forbidden' } });
    const foreign = await client().request('POST', '/api/sessions/login', body, {
      origin: 'https://evil.test',
    });
    expect(foreign).toMatchObject({ status: 403, body: { msg: 'errors.forbidden' } });
    const sameOrigin = await client().request('POST', '/api/sessions/login', body, {
      origin: server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(200);
    const readOnly = await client().request('GET', '/api/health', undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(readOnly.status).toBe(200);
  });

  it('limits failed sign-ins per e-mail and IP with 429, leaving other users alone', async () => {
    const api = client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api.login('company@demo.test', `wrong guess ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await api.login('company@demo.test')).toMatchObject({
      status: 429,
      body: { msg: 'errors.tooManyAttempts' },
    });
    expect((await api.login('agent@demo.test')).status).toBe(200);
  });

  it('limits reset requests per e-mail with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client().request('POST', '/api/sessions/request-password-reset', { email: 'limit@demo.test' }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
