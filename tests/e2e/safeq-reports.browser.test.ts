import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { demoSafeQRound } from '../support/safeq-demo-round.ts';
import { safeQHistory } from '../support/safeq-history.ts';
import { formatDateTime } from '../../src-domain/shared/formats.ts';
import { TOKENS } from '../../src-server/container.ts';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
} from '../../src-domain/inspection/index.ts';

const browserMissing = chromiumMissing('Safe Q browser tests');

/**
 * The Safe Q screens in Chromium over the fixed history of tests/support/safeq-history.ts (the organization
 * "Safe Q Group", which only the superUser reads), in Swedish, at the desktop and handheld breakpoints.
 */
/** Screenshots to look at, when SHOTS_DIR names a folder. */
const SHOTS_DIR = process.env.SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

describe.skipIf(browserMissing)('the Safe Q screens in Chromium', () => {
  // The morning after the history's last day, Sunday 2027-01-03: yesterday's report is offered.
  const { signedIn, server } = browserSuite({
    reuseSignIns: true,
    clock: new ManualClock('2027-01-04T09:00:00.000Z'),
  });
  let history: Awaited<ReturnType<typeof safeQHistory>>;
  beforeAll(async () => {
    history = await safeQHistory(server());
  });

  /** Waits until a count has not moved for a second (the requests of a page's load are over). */
  const settled = async (count: () => number) => {
    for (let last = -1; last !== count();) {
      last = count();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };

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
        // Beta's round left empty is out of its figures (and said so): 44 %, no longer 19 %, which moves the
        // average up and Gamma below it.
        expect.stringMatching(/^2.*50 %.*2 av 2, varav 1 kompletta.*Gamma.*Under genomsnittet/),
        expect.stringMatching(
          /^3.*44 %.*1 av 2, varav 1 kompletta.*1 lämnad tom, räknas inte.*Beta.*Under genomsnittet/,
        ),
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

    it(`ranks them in German too, the empty round said so and the downloads in German, at ${width} px`, async () => {
      const path = `/organizations/${history.organizationId}/report?day=2026-12-21`;
      const page = await signedIn('super@demo.test', path, { width, locale: 'de_DE' });
      await page.getByRole('heading', { level: 1, name: 'Organisationsbericht' }).waitFor();
      const ranking = page.getByRole('table');
      await ranking.getByRole('row', { name: /Alfa/ }).waitFor();
      const rows = await ranking.getByRole('row').allTextContents();
      expect(rows.slice(1).map((r) => r.replace(/\s+/g, ' '))).toEqual([
        expect.stringMatching(/^1.*92 %.*2 von 2, davon 2 vollständig.*Alfa.*Über dem Durchschnitt/),
        expect.stringMatching(/^2.*50 %.*2 von 2, davon 1 vollständig.*Gamma.*Unter dem Durchschnitt/),
        expect.stringMatching(
          /^3.*44 %.*1 von 2, davon 1 vollständig.*1 leer gelassen, nicht gezählt.*Beta.*Unter dem Durchschnitt/,
        ),
      ]);
      const links = page.getByTestId('safeq-downloads');
      expect(await links.getByRole('link', { name: 'PDF herunterladen' }).getAttribute('href')).toBe(
        `/api/admin/organizations/${history.organizationId}/report.pdf?day=2026-12-21&languageShortCode=de_DE`,
      );
      await shot(page, `safeq-ranking-de-${width}`);
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
      // The last 4 weeks together: one period, its score, fulfilment and the two zones.
      const together = page.getByRole('region', { name: 'Senaste 4 veckorna sammantaget' });
      expect((await together.textContent())!.replace(/\s+/g, ' ')).toMatch(
        /2026-12-07 – 2027-01-03.*Resultat: 77 %.*Uppfyllnadsgrad: 96 %.*Hygien: 87 %.*Socialt avstånd: 67 %/,
      );
      await shot(page, `safeq-weekly-${width}`);
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

  for (const [locale, title, ended] of [
    ['sv_SE', 'Daglig Safe Q-rapport', 'Avslutad'],
    ['de_DE', 'Täglicher Safe-Q-Bericht', 'Beendet'],
  ] as const)
    for (const width of [1280, 420])
      it(`writes when a day's round ended as every date-time (YYYY-MM-DD HH:mm), ${locale} at ${width} px`, async () => {
        const path = `/admin/entities/${history.hotels.Alfa}/safeq-report?day=2027-01-03`;
        const page = await signedIn('super@demo.test', path, { width, locale });
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const line = page.locator('article header p').filter({ hasText: ended });
        await line.waitFor();
        const [report] = await page.evaluate(
          async (url) =>
            (await fetch(url)).json() as Promise<Array<{ endTime: string; hotel: { timeZone: string } }>>,
          `/api/admin/hotels/${history.hotels.Alfa}/safeq-report/daily?day=2027-01-03&languageShortCode=${locale}`,
        );
        // The instant in the entity's zone, as the report's paper writes it, never as stored.
        expect(report!.endTime).toMatch(/T.*Z$/);
        expect((await line.textContent())!.trim()).toBe(
          `${ended} ${formatDateTime(report!.endTime, report!.hotel.timeZone)}`,
        );
        await shot(page, `safeq-daily-${locale}-${width}`);
      });

  it('shows a measured number and a written answer as given, and "not answered" only while nothing is', async () => {
    // The demo's round under way at Hotel Fjällbacka: a temperature (gradeG) and other observations (gradeJ),
    // answered with a number and a text, not a score.
    const round = await demoSafeQRound(server(), new Date('2027-01-04T09:00:00.000Z'));
    const path = `/admin/entities/${round.hotelId}/safeq-report?day=${round.day}`;
    /** A question's row, by its words in the page's language (from the report the page reads). */
    const rowsOf = async (page: Page, locale: string) => {
      const [report] = await page.evaluate(
        async (url) =>
          (await fetch(url)).json() as Promise<
            Array<{
              modules: Array<{ clusters: Array<{ questions: Array<{ id: string; content: string }> }> }>;
            }>
          >,
        `/api/admin/hotels/${round.hotelId}/safeq-report/daily?day=${round.day}&languageShortCode=${locale}`,
      );
      const contentOf = (id: string) =>
        report!.modules.flatMap((m) => m.clusters.flatMap((c) => c.questions)).find((q) => q.id === id)!
          .content;
      const row = (id: string) => page.getByRole('listitem').filter({ hasText: contentOf(id) });
      return { measured: row(round.measured.id), written: row(round.written.id) };
    };
    const page = await signedIn('super@demo.test', path);
    await page.getByRole('heading', { level: 1, name: 'Daglig Safe Q-rapport' }).waitFor();
    const rows = await rowsOf(page, 'sv_SE');
    // Nothing given yet: said so.
    await rows.measured.getByText('Obesvarad', { exact: true }).waitFor();
    await rows.written.getByText('Obesvarad', { exact: true }).waitFor();
    await round.measure(4.5);
    await round.write('Kort kö vid hissen vid frukost');
    // Pushed to the open report: the number in Swedish, the text answered and written out.
    await rows.measured.getByText('4,5', { exact: true }).waitFor();
    await rows.written.getByText('Besvarad', { exact: true }).waitFor();
    await rows.written.getByText('Kort kö vid hissen vid frukost').waitFor();
    for (const [locale, answered, unanswered] of [
      ['sv_SE', 'Besvarad', 'Obesvarad'],
      ['de_DE', 'Beantwortet', 'Unbeantwortet'],
    ] as const)
      for (const width of [1280, 420]) {
        const fresh = await signedIn('super@demo.test', path, { width, locale });
        await fresh.getByRole('heading', { level: 2 }).first().waitFor();
        const { measured, written } = await rowsOf(fresh, locale);
        await measured.getByText('4,5', { exact: true }).waitFor();
        await written.getByText(answered, { exact: true }).waitFor();
        expect(await measured.textContent()).not.toContain(unanswered);
        expect(await written.textContent()).not.toContain(unanswered);
        await shot(fresh, `safeq-daily-answers-${locale}-${width}`);
        expect(await seriousViolations(fresh)).toEqual([]);
        await fresh.close();
      }
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
    await weekly.getByText('”chef vid alfa” är ingen e-postadress').waitFor();
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
    // One month back from the clock's January 2027, where week 51 links to its report. One click and a
    // wait: a second click before the month's days load would go on to November.
    const calendar = page.getByRole('region', { name: 'Veckorapporter' });
    await calendar.getByText('januari 2027', { exact: true }).waitFor();
    await calendar.getByRole('button', { name: 'Föregående månad' }).click();
    await calendar.getByText('december 2026', { exact: true }).waitFor();
    await calendar.getByRole('link', { name: 'v51' }).click();
    await page.waitForURL(/\/report\?day=2026-12-20&hotelIds=[^&]+&excludeUnanswered=true$/);
    const ranking = page.getByRole('table');
    await ranking.getByRole('row', { name: /Beta/ }).waitFor();
    expect(await ranking.getByRole('row').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('updates an open organization report from the pushed week as an answer arrives, with no GET', async () => {
    const page = await signedIn(
      'super@demo.test',
      `/organizations/${history.organizationId}/report?day=2026-12-22`,
    );
    const gets: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
        gets.push(request.url());
    });
    const beta = page.getByRole('row', { name: /Beta/ });
    await beta.getByText('1 av 2, varav 1 kompletta').waitFor();
    // The socket joins its rooms after the first load (a page opened by its URL): that one catch-up GET
    // is let through before counting.
    await settled(() => gets.length);
    const before = gets.length;
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
    // Ranked again from the pushed week: Beta's qIndex moved with it, and nothing was fetched.
    expect(gets.slice(before)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
  /** The API GETs a page makes from now on, once its load (and the catch-up after its late join) is over. */
  const getsFrom = async (page: Page) => {
    const gets: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
        gets.push(new URL(request.url()).pathname);
    });
    await settled(() => gets.length);
    gets.splice(0);
    return gets;
  };

  it("computes an open day's reports again from the pushed live state as answers arrive, with no GET", async () => {
    const page = await signedIn(
      'super@demo.test',
      `/admin/entities/${history.hotels.Gamma}/safeq-report?day=2026-12-29`,
    );
    const hygiene = page.getByRole('region', { name: 'Hygien' });
    await hygiene.getByText('0 av 3 frågor besvarade').waitFor();
    const gets = await getsFrom(page);
    const commands = server().runtime.container.get(TOKENS.commands);
    const score = (questionId: string, score: number) =>
      commands.handle(inspectionDecider, inspectionStream(history.inspections.Gamma!['2026-12-29']!), {
        type: 'ScoreQuestion',
        actor: { id: 'system', role: 'superUser' },
        now: '2026-12-29T10:00:00.000Z',
        moduleId: history.ids.M1,
        questionId,
        score,
      } as InspectionCommand);
    await score(history.ids.q1, 1);
    await hygiene.getByText('1 av 3 frågor besvarade').waitFor();
    await score(history.ids.q2, 0);
    await hygiene.getByText('2 av 3 frågor besvarade').waitFor();
    await page.waitForTimeout(300);
    expect(gets).toEqual([]);
    console.log(`GETs on the daily Safe Q report for 2 pushed answers: ${gets.length}`);
  });

  it('updates an open weekly report by push as an answer arrives and the inspection ends, with no GET', async () => {
    const page = await signedIn(
      'super@demo.test',
      `/admin/entities/${history.hotels.Beta}/weekly-report?day=2026-12-27`,
    );
    const day = page.getByRole('row', { name: /2026-12-22/ });
    await day.getByText('Pågående').waitFor();
    const gets = await getsFrom(page);
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
    await page.waitForTimeout(300);
    expect(gets).toEqual([]);
    console.log(`GETs on the weekly Safe Q report for 2 pushed changes: ${gets.length}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
