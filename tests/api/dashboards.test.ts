import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAnswer, DashboardViewAnswer } from '../../src-api/dashboards/schema.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { expectDocumentedAnswer } from '../support/openapi-answers.ts';

/** The fixtures' inspections start on 2026-11-20: two days later they are in the 7-day window. */
const clock = new ManualClock('2026-11-22T10:00:00.000Z');

let server: TestServer;
let f: Fixtures;
let as: Record<Actor, ApiClient>;

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  f = await demoFixtures(server);
  as = await signInActors(server);
  const enabled = await as.superUser.request('PUT', `/api/admin/hotels/${f.solvik}`, {
    dashboardEnabled: true,
  });
  expect(enabled.status).toBe(200);
}, 120_000);
afterAll(() => server?.close());

const create = async (client: ApiClient, hotelId: string, body?: unknown) =>
  client.request<DashboardAnswer & { msg?: string }>(
    'POST',
    `/api/dashboards?hotelId=${hotelId}`,
    body ?? {},
  );
const view = (uuid: string) =>
  new ApiClient(server.url).request<DashboardViewAnswer>('GET', `/api/dashboards/view/${uuid}`);

describe('the editor routes', () => {
  it('creates a dashboard with the defaults for an admin of the entity, and reads and lists it', async () => {
    const made = await create(as.hotelAdmin, f.solvik);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      hotelId: f.solvik,
      organizationId: f.demoOrg,
      backgroundColor: 'FFFFFF',
      rotateLanguages: false,
      languageRotationInterval: 10,
      dashboardEnabled: true,
      viewPath: `/dashboard/view/${made.body.uuid}`,
    });
    expect(made.body.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const read = await as.companyAdmin.request<DashboardAnswer>('GET', `/api/dashboards/${made.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(made.body);
    const list = await as.superUser.request<DashboardAnswer[]>('GET', `/api/dashboards?hotelId=${f.solvik}`);
    expect(list.body.map((d) => d.id)).toContain(made.body.id);
    await expectDocumentedAnswer(server.url, 'POST', '/api/dashboards', made);
    await expectDocumentedAnswer(server.url, 'GET', `/api/dashboards/${made.body.id}`, read);
    await expectDocumentedAnswer(server.url, 'GET', '/api/dashboards', list);
  });

  it('changes settings by the rules: colours normalised, rotation off keeps the first language', async () => {
    const made = await create(as.companyAdmin, f.solvik);
    const changed = await as.companyAdmin.request<DashboardAnswer>('PUT', `/api/dashboards/${made.body.id}`, {
      name: 'Lobby',
      backgroundColor: '#a1b2c3',
      textColor: 'ffffff',
      language: 'en_GB,sv_SE',
      rotateLanguages: true,
      languageRotationInterval: 300,
      headerLink: 'https://example.com/hotel',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Lobby',
      backgroundColor: 'A1B2C3',
      textColor: 'FFFFFF',
      language: 'en_GB,sv_SE',
      languageRotationInterval: 300,
    });
    expect(changed.body.version).toBeGreaterThan(made.body.version);
    const off = await as.companyAdmin.request<DashboardAnswer>('PUT', `/api/dashboards/${made.body.id}`, {
      rotateLanguages: false,
    });
    expect(off.body.language).toBe('en_GB');
  });

  it.each([
    [{ languageRotationInterval: 2 }, 'languageRotationInterval', 'dashboard.invalidInterval'],
    [{ languageRotationInterval: 301 }, 'languageRotationInterval', 'dashboard.invalidInterval'],
    [{ languageRotationInterval: 10.5 }, 'languageRotationInterval', 'dashboard.invalidInterval'],
    [{ backgroundColor: '#12345' }, 'backgroundColor', 'dashboard.invalidColor'],
    [{ textColor: 'GGGGGG' }, 'textColor', 'dashboard.invalidColor'],
    [{ language: 'xx_XX' }, 'language', 'dashboard.invalidLanguage'],
    [{ language: 'sv_SE,sv_SE' }, 'language', 'dashboard.invalidLanguage'],
    [{ headerLink: 'javascript:alert(1)' }, 'headerLink', 'dashboard.invalidHeaderLink'],
    [{ uuid: 'mine' }, 'uuid', 'errors.unknownField'],
  ])('refuses %j with its key', async (body, field, key) => {
    const made = await create(as.hotelAdmin, f.solvik);
    const refused = await as.hotelAdmin.request('PUT', `/api/dashboards/${made.body.id}`, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ msg: key, errors: { [field]: key } });
    const refusedCreate = await create(as.hotelAdmin, f.solvik, body);
    expect(refusedCreate.status).toBe(400);
    expect(refusedCreate.body.msg).toBe(key);
  });

  it('answers 401 without a session and 403 to an agent', async () => {
    const made = await create(as.companyAdmin, f.solvik);
    for (const [method, path] of [
      ['GET', `/api/dashboards?hotelId=${f.solvik}`],
      ['POST', `/api/dashboards?hotelId=${f.solvik}`],
      ['GET', `/api/dashboards/${made.body.id}`],
      ['PUT', `/api/dashboards/${made.body.id}`],
      ['PUT', `/api/dashboards/${made.body.id}/regenerate`],
      ['DELETE', `/api/dashboards/${made.body.id}`],
    ] as const) {
      const anon = await as.anon.request(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(anon.status, `${method} ${path}`).toBe(401);
      const agent = await as.user.request(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(agent.status, `${method} ${path}`).toBe(403);
    }
  });

  it('answers 404 for another tenant’s dashboard and an entity the admin does not administer', async () => {
    const nordic = await create(as.superUser, f.bryggen);
    expect(nordic.status).toBe(201);
    for (const client of [as.companyAdmin, as.hotelAdmin]) {
      expect((await client.request('GET', `/api/dashboards/${nordic.body.id}`)).status).toBe(404);
      expect((await client.request('PUT', `/api/dashboards/${nordic.body.id}`, { name: 'x' })).status).toBe(
        404,
      );
      expect((await client.request('PUT', `/api/dashboards/${nordic.body.id}/regenerate`, {})).status).toBe(
        404,
      );
      expect((await client.request('DELETE', `/api/dashboards/${nordic.body.id}`)).status).toBe(404);
      expect((await create(client, f.bryggen)).status).toBe(404);
    }
    // The demo hotelAdmin administers Solvik only.
    expect((await create(as.hotelAdmin, f.fjallbacka)).status).toBe(404);
    expect((await as.hotelAdmin.request('GET', `/api/dashboards?hotelId=${f.fjallbacka}`)).status).toBe(404);
  });

  it('lets only a superUser set the entity’s dashboardEnabled', async () => {
    const refused = await as.companyAdmin.request('PUT', `/api/admin/hotels/${f.fjallbacka}`, {
      dashboardEnabled: true,
    });
    expect(refused.status).toBe(403);
    const hotelAdmin = await as.hotelAdmin.request('PUT', `/api/admin/hotels/${f.solvik}`, {
      dashboardEnabled: false,
    });
    expect(hotelAdmin.status).toBe(403);
  });
});

describe('the public view', () => {
  it('answers the figures and display settings without a session, sending no cookie', async () => {
    const made = await create(as.hotelAdmin, f.solvik, { friendlyName: 'Solvik lobby' });
    const seen = await view(made.body.uuid);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('set-cookie')).toBeNull();
    expect(seen.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(seen.headers.get('x-frame-options')).toBeNull();
    expect(seen.body).toMatchObject({
      uuid: made.body.uuid,
      friendlyName: 'Solvik lobby',
      hotelName: 'Hotel Solvik',
      organizationName: 'Demo Hotels',
      computedFor: '2026-11-22',
      timeZone: 'Europe/Stockholm',
      validUntil: '2026-11-22T23:00:00.000Z',
      organization: null,
    });
    expect(seen.body.figures.last7Days).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(seen.body.figures.last7Days.total).toBeGreaterThan(0);
    expect(seen.body.figures.weekly).toHaveLength(12);
    // Nothing of the inspections themselves: no names, comments or answers anywhere in it.
    const text = JSON.stringify(seen.body);
    for (const word of ['Anders', 'agent', 'comment', 'answers', 'userId']) expect(text).not.toContain(word);
  });

  it('moves the 7-day figure when a question is answered', async () => {
    const made = await create(as.hotelAdmin, f.solvik);
    const before = (await view(made.body.uuid)).body.figures.last7Days;
    const { id, module, question } = f.solvikInspection;
    const scored = await as.user.request(
      'POST',
      `/api/inspections/${id}/modules/${module}/questions/${question}/score`,
      {
        score: 2,
      },
    );
    expect(scored.status).toBe(200);
    const after = (await view(made.body.uuid)).body.figures.last7Days;
    expect(after.answered).toBe(before.answered + 1);
    expect(after.total).toBe(before.total);
  });

  it('answers 404 for an unknown uuid, a regenerated one, a disabled entity, and a removed dashboard', async () => {
    expect((await view(crypto.randomUUID())).status).toBe(404);
    expect((await view('not-a-uuid')).status).toBe(404);
    const made = await create(as.hotelAdmin, f.solvik);
    const regenerated = await as.hotelAdmin.request<DashboardAnswer>(
      'PUT',
      `/api/dashboards/${made.body.id}/regenerate`,
      {},
    );
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.uuid).not.toBe(made.body.uuid);
    expect((await view(made.body.uuid)).status).toBe(404);
    expect((await view(regenerated.body.uuid)).status).toBe(200);
    const elsewhere = await create(as.companyAdmin, f.fjallbacka);
    expect(elsewhere.body.dashboardEnabled).toBe(false);
    const disabled = await view(elsewhere.body.uuid);
    expect(disabled.status).toBe(404);
    expect(disabled.body).toMatchObject({ msg: 'dashboard.notFound' });
    expect((await as.hotelAdmin.request('DELETE', `/api/dashboards/${made.body.id}`)).status).toBe(204);
    expect((await view(regenerated.body.uuid)).status).toBe(404);
    expect((await as.hotelAdmin.request('GET', `/api/dashboards/${made.body.id}`)).status).toBe(404);
  });

  it('shows the organization’s figures only when asked to', async () => {
    const made = await create(as.companyAdmin, f.solvik, { showOrganizationData: true });
    const seen = await view(made.body.uuid);
    expect(seen.body.organization).not.toBeNull();
    expect(seen.body.organization!.last30Days.total).toBeGreaterThanOrEqual(
      seen.body.figures.last30Days.total,
    );
  });

  it('is refused with 429 past the per-IP limit', async () => {
    const made = await create(as.hotelAdmin, f.solvik);
    let limited = 0;
    for (let i = 0; i < 70; i++) if ((await view(made.body.uuid)).status === 429) limited++;
    expect(limited).toBeGreaterThan(0);
  });
});

describe('frame headers', () => {
  it('lets only the view be framed', async () => {
    const page = await fetch(`${server.url}/dashboard/view/${crypto.randomUUID()}`);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const other = await fetch(`${server.url}/admin/dashboard/create`);
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(other.headers.get('x-frame-options')).toBe('DENY');
    const api = await as.companyAdmin.request('GET', `/api/dashboards?hotelId=${f.solvik}`);
    expect(api.headers.get('x-frame-options')).toBe('DENY');
  });
});
