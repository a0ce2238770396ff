import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo } from '../support/hostile-images.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { type ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

interface Summary {
  id: string;
  status: string;
  startTime: string;
  startTimeHour: string;
  startDate: string;
  startHour: string;
}
interface Whole extends Summary {
  modules: Array<{ id: string; skipped: boolean; isSkipped: boolean; isMandatory: boolean; state: string }>;
}

describe('inspection status and the spec’s field names in answers', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
  });
  afterAll(() => server.close());

  const statusOf = async (id: string) =>
    (await as.companyAdmin.request<Whole>('GET', `/api/inspections/${id}`)).body.status;
  const rowOf = async (id: string) =>
    (await as.companyAdmin.request<Summary[]>('GET', '/api/admin/inspections?all=1')).body.find(
      (i) => i.id === id,
    );

  it('goes in progress, submitted, approved, reverted and approved again, on the whole, the state and the lists', async () => {
    const id = await f.throwawayInspection('solvik', 'agent@demo.test');
    expect(await statusOf(id)).toBe('inProgress');
    expect(
      (await as.user.request<Summary[]>('GET', '/api/inspections')).body.find((i) => i.id === id),
    ).toMatchObject({ status: 'inProgress' });

    const whole = (await as.companyAdmin.request<Whole>('GET', `/api/inspections/${id}`)).body;
    for (const m of whole.modules)
      expect(
        (await as.companyAdmin.request('POST', `/api/inspections/${id}/modules/${m.id}/done`)).status,
      ).toBe(200);
    const submitted = await as.user.request<Summary>('POST', `/api/inspections/${id}/endTime`);
    expect(submitted.body.status).toBe('submitted');
    expect((await rowOf(id))?.status).toBe('submitted');

    const approved = await as.companyAdmin.request<Summary>(
      'POST',
      `/api/admin/inspections/${id}/endTime`,
      {},
    );
    expect(approved.body.status).toBe('approved');
    expect((await rowOf(id))?.status).toBe('approved');

    const reverted = await as.companyAdmin.request<Summary>('POST', `/api/admin/inspections/${id}/endTime`, {
      revert: true,
    });
    expect(reverted.body.status).toBe('reverted');
    expect(await statusOf(id)).toBe('reverted');
    expect((await rowOf(id))?.status).toBe('reverted');
    expect((await as.companyAdmin.request<Summary>('GET', `/api/inspections/${id}/state`)).body.status).toBe(
      'reverted',
    );

    // Approved anew, it is approved, not reverted.
    await as.companyAdmin.request('POST', `/api/admin/inspections/${id}/endTime`, {});
    expect(await statusOf(id)).toBe('approved');
  });

  it('answers startTime and startTimeHour (inspection-run §3) beside the read model’s names', async () => {
    const id = await f.throwawayInspection('solvik', 'agent@demo.test');
    const whole = (await as.user.request<Whole>('GET', `/api/inspections/${id}`)).body;
    expect(whole).toMatchObject({ startTime: '2026-11-20', startTimeHour: '18:00' });
    expect(whole.startTime).toBe(whole.startDate);
    expect(whole.startTimeHour).toBe(whole.startHour);
    const row = (await as.user.request<Summary[]>('GET', '/api/inspections')).body.find((i) => i.id === id)!;
    expect(row).toMatchObject({ startTime: '2026-11-20', startTimeHour: '18:00' });
    const state = (await as.user.request<Summary>('GET', `/api/inspections/${id}/state`)).body;
    expect(state).toMatchObject({ startTime: '2026-11-20', startTimeHour: '18:00' });
  });

  it('answers modules’ isSkipped (inspection-run §3) on the whole inspection and on the live state', async () => {
    const id = await f.throwawayInspection('solvik', 'agent@demo.test');
    const optional = (await as.user.request<Whole>('GET', `/api/inspections/${id}`)).body.modules.find(
      (m) => !m.isMandatory,
    )!;
    expect(optional.isSkipped).toBe(false);
    const toggled = await as.user.request<Whole>(
      'POST',
      `/api/inspections/${id}/modules/${optional.id}/toggleSkipped`,
    );
    expect(toggled.body.modules.find((m) => m.id === optional.id)).toMatchObject({
      isSkipped: true,
      skipped: true,
    });
    const whole = (await as.user.request<Whole>('GET', `/api/inspections/${id}`)).body;
    expect(whole.modules.find((m) => m.id === optional.id)).toMatchObject({ isSkipped: true, skipped: true });
  });

  it('tells the session whether the organization has a logo, so the top bar asks only then', async () => {
    const check = await as.user.request<{ organizationHasLogo: boolean }>('GET', '/api/sessions/check');
    expect(check.body.organizationHasLogo).toBe(false);
    const png = await photo(10, 10, 'png');
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${server.url}/api/admin/organizations/my/logo`, {
      method: 'POST',
      body: form,
      headers: { cookie: as.companyAdmin.sessionCookie },
    });
    expect(uploaded.status).toBe(200);
    const after = await as.user.request<{ organizationHasLogo: boolean }>('GET', '/api/sessions/check');
    expect(after.body.organizationHasLogo).toBe(true);
  });
});
