import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { ADMIN_LIST_PAGE } from '../../src-web/state/admin-inspections.ts';
import { demoFixtures } from '../support/fixtures.ts';

const browserMissing = chromiumMissing('admin session browser tests');

/** How many approved reports the entity page lists before "show more". */
const REPORTS_SHOWN = 10;

describe.skipIf(browserMissing)('admin inspections in Chromium', () => {
  const { signedIn, server } = browserSuite();

  it('shows an inspection created and answered elsewhere without a reload', async () => {
    const page = await signedIn('super@demo.test', '/admin/sessions');
    const rows = page.getByTestId('admin-session-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const hotel = (await readModelsOf(server())
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Fjällbacka' }))!;
    // Another admin, in another browser, makes one; the agent answers it.
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const types = await company.request<Array<{ id: string; name: string }>>(
      'GET',
      `/api/admin/hotels/${hotel._id}/inspection-types`,
    );
    const created = await company.request<{
      id: string;
      modules: Array<{ id: string; clusters: Array<{ questions: Array<{ id: string }> }> }>;
    }>('POST', '/api/admin/inspections', {
      hotel: hotel._id,
      inspectionType: types.body.find((t) => t.name === 'Mystery guest')!.id,
      startTime: '2027-02-01',
      startTimeHour: '06:10',
    });
    expect(created.status).toBe(201);
    const row = rows.filter({ hasText: '2027-02-01 06:10' });
    // The list reloads at most once a second after pushes: the poll waits longer than that.
    await expect.poll(() => row.count(), { timeout: 5000 }).toBe(1);
    expect(await row.textContent()).toContain('Hotel Fjällbacka');

    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const module = created.body.modules[0]!;
    const answered = await agent.request(
      'POST',
      `/api/inspections/${created.body.id}/modules/${module.id}/questions/${module.clusters[0]!.questions[0]!.id}/score`,
      { score: 1 },
    );
    expect(answered.status).toBe(200);
    // Rescheduled by the other admin: the row shows the new date and time.
    await company.request('PUT', `/api/admin/inspections/${created.body.id}`, {
      startTime: '2027-02-02',
      startTimeHour: '07:00',
    });
    await expect.poll(() => rows.filter({ hasText: '2027-02-02 07:00' }).count(), { timeout: 5000 }).toBe(1);
    expect(await row.count()).toBe(0);
  });

  it('creates an inspection for an agent, reschedules it and deletes it; older ones load on demand', async () => {
    const page = await signedIn('super@demo.test', '/admin/sessions');
    const rows = page.getByTestId('admin-session-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const current = await rows.count();
    await page.getByRole('button', { name: 'Visa äldre' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(current);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Skapa inspektion' }).click();
    await page.waitForURL('**/admin/sessions/create');
    await page.getByLabel('Sök anläggningar').fill('solv');
    await page.getByLabel('Anläggning', { exact: true }).selectOption({ label: 'Hotel Solvik' });
    await page.getByLabel('Inspektionstyp', { exact: true }).selectOption({ label: 'Mystery guest' });
    await page.getByLabel('Användare', { exact: true }).selectOption({ label: 'Anders Agent' });
    await page.getByLabel('Datum', { exact: true }).fill('2027-01-15');
    await page.getByLabel('Tid', { exact: true }).fill('19:30');
    await page.getByLabel('Extrafråga 1').fill('Fanns det laddstolpar?');
    // A blank row is always appended.
    await page.getByLabel('Extrafråga 2').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.waitForURL('**/admin/sessions');
    const created = rows.filter({ hasText: '2027-01-15 19:30' });
    await expect.poll(() => created.count()).toBe(1);
    expect(await created.textContent()).toContain('Anders Agent');

    await created.getByRole('button', { name: 'Redigera Hotel Solvik 2027-01-15' }).click();
    await page.getByText('Ändra datum och tid').waitFor();
    await page.getByLabel('Datum', { exact: true }).fill('2027-01-16');
    await page.getByRole('button', { name: 'Spara' }).click();
    const moved = rows.filter({ hasText: '2027-01-16 19:30' });
    await expect.poll(() => moved.count()).toBe(1);

    await moved.getByRole('button', { name: 'Ta bort Hotel Solvik 2027-01-16' }).click();
    await page.getByText('Ta bort inspektionen 2027-01-16 19:30 av Anders Agent?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
    await expect.poll(() => moved.count()).toBe(0);
  });

  it('lets a hotelAdmin control a submitted inspection from the entity page, approve it, and take it back', async () => {
    const solvik = (await readModelsOf(server())
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Solvik' }))!;
    const page = await signedIn(
      'hotel@demo.test',
      `/organizations/${solvik.organizationId}/entities/${solvik._id}`,
      { width: 420 },
    );
    const pending = page.getByTestId('pending-approval').locator('tbody tr');
    const reports = page.getByTestId('reports').locator('tbody tr');
    // Demo history: the week before last is submitted, older weeks approved, the last two under way, and
    // the follow-up inspection of the demo's action plan.
    await expect.poll(() => pending.count()).toBe(1);
    await expect.poll(() => page.getByTestId('current-inspections').locator('tbody tr').count()).toBe(3);
    const approvedBefore = await reports.count();
    expect(approvedBefore).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await pending
      .first()
      .getByRole('link', { name: /^Kontroll:/ })
      .click();
    await page.waitForURL('**/control');
    // The approve button is at the top and again at the end.
    await expect.poll(() => page.getByRole('button', { name: 'Godkänn rapporten' }).count()).toBe(2);
    await page.getByRole('button', { name: 'Godkänn rapporten' }).first().click();
    // Asked first, with the summary.
    await page.getByText('Godkänna rapporten?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Godkänn rapporten' }).click();
    // Approved: back on the entity page, where it is now a report.
    await page.waitForURL(`**/entities/${solvik._id}`);
    // The reports list shows the latest ten (the demo's Safe Q history fills it): the approved one comes first.
    await expect.poll(() => reports.count()).toBe(Math.min(approvedBefore + 1, REPORTS_SHOWN));
    // The two lists are separate read models pushed one after the other: wait for each.
    await expect.poll(() => pending.count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('pending-approval').textContent())
      .toContain('Inget väntar på godkännande.');

    await reports.first().getByRole('button', { name: 'Tillbaka till kontroll' }).click();
    await page.getByText(/^Ta tillbaka .* till kontroll\?$/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Tillbaka till kontroll' }).click();
    await expect.poll(() => pending.count()).toBe(1);
    await expect.poll(() => reports.count()).toBe(Math.min(approvedBefore, REPORTS_SHOWN));
  });
  it('shows the whole list a page at a time: Show more brings the next page until there is none', async () => {
    const f = await demoFixtures(server());
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const total = async () =>
      (await admin.request<unknown[]>('GET', '/api/admin/inspections?all=1&limit=500')).body.length;
    while ((await total()) <= ADMIN_LIST_PAGE + 5) await f.throwawayInspection('solvik');
    const all = await total();

    const page = await signedIn('super@demo.test', '/admin/sessions', { width: 420 });
    const rows = page.getByTestId('admin-session-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Visa äldre' }).click();
    await expect.poll(() => rows.count()).toBe(ADMIN_LIST_PAGE);
    // The demo's Safe Q history makes more than two pages: each "Visa fler" brings the next.
    for (let shown = ADMIN_LIST_PAGE; shown < all; shown += ADMIN_LIST_PAGE) {
      await page.getByRole('button', { name: 'Visa fler' }).click();
      await expect.poll(() => rows.count()).toBe(Math.min(all, shown + ADMIN_LIST_PAGE));
    }
    expect(await page.getByRole('button', { name: 'Visa fler' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
