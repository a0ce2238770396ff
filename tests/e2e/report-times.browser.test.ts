import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src-domain/shared/formats.ts';
import type { Report } from '../../src-web/api/reports.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite, DEMO_PASSWORD } from '../support/browser-suite.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('report times browser test');

/**
 * A report's times are its entity's, on the screen as on its PDF and spreadsheet (report-pdf.ts, report-sheet.ts):
 * a reader in New York of a report from Hotel Solvik (Stockholm) reads the times the paper prints, beside a
 * start that is the entity's local time too.
 */
describe.skipIf(browserMissing)('a report read in another time zone', () => {
  const { open, server } = browserSuite();

  it('shows when it was submitted in the entity’s time, as its paper does', async () => {
    const f = await demoFixtures(server());
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const id = await f.throwawayInspection('solvik');
    await reportableInspection(server().url, agent).submit(id);
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const report = (
      await company.request<Report>('GET', `/api/admin/inspections/${id}/report?languageShortCode=sv_SE`)
    ).body;
    const submitted = report.agentEndTime!;
    const entityTime = formatDateTime(submitted, report.hotel.timeZone);
    const viewerTime = formatDateTime(submitted, 'America/New_York');
    expect(report.hotel.timeZone).toBe('Europe/Stockholm');
    expect(entityTime).not.toBe(viewerTime);

    const path = `/admin/sessions/${id}/report`;
    const page = await open(`/login?redirect=${encodeURIComponent(path)}`, 1280, {
      timezoneId: 'America/New_York',
    });
    await page.getByLabel('E-post').fill('company@demo.test');
    await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(`**${path}`);
    const fact = page.locator('dt', { hasText: 'Inskickad' }).locator('xpath=following-sibling::dd');
    await expect.poll(() => fact.textContent()).toBe(entityTime);
  });
});
