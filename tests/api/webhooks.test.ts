import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookStream } from '../../src-domain/webhook/index.ts';
import { TOKENS } from '../../src-server/container.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

type Endpoint = { id: string; url: string; kinds: string[]; enabled: boolean; secret?: string };
const BASE = '/api/admin/organizations/my/webhooks';
const PUBLIC_URL = 'https://93.184.216.34/hooks/inspecta';

describe('webhook endpoint routes', () => {
  let server: TestServer;
  let f: Fixtures;
  let company: ApiClient;
  let nordic: ApiClient;
  beforeAll(async () => {
    // No loopback setting: the default, as production runs.
    server = await startTestServer();
    f = await demoFixtures(server);
    company = new ApiClient(server.url);
    await company.login('company@demo.test');
    nordic = new ApiClient(server.url);
    await nordic.login('nordic-company@demo.test');
  });
  afterAll(() => server.close());

  it('registers an endpoint and answers its secret once, never again nor in the log', async () => {
    const created = await company.request<Endpoint>('POST', BASE, {
      url: PUBLIC_URL,
      kinds: ['inspection.submitted', 'report.shared', 'report.shared'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: PUBLIC_URL,
      kinds: ['inspection.submitted', 'report.shared'],
      enabled: true,
    });
    const secret = created.body.secret!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const list = await company.request<Endpoint[]>('GET', BASE);
    expect(list.body.find((e) => e.id === created.body.id)).toBeDefined();
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(JSON.stringify(list.body)).not.toContain('"secret"');

    const stored = await server.runtime.container
      .get(TOKENS.storedEvents)
      .readStream(webhookStream(created.body.id));
    expect(stored[0]!.type).toBe('WebhookRegistered');
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect((stored[0]!.data as { secret: unknown }).secret).toMatchObject({ $encrypted: expect.any(String) });

    const trail = await company.request<{ items?: unknown[] } | unknown[]>(
      'GET',
      '/api/admin/audit-trail?kind=organization',
    );
    expect(trail.status).toBe(200);
    expect(JSON.stringify(trail.body)).toContain(PUBLIC_URL);
    expect(JSON.stringify(trail.body)).not.toContain(secret);
  });

  it('changes, disables, enables and removes an endpoint; the removed secret cannot be opened', async () => {
    const created = await company.request<Endpoint>('POST', BASE, {
      url: PUBLIC_URL,
      kinds: ['report.shared'],
    });
    const path = `${BASE}/${created.body.id}`;
    const changed = await company.request<Endpoint>('PUT', path, {
      url: 'https://93.184.216.35/other',
      kinds: ['actionItem.done'],
    });
    expect(changed.body).toMatchObject({ url: 'https://93.184.216.35/other', kinds: ['actionItem.done'] });
    expect((await company.request<Endpoint>('PUT', path, { enabled: false })).body).toMatchObject({
      enabled: false,
      disabledReason: 'admin',
    });
    expect((await company.request<Endpoint>('PUT', path, { enabled: true })).body.enabled).toBe(true);
    expect((await company.request('DELETE', path)).status).toBe(204);
    expect((await company.request('GET', `${path}/deliveries`)).status).toBe(404);
    const document = await server.runtime.container
      .get(TOKENS.events)
      .readStream(webhookStream(created.body.id));
    const secrets = server.runtime.container.get(TOKENS.webhookSecrets);
    const sealed = (document[0]!.data as { secret: { $encrypted: string } }).secret;
    expect(await secrets.open(created.body.id, sealed)).toBeNull();
  });

  it.each([
    [{ url: 'http://93.184.216.34/hook', kinds: ['report.shared'] }, 'webhooks.urlNotHttps'],
    [{ url: 'not a url', kinds: ['report.shared'] }, 'webhooks.urlInvalid'],
    [{ url: PUBLIC_URL, kinds: [] }, 'webhooks.kindsRequired'],
    [{ url: PUBLIC_URL, kinds: ['inspection.deleted'] }, 'webhooks.kindsRequired'],
    [{ url: PUBLIC_URL, kinds: ['report.shared'], secret: 'mine' }, 'errors.unknownField'],
    [{ url: 'https://127.0.0.1/hook', kinds: ['report.shared'] }, 'webhooks.addressRefused'],
    [{ url: 'https://169.254.169.254/latest', kinds: ['report.shared'] }, 'webhooks.addressRefused'],
    [{ url: 'https://[::1]/hook', kinds: ['report.shared'] }, 'webhooks.addressRefused'],
    [{ url: 'https://localhost/hook', kinds: ['report.shared'] }, 'webhooks.addressRefused'],
  ])('refuses %j with %s', async (body, msg) => {
    const answer = await company.request('POST', BASE, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ msg });
  });

  it('refuses the test setting in production', async () => {
    const { loadConfig } = await import('../../src-server/config.ts');
    expect(() =>
      loadConfig(
        {
          DATA_DIR: server.dataDir,
          NODE_ENV: 'production',
          WEBHOOKS_ALLOW_LOOPBACK: 'true',
          TOKEN_SECRET: 'x'.repeat(40),
          PERSONAL_DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
        },
        server.dataDir,
      ),
    ).toThrow(/WEBHOOKS_ALLOW_LOOPBACK/);
  });

  it('keeps each organization to its own endpoints and asks for a session', async () => {
    const created = await company.request<Endpoint>('POST', BASE, {
      url: PUBLIC_URL,
      kinds: ['report.shared'],
    });
    const other = `/api/admin/organizations/${f.demoOrg}/webhooks`;
    expect((await nordic.request('GET', other)).status).toBe(404);
    expect((await nordic.request('PUT', `${other}/${created.body.id}`, { enabled: false })).status).toBe(404);
    // Its own organization's path with another organization's endpoint id: not found either.
    expect((await nordic.request('DELETE', `${BASE}/${created.body.id}`)).status).toBe(404);
    expect((await nordic.request<Endpoint[]>('GET', BASE)).body.map((e) => e.id)).not.toContain(
      created.body.id,
    );
    expect((await new ApiClient(server.url).request('GET', other)).status).toBe(401);
    const agent = new ApiClient(server.url);
    await agent.login('agent@demo.test');
    expect((await agent.request('GET', BASE)).status).toBe(403);
  });
});
