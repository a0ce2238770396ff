import { request as httpRequest } from 'node:http';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/** A request with headers fetch will not send as given (Host): plain node:http. */
function rawRequest(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string },
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { method: options.method, headers: options.headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

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

  it('takes our own origin from PUBLIC_URL only, never from the Host header', async () => {
    const body = JSON.stringify({ email: 'agent@demo.test', password: 'demo-password-2026' });
    const spoofed = await rawRequest(`${server.url}/api/sessions/login`, {
      method: 'POST',
      headers: {
        host: 'evil.test',
        origin: 'http://evil.test',
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(spoofed.status).toBe(403);
    expect(JSON.parse(spoofed.body)).toMatchObject({ msg: 'errors.forbidden' });

    const api = client();
    await api.login('agent@demo.test');
    const handshake = (headers: Record<string, string>) =>
      new Promise<string | null>((resolve) => {
        const socket = connect(server.url, {
          path: '/socket.io',
          transports: ['websocket'],
          extraHeaders: { cookie: api.sessionCookie, ...headers },
          reconnection: false,
        });
        socket.once('connect', () => (socket.disconnect(), resolve(null)));
        socket.once('connect_error', (error) => (socket.disconnect(), resolve(error.message)));
      });
    expect(await handshake({ host: 'evil.test', origin: 'http://evil.test' })).toBe('errors.forbidden');
    expect(await handshake({ origin: server.url })).toBeNull();
  });

  it('reads JSON bodies only: a form, text or multipart post to a JSON route is 415', async () => {
    const login = (contentType: string, body: string | FormData) =>
      fetch(`${server.url}/api/sessions/login`, {
        method: 'POST',
        body,
        headers: contentType ? { 'content-type': contentType } : {},
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { msg: string } }));
    const refused = { status: 415, body: { msg: 'errors.unsupportedMediaType', errors: {} } };
    expect(
      await login('application/x-www-form-urlencoded', 'email=agent%40demo.test&password=demo-password-2026'),
    ).toMatchObject(refused);
    expect(
      await login('text/plain', JSON.stringify({ email: 'agent@demo.test', password: 'demo-password-2026' })),
    ).toMatchObject(refused);
    const form = new FormData();
    form.append('email', 'agent@demo.test');
    form.append('password', 'demo-password-2026');
    expect(await login('', form)).toMatchObject(refused);
    expect(
      await login(
        'application/json; charset=utf-8',
        JSON.stringify({ email: 'agent@demo.test', password: 'demo-password-2026' }),
      ),
    ).toMatchObject({ status: 200 });
    // A command without a body needs no content type.
    expect((await client().request('POST', '/api/sessions/logout')).status).toBe(200);
  });

  it('reads a JSON body as JSON alone: a byte-order mark skipped; a bare value, a __proto__ key, a compressed body or an endless one refused', async () => {
    const login = `${server.url}/api/sessions/login`;
    const credentials = JSON.stringify({ email: 'agent@demo.test', password: 'demo-password-2026' });
    const json = { 'content-type': 'application/json' };
    const post = (body: string, headers: Record<string, string> = {}) =>
      rawRequest(login, { method: 'POST', headers: { ...json, ...headers }, body });
    expect((await post(`\uFEFF${credentials}`)).status).toBe(200);
    for (const body of [
      '3',
      '"text"',
      '{"email":',
      `{"__proto__":{"role":"superUser"},${credentials.slice(1)}`,
    ]) {
      const answer = await post(body);
      expect([answer.status, JSON.parse(answer.body).msg]).toEqual([400, 'errors.validation']);
    }
    const gzipped = await post(credentials, { 'content-encoding': 'gzip' });
    expect([gzipped.status, JSON.parse(gzipped.body).msg]).toEqual([415, 'errors.unsupportedMediaType']);
    // Sent in pieces without a length: counted as it comes, and answered 413 once past the limit.
    const endless = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(login, { method: 'POST', headers: json }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.write('{"email":"');
      for (let i = 0; i < 20; i++) req.write('x'.repeat(64 * 1024));
      req.end('"}');
    });
    expect([endless.status, JSON.parse(endless.body).msg]).toEqual([413, 'errors.payloadTooLarge']);
  });

  it('tells no cache to keep an API answer', async () => {
    const api = client();
    expect((await api.login('agent@demo.test')).headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/sessions/check', '/api/hotels', '/api/admin/organizations/my'])
      expect((await api.request('GET', path)).headers.get('cache-control'), path).toBe('no-store');
    expect((await client().request('GET', '/api/sessions/check')).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it('sends no HSTS over plain HTTP, nor for an X-Forwarded-Proto it does not trust', async () => {
    expect((await client().request('GET', '/login')).headers.get('strict-transport-security')).toBeNull();
    const forwarded = await client().request('GET', '/login', undefined, { 'x-forwarded-proto': 'https' });
    expect(forwarded.headers.get('strict-transport-security')).toBeNull();
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

describe('HTTP security behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  let lastIp = 0;
  /** Each call a client address never seen before, as the proxy reports it. */
  const freshIp = () => `203.0.113.${++lastIp}`;
  const post = (path: string, body: unknown, ip: string) =>
    new ApiClient(server.url).request('POST', path, body, { 'x-forwarded-for': ip });

  it('sends HSTS when the proxy says the request came over TLS', async () => {
    const api = new ApiClient(server.url);
    const overTls = await api.request('GET', '/login', undefined, { 'x-forwarded-proto': 'https' });
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const apiOverTls = await api.request('GET', '/api/health', undefined, { 'x-forwarded-proto': 'https' });
    expect(apiOverTls.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await api.request('GET', '/login')).headers.get('strict-transport-security')).toBeNull();
  });

  it('lets at most 5 of 30 parallel wrong passwords through to the password check', async () => {
    const ip = freshIp();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post('/api/sessions/login', { email: 'company@demo.test', password: `parallel guess ${i}` }, ip).then(
          (answer) => answer.status,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    // The right password now waits too; from another address it works, and gives its attempt back.
    const right = { email: 'company@demo.test', password: 'demo-password-2026' };
    expect((await post('/api/sessions/login', right, ip)).status).toBe(429);
    expect((await post('/api/sessions/login', right, freshIp())).status).toBe(200);
  });

  it('counts 30 parallel reset requests for one e-mail exactly: 3 taken, 27 refused', async () => {
    const ip = freshIp();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        post('/api/sessions/request-password-reset', { email: 'parallel@demo.test' }, ip).then(
          (a) => a.status,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(27);
  });
});
