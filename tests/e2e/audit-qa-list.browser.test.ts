import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('audit QA list browser test');

describe.skipIf(browserMissing)('the audit QA list in Chromium', () => {
  const { signedIn, server } = browserSuite();
  let company: ApiClient;
  let create: (hotel: string) => Promise<string>;
  let hotels: Record<string, string>;

  const ok = async <T>(answer: Promise<{ status: number; body: T }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };

  beforeAll(async () => {
    company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const list = await ok(company.request<Array<{ id: string; name: string }>>('GET', '/api/admin/hotels'));
    hotels = Object.fromEntries(list.map((h) => [h.name, h.id]));
    const moduleTypes = await ok(
      admin.request<Array<{ id: string }>>('GET', '/api/admin/inspection-module-types'),
    );
    const types: Record<string, string> = {};
    for (const name of ['Hotel Solvik', 'Hotel Fjällbacka']) {
      const type = await ok(
        admin.request<{ id: string }>('POST', `/api/admin/hotels/${hotels[name]}/inspection-types`, {
          name: 'Brand audit',
          reportType: 'auditQA',
        }),
      );
      await ok(
        admin.request('POST', `/api/admin/inspection-types/${type.id}/inspection-modules`, {
          name: 'Rooms',
          type: moduleTypes[0]!.id,
        }),
      );
      types[name] = type.id;
    }
    create = async (name: string) =>
      (
        await ok(
          company.request<{ id: string }>('POST', '/api/admin/inspections', {
            hotel: hotels[name],
            inspectionType: types[name],
            startTime: name === 'Hotel Solvik' ? '2026-11-20' : '2026-11-21',
            startTimeHour: '10:00',
          }),
        )
      ).id;
  });

  it('shows audits by stage, sorts them, moves a submitted one live and opens each where it stands', async () => {
    const solvik = await create('Hotel Solvik');
    const fjallbacka = await create('Hotel Fjällbacka');
    const page = await signedIn('company@demo.test', '/admin/auditQA/list');
    const rows = page.getByTestId('audit-qa-row');
    await page.getByRole('tab', { name: 'Pågående' }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    // Newest first; then by entity, A to Ö.
    expect(await rows.first().textContent()).toContain('Hotel Fjällbacka');
    await page.getByRole('button', { name: 'Anläggning' }).click();
    await expect.poll(() => rows.first().textContent()).toContain('Hotel Fjällbacka');
    expect(await page.getByRole('columnheader', { name: 'Anläggning' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await page.getByRole('button', { name: 'Anläggning' }).click();
    await expect.poll(() => rows.first().textContent()).toContain('Hotel Solvik');
    expect(await seriousViolations(page)).toEqual([]);

    // The review tab, open while the agent submits: the audit arrives by push.
    await page.getByRole('tab', { name: 'Att granska' }).click();
    await page.waitForURL(/tab=forReview/);
    await page.getByText('Ingen revision väntar på granskning.').waitFor();
    await reportableInspection(server().url, company).submit(solvik);
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    await page.waitForURL(new RegExp(`/sessions/${solvik}/control$`));

    // An audit not yet submitted opens at its start page; an approved one at its report.
    await page.goto(`${server().url}/admin/auditQA/list?tab=ongoing`);
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    await page.waitForURL(new RegExp(`/sessions/${fjallbacka}$`));
    await ok(company.request('POST', `/api/admin/inspections/${solvik}/endTime`, {}));
    await page.goto(`${server().url}/admin/auditQA/list?tab=reports`);
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    await page.waitForURL(new RegExp(`/admin/sessions/${solvik}/report-auditqa$`));
  });
});
