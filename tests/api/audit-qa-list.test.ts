import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionSummary } from '../../src-web/api/inspections.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

describe('the audit QA list', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  const made: Record<'ongoing' | 'forReview' | 'reports', string> = {
    ongoing: '',
    forReview: '',
    reports: '',
  };

  const ok = async <T>(answer: Promise<{ status: number; body: T }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };
  const list = (tab: string, who: Actor = 'companyAdmin') =>
    as[who].request<InspectionSummary[] & { msg?: string }>(
      'GET',
      `/api/admin/inspections/auditQA?tab=${tab}`,
    );

  beforeAll(async () => {
    server = await startTestServer();
    as = await signInActors(server);
    const hotels = await ok(
      as.companyAdmin.request<Array<{ id: string; name: string }>>('GET', '/api/admin/hotels'),
    );
    const solvik = hotels.find((h) => h.name === 'Hotel Solvik')!.id;
    // Only a superUser chooses a type's report type.
    const type = await ok(
      as.superUser.request<{ id: string }>('POST', `/api/admin/hotels/${solvik}/inspection-types`, {
        name: 'Brand audit',
        reportType: 'auditQA',
      }),
    );
    const moduleTypes = await ok(
      as.superUser.request<Array<{ id: string }>>('GET', '/api/admin/inspection-module-types'),
    );
    await ok(
      as.superUser.request('POST', `/api/admin/inspection-types/${type.id}/inspection-modules`, {
        name: 'Rooms',
        type: moduleTypes[0]!.id,
      }),
    );
    const create = async () =>
      (
        await ok(
          as.companyAdmin.request<{ id: string }>('POST', '/api/admin/inspections', {
            hotel: solvik,
            inspectionType: type.id,
            startTime: '2026-11-20',
            startTimeHour: '10:00',
          }),
        )
      ).id;
    const way = reportableInspection(server.url, as.companyAdmin);
    made.ongoing = await create();
    made.forReview = await create();
    await way.submit(made.forReview);
    made.reports = await create();
    await way.submit(made.reports);
    await ok(as.companyAdmin.request('POST', `/api/admin/inspections/${made.reports}/endTime`, {}));
  });
  afterAll(() => server.close());

  it('puts each audit inspection on its tab: not submitted, waiting for review, approved', async () => {
    for (const tab of ['ongoing', 'forReview', 'reports'] as const) {
      const { status, body } = await list(tab);
      expect(status).toBe(200);
      expect(body.map((row) => row.id)).toEqual([made[tab]]);
      expect(body[0]).toMatchObject({
        hotel: { name: 'Hotel Solvik' },
        inspectionType: { name: 'Brand audit', reportType: 'auditQA' },
      });
    }
    // Without a tab: the ongoing ones.
    const plain = await as.superUser.request<InspectionSummary[]>('GET', '/api/admin/inspections/auditQA');
    expect(plain.body.map((row) => row.id)).toEqual([made.ongoing]);
  });

  it("answers a tab it does not know with the field's key", async () => {
    const { status, body } = await list('later');
    expect(status).toBe(400);
    expect(body.msg).toBe('errors.validation');
  });

  it('is for companyAdmins, of their own organization, and superUsers', async () => {
    expect((await list('ongoing', 'anon')).status).toBe(401);
    expect((await list('ongoing', 'user')).status).toBe(403);
    expect((await list('ongoing', 'hotelAdmin')).status).toBe(403);
    const other = new ApiClient(server.url);
    await other.login('nordic-company@demo.test');
    const theirs = await other.request<InspectionSummary[]>(
      'GET',
      '/api/admin/inspections/auditQA?tab=reports',
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.map((row) => row.id)).not.toContain(made.reports);
  });
});
