import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const browserMissing = chromiumMissing('approval from the audit QA report browser test');

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Marks the page: a reload would lose the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

/**
 * Approval (the admin end time) from the audit QA report (administration §6): the report's button approves,
 * and every open screen of it follows from the pushed document, the pending lists included.
 */
describe.skipIf(browserMissing)('approving from the audit QA report in Chromium', () => {
  const { signedIn, server } = browserSuite();

  const ok = async <T>(answer: Promise<{ status: number; body: T }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };

  /** A submitted audit at Hotel Solvik, waiting for approval. */
  const submittedAudit = async () => {
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const hotels = await ok(company.request<Array<{ id: string; name: string }>>('GET', '/api/admin/hotels'));
    const solvik = hotels.find((h) => h.name === 'Hotel Solvik')!.id;
    const moduleTypes = await ok(
      admin.request<Array<{ id: string }>>('GET', '/api/admin/inspection-module-types'),
    );
    const type = await ok(
      admin.request<{ id: string }>('POST', `/api/admin/hotels/${solvik}/inspection-types`, {
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
    const { id } = await ok(
      company.request<{ id: string }>('POST', '/api/admin/inspections', {
        hotel: solvik,
        inspectionType: type.id,
        startTime: '2026-11-20',
        startTimeHour: '10:00',
      }),
    );
    await reportableInspection(server().url, company).submit(id);
    return { id, solvik };
  };

  it('approves with the button; the report, the audit list and the entity page follow without a reload', async () => {
    const { id, solvik } = await submittedAudit();
    const organization = (await readModelsOf(server())
      .collection<OrganizationDocument>('organizations')
      .findOne({ name: 'Demo Hotels' }))!._id;

    // The pending lists, open while the audit is approved elsewhere.
    const list = await signedIn('company@demo.test', '/admin/auditQA/list?tab=forReview');
    const forReview = list.getByTestId('audit-qa-row');
    await expect.poll(() => forReview.count()).toBe(1);
    const entity = await signedIn('company@demo.test', `/organizations/${organization}/entities/${solvik}`);
    const pending = entity.getByTestId('pending-approval').locator('tbody tr');
    const audit = pending.filter({ hasText: 'Brand audit' });
    await expect.poll(() => audit.count()).toBe(1);
    const pendingBefore = await pending.count();
    // Another admin reads the same report.
    const watcher = await signedIn('super@demo.test', `/admin/sessions/${id}/report-auditqa`);
    await watcher.getByText('Inte godkänd än').waitFor();
    for (const page of [list, entity, watcher]) await mark(page);
    const watcherGets: string[] = [];
    watcher.on('request', (request) => {
      if (request.url().includes('/api/') && request.method() === 'GET') watcherGets.push(request.url());
    });

    const page = await signedIn('company@demo.test', `/admin/sessions/${id}/report-auditqa`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Inte godkänd än').waitFor();
    await page.getByRole('button', { name: 'Godkänn rapporten' }).click();
    await page.getByText('Godkänna rapporten?').waitFor();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('approve-flagged').textContent()).toBe('Flaggade för uppföljning: 0');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'approve-from-audit-report-1280-sv');
    await dialog.getByRole('button', { name: 'Godkänn rapporten' }).click();

    // Approved: the button is gone and the header says when, here and on the other admin's screen.
    await expect.poll(() => page.getByText('Godkänna rapporten?').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Godkänn rapporten' }).count()).toBe(0);
    await expect.poll(() => page.getByText('Inte godkänd än').count()).toBe(0);
    await expect.poll(() => watcher.getByText('Inte godkänd än').count()).toBe(0);
    expect(await watcher.getByRole('button', { name: 'Godkänn rapporten' }).count()).toBe(0);
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const state = await ok(
      company.request<{ adminEndTime: string | null }>('GET', `/api/inspections/${id}/state`),
    );
    expect(state.adminEndTime).not.toBeNull();
    // The watcher's report came by push: no GET since it was marked.
    expect(watcherGets.filter((url) => url.includes(id))).toEqual([]);

    // It leaves both pending lists, which were not reloaded either.
    await expect.poll(() => forReview.count()).toBe(0);
    await expect.poll(() => audit.count()).toBe(0);
    expect(await pending.count()).toBe(pendingBefore - 1);
    for (const open of [list, entity, watcher]) expect(await marked(open)).toBe(true);
    await shot(page, 'approved-audit-report-1280-sv');

    const phone = await signedIn('company@demo.test', `/admin/sessions/${id}/report-auditqa`, { width: 420 });
    await phone.getByRole('heading', { level: 1 }).waitFor();
    expect(await phone.getByRole('button', { name: 'Godkänn rapporten' }).count()).toBe(0);
    await shot(phone, 'approved-audit-report-420-sv');
  });
});
