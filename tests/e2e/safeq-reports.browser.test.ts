import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { CHROMIUM } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { safeQHistory } from '../support/safeq-history.ts';
import { TOKENS } from '../../src-server/container.ts';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
} from '../../src-domain/inspection/index.ts';

const browserMissing = existsSync(CHROMIUM) ? null : `Chromium not found at ${CHROMIUM}`;
if (browserMissing) console.log(`SKIPPED Safe Q browser tests: ${browserMissing}`);

/**
 * The Safe Q screens in Chromium over the fixed history of tests/support/safeq-history.ts (the organization
 * "Safe Q Group", which only the superUser reads), in Swedish, at the desktop and handheld breakpoints.
 */
describe.skipIf(browserMissing)('the Safe Q screens in Chromium', () => {
  // The morning after the history's last day, Sunday 2027-01-03: yesterday's report is offered.
  const { signedIn, server } = browserSuite({ clock: new ManualClock('2027-01-04T09:00:00.000Z') });
  let history: Awaited<ReturnType<typeof safeQHistory>>;
  beforeAll(async () => {
    history = await safeQHistory(server());
  });

  /** The report's two downloads (PDF, spreadsheet), named in Swedish, by their addresses. */
  const downloads = async (page: Page) => {
    const links = page.getByTestId('safeq-downloads');
    return Promise.all(
      ['Ladda ned PDF', 'Ladda ned kalkylblad'].map((name) =>
        links.getByRole('link', { name }).getAttribute('href'),
      ),
    );
  };

  for (const width of [1280, 420]) {
    it(`ranks the organization's entities with their bands written out, at ${width} px`, async () => {
      const page = await signedIn(
        'super@demo.test',
        `/organizations/${history.organizationId}/report?day=2026-12-21`,
        { width },
      );
      await page.getByRole('heading', { level: 1, name: 'Organisationsrapport' }).waitFor();
      const ranking = page.getByRole('table');
      await ranking.getByRole('row', { name: /Alfa/ }).waitFor();
      const rows = await ranking.getByRole('row').allTextContents();
      expect(rows.slice(1).map((r) => r.replace(/\s+/g, ' '))).toEqual([
        expect.stringMatching(/^1.*92 %.*2 av 2, varav 2 kompletta.*Alfa.*Över genomsnittet/),
        expect.stringMatching(/^2.*50 %.*2 av 2, varav 1 kompletta.*Gamma.*Runt genomsnittet/),
        expect.stringMatching(/^3.*19 %.*1 av 2, varav 1 kompletta.*Beta.*Under genomsnittet/),
      ]);
      // qIndex explains itself on keyboard focus.
      const qIndex = ranking.getByRole('button', { name: '92 %' }).first();
      await qIndex.focus();
      const tooltip = page.getByRole('tooltip').filter({ visible: true });
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toContain('qIndex: 22 av 24 möjliga poäng');
      expect(await downloads(page)).toEqual(
        ['pdf', 'xlsx'].map(
          (format) =>
            `/api/admin/organizations/${history.organizationId}/report.${format}?day=2026-12-21&languageShortCode=sv_SE`,
        ),
      );
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`shows the weekly report of week 53 with its gauge, tables and the year's chart, at ${width} px`, async () => {
      const page = await signedIn(
        'super@demo.test',
        `/admin/entities/${history.hotels.Alfa}/weekly-report?day=2027-01-03`,
        { width },
      );
      await page.getByRole('heading', { level: 1, name: 'Veckorapport Safe Q' }).waitFor();
      await page
        .getByRole('heading', { level: 2, name: /Alfa · Vecka 53: 2026-12-28 – 2027-01-03/ })
        .waitFor();
      const gauge = page.getByRole('figure');
      expect((await gauge.textContent())!.replace(/\s+/g, ' ')).toMatch(
        /Denna vecka.*84 %.*Föregående vecka.*100 %/,
      );
      await page.getByText('Handsprit saknas 2026-12-28').waitFor();
      // The chart's library comes only with the report, and draws once loaded.
      await page.getByTestId('weekly-chart').locator('svg').first().waitFor();
      expect(await downloads(page)).toEqual(
        ['pdf', 'xlsx'].map(
          (format) =>
            `/api/admin/hotels/${history.hotels.Alfa}/safeq-report/weekly.${format}?day=2027-01-03&languageShortCode=sv_SE`,
        ),
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('shows a day’s report, says so when a day has none, and an unknown entity’s error', async () => {
    const page = await signedIn(
      'super@demo.test',
      `/admin/entities/${history.hotels.Alfa}/safeq-report?day=2026-12-28`,
    );
    await page.getByRole('heading', { level: 1, name: 'Daglig Safe Q-rapport' }).waitFor();
    await page.getByRole('heading', { level: 3, name: /Hygien/ }).waitFor();
    await page.getByText('2 av 2 frågor besvarade').first().waitFor();
    expect(await downloads(page)).toEqual(
      ['pdf', 'xlsx'].map(
        (format) =>
          `/api/admin/hotels/${history.hotels.Alfa}/safeq-report/daily.${format}?day=2026-12-28&languageShortCode=sv_SE`,
      ),
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server().url}/admin/entities/${history.hotels.Alfa}/safeq-report?day=2026-12-16`);
    await page.getByText('Det finns ingen rapport för den här dagen.').waitFor();
    await page.goto(`${server().url}/admin/entities/${crypto.randomUUID()}/weekly-report`);
    await page.getByRole('alert').filter({ hasText: 'Hittades inte.' }).waitFor();
  });

  it('offers the reports and a calendar of earlier days on the entity page', async () => {
    const page = await signedIn('super@demo.test', `/admin/entities/${history.hotels.Alfa}`, { width: 420 });
    const panel = page.getByRole('region', { name: 'Safe Q' });
    await panel.getByRole('link', { name: 'Aktuell daglig rapport' }).waitFor();
    await panel.getByRole('link', { name: 'Veckorapport' }).waitFor();
    await panel.getByRole('link', { name: 'Gårdagens rapport' }).waitFor();
    // The latest report day's month is shown first; December is a click back.
    await panel.getByRole('button', { name: 'Föregående månad' }).click();
    await panel.getByRole('link', { name: '28', exact: true }).click();
    await page.waitForURL(/safeq-report\?day=2026-12-28$/);
    await page.getByRole('heading', { level: 1, name: 'Daglig Safe Q-rapport' }).waitFor();
    await page.goBack();
    await page.getByRole('region', { name: 'Safe Q' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('chooses entities on the statistics tab and opens a week from its calendar', async () => {
    const page = await signedIn('super@demo.test', `/organizations/${history.organizationId}?tab=statistics`);
    await page.getByLabel('Alfa').waitFor();
    await page.getByLabel('Gamma').uncheck();
    await page.getByLabel('Uteslut obesvarade anläggningar').check();
    await page.getByRole('button', { name: 'Aviseringsinställningar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Aviseringsinställningar' }).waitFor();
    const weekly = dialog.getByRole('group', { name: 'E-post med veckorapport (måndag morgon)' });
    await weekly.getByRole('button', { name: 'Lägg till adress' }).click();
    await weekly.getByRole('button', { name: 'Lägg till adress' }).click();
    await weekly.getByLabel('E-post med veckorapport (måndag morgon) 2').fill('chef vid alfa');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    // Refused under the row typed wrong (the blank row above it counted), kept as typed.
    await weekly.getByText('Ange en giltig e-postadress.').waitFor();
    expect(
      await weekly.getByLabel('E-post med veckorapport (måndag morgon) 2').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await weekly.getByLabel('E-post med veckorapport (måndag morgon) 2').fill('chef@alfa.test');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await dialog.getByText('Sparat.').waitFor();
    // Saved without the blank row.
    expect(
      await weekly
        .getByRole('textbox')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['chef@alfa.test']);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    // Back to December 2026 from the current month, where week 51 links to its report.
    const calendar = page.getByRole('region', { name: 'Veckorapporter' });
    while (!(await calendar.getByText('december 2026').count()))
      await calendar.getByRole('button', { name: 'Föregående månad' }).click();
    await calendar.getByRole('link', { name: 'v51' }).click();
    await page.waitForURL(/\/report\?day=2026-12-20&hotelIds=[^&]+&excludeUnanswered=true$/);
    const ranking = page.getByRole('table');
    await ranking.getByRole('row', { name: /Beta/ }).waitFor();
    expect(await ranking.getByRole('row').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('updates an open organization report by push as an answer arrives', async () => {
    const page = await signedIn(
      'super@demo.test',
      `/organizations/${history.organizationId}/report?day=2026-12-22`,
    );
    const beta = page.getByRole('row', { name: /Beta/ });
    await beta.getByText('1 av 2, varav 1 kompletta').waitFor();
    // Beta's empty day of week 52 gets its first answer.
    const commands = server().runtime.container.get(TOKENS.commands);
    await commands.handle(inspectionDecider, inspectionStream(history.inspections.Beta!['2026-12-22']!), {
      type: 'ScoreQuestion',
      actor: { id: 'system', role: 'superUser' },
      now: '2026-12-22T10:00:00.000Z',
      moduleId: history.ids.M1,
      questionId: history.ids.q1,
      score: 0,
    });
    await beta.getByText('2 av 2, varav 1 kompletta').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
  it('updates an open weekly report by push as an answer arrives and the inspection ends', async () => {
    const page = await signedIn(
      'super@demo.test',
      `/admin/entities/${history.hotels.Beta}/weekly-report?day=2026-12-27`,
    );
    const day = page.getByRole('row', { name: /2026-12-22/ });
    await day.getByText('Pågående').waitFor();
    const commands = server().runtime.container.get(TOKENS.commands);
    const run = (command: Record<string, unknown>) =>
      commands.handle(inspectionDecider, inspectionStream(history.inspections.Beta!['2026-12-22']!), {
        actor: { id: 'system', role: 'superUser' },
        now: '2026-12-22T11:00:00.000Z',
        ...command,
      } as InspectionCommand);
    await run({ type: 'ScoreQuestion', moduleId: history.ids.M2, questionId: history.ids.q4, score: 3 });
    await run({ type: 'SetAgentEndTime' });
    // Two of four questions answered, then ended: the row says so without a reload of the page.
    await day.getByText('Avslutad, ofullständig').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
