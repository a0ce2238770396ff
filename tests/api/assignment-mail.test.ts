import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInActors, type Actor } from '../support/actors.ts';
import { waitForMail } from '../support/eml.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

describe('the assignment mail', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let fixtures: Fixtures;
  const outbox = () => join(server.dataDir, 'outbox');
  /** Waits for the newest mail to an address to be the one naming this inspection. */
  const mailOf = (to: string, id: string) =>
    expect
      .poll(async () => (await waitForMail(outbox(), to, 15_000)).text, { timeout: 15_000 })
      .toContain(`/sessions/${id}`);

  beforeAll(async () => {
    server = await startTestServer();
    as = await signInActors(server);
    fixtures = await demoFixtures(server);
  });
  afterAll(() => server.close());

  it('mails the agent an inspection created for them, and the new agent on a reassignment', async () => {
    const solvik = fixtures.solvik;
    const type = fixtures.solvikType;
    const created = await as.companyAdmin.request<{ id: string }>('POST', '/api/admin/inspections', {
      hotel: solvik,
      inspectionType: type,
      startTime: '2026-12-03',
      startTimeHour: '08:15',
      user: fixtures.demoAgent,
    });
    expect(created.status).toBe(201);
    await mailOf('agent@demo.test', created.body.id);
    const mail = await waitForMail(outbox(), 'agent@demo.test');
    expect(mail.text).toContain('Hotel Solvik');
    expect(mail.text).toContain('2026-12-03');

    const hotelAdmin = (
      await as.companyAdmin.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users')
    ).body.find((u) => u.email === 'hotel@demo.test')!.id;
    const moved = await as.companyAdmin.request('PUT', `/api/admin/inspections/${created.body.id}`, {
      user: hotelAdmin,
    });
    expect(moved.status).toBe(200);
    await mailOf('hotel@demo.test', created.body.id);
  });
});
