import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import type { Report as WebReport } from '../../src-web/api/reports.ts';
import { ApiClient } from '../support/test-server.ts';
import { LOCALES } from '../../src-domain/shared/locales.ts';
import { readCatalogue } from '../../src-projections/texts/server-i18n.ts';

const browserMissing = chromiumMissing('report browser tests');

type Report = Pick<WebReport, 'score' | 'modules'>;

const swedishPercent = (percent: number) =>
  new Intl.NumberFormat('sv-SE', { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

describe.skipIf(browserMissing)('the report in Chromium', () => {
  const { signedIn, server, open } = browserSuite({ reuseSignIns: true });
  let f: Fixtures;
  let agent: ApiClient;
  let company: ApiClient;
  /** Submitted by the agent, one answer "rarely" with a comment and a picture, flagged for follow-up. */
  let submitted: string;
  let report: Report;

  const post = (client: ApiClient, path: string, body?: unknown) =>
    client.request('POST', path, body).then((answer) => {
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
    });

  beforeAll(async () => {
    f = await demoFixtures(server());
    agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const way = reportableInspection(server().url, agent);
    submitted = await f.throwawayInspection('solvik');
    const radio = await way.radioQuestion(submitted);
    const question = `/api/inspections/${submitted}/modules/${radio.moduleId}/questions/${radio.questionId}`;
    await post(agent, `${question}/score`, { score: 2, comment: 'Dammigt i hörnen' });
    await way.picture(submitted, radio.moduleId, radio.questionId);
    await way.submit(submitted);
    await post(company, `${question}/setFollowUp`, {
      needsFollowUp: true,
      followUpComment: 'Städa hörnen',
      followUpDeadline: '2026-12-01',
    });
    report = (
      await company.request<Report>(
        'GET',
        `/api/admin/inspections/${submitted}/report?languageShortCode=sv_SE`,
      )
    ).body;
    expect(report.score.percent).toEqual(expect.any(Number));
  });

  it('shows the agent report, and each percentage says how it was computed on keyboard focus', async () => {
    const page = await signedIn('company@demo.test', `/admin/sessions/${submitted}/report`);
    await page.getByRole('heading', { level: 1, name: 'Mystery guest' }).waitFor();
    const summary = page.getByTestId('report-summary');
    expect(await page.locator('main header').textContent()).toContain('Hotel Solvik');
    const moduleName = report.modules.find((m) => !m.skipped)!.name;
    await page.getByRole('heading', { level: 2, name: moduleName }).waitFor();
    const total = summary.getByRole('button', { name: swedishPercent(report.score.percent!) }).first();
    await total.waitFor();
    // The observation: its comment, its points of the maximum and its picture named by the file.
    await page.getByText('Dammigt i hörnen').first().waitFor();
    await page.getByText('1 av 3 poäng').first().waitFor();
    await page.getByRole('img', { name: 'rum.png' }).first().waitFor();

    // From the section's heading, Tab reaches the total score: its explanation opens with the counts.
    await summary.getByRole('heading', { name: 'Resultat' }).click();
    await page.keyboard.press('Tab');
    expect(await total.evaluate((el) => el === document.activeElement)).toBe(true);
    const tooltip = page.getByRole('tooltip').filter({ visible: true });
    await tooltip.waitFor();
    const { points, max, answered, filled, notApplicable, unanswered } = report.score;
    expect(await tooltip.textContent()).toBe(
      // In a hotel manager's words, not the scoring's internals ("radio", "3 minus").
      `${points} av ${max} poäng: varje fråga ger högst 3 poäng, bästa svaret 3 och sämsta 0; ${answered} besvarade av ` +
        `inspektören, ${filled} ifyllda med bästa svaret vid avslut, ${notApplicable} ej tillämpliga, ` +
        `${unanswered} obesvarade`,
    );
    expect(await total.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const [locale, unanswered] of [
    ['sv_SE', 'Obesvarad'],
    ['de_DE', 'Unbeantwortet'],
  ] as const)
    for (const width of [1280, 420])
      it(`shows a comfort zone with nothing to answer as a dash, no word over the comment (${locale}, ${width} px)`, async () => {
        const { comfortZones } = (
          await company.request<WebReport>(
            'GET',
            `/api/admin/inspections/${submitted}/report?languageShortCode=${locale}`,
          )
        ).body;
        const nothingToAnswer = comfortZones.filter((z) => z.score.max === 0 && z.score.unanswered === 0);
        expect(nothingToAnswer.length).toBeGreaterThan(0);
        const page = await signedIn('company@demo.test', `/admin/sessions/${submitted}/report`, {
          width,
          locale,
        });
        const rows = page.getByTestId('comfort-zones').locator('li');
        await expect.poll(() => rows.count()).toBe(comfortZones.length);
        for (const [index, zone] of comfortZones.entries())
          if (zone.score.percent === null && zone.score.unanswered === 0)
            expect((await rows.nth(index).getByRole('button').textContent())!.trim(), zone.zone).toBe('–');
        expect(await page.getByTestId('comfort-zones').textContent()).not.toContain(unanswered);
        // The dash still says how it came about.
        await rows.nth(comfortZones.indexOf(nothingToAnswer[0]!)).getByRole('button').focus();
        const tooltip = page.getByRole('tooltip').filter({ visible: true });
        expect(await tooltip.textContent()).toMatch(/^0 \S+ 0 /);
        await page.keyboard.press('Escape');

        // The longest word any of the ten languages has for "not answered", in every zone's score: the name,
        // the score and the comment of a row stay apart, and the page keeps to the screen.
        const longest = LOCALES.map((l) => readCatalogue(l).get('report.unanswered')!).sort(
          (a, b) => b.length - a.length,
        )[0]!;
        const overlaps = await rows.evaluateAll((items, word) => {
          const apart = (a: DOMRect, b: DOMRect) =>
            a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          return items.flatMap((item) => {
            item.querySelector('button')!.textContent = word;
            const [name, figure, comment] = [
              item.querySelector(':scope > span:first-child')!,
              item.querySelector('button')!,
              item.querySelector(':scope > div p')!,
            ].map((el) => el.getBoundingClientRect());
            return apart(name!, figure!) && apart(figure!, comment!) && apart(name!, comment!)
              ? []
              : [item.textContent];
          });
        }, longest);
        expect(overlaps).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });

  it('opens the audit QA report from the inspection list and switches to the action plan', async () => {
    const list = await signedIn('super@demo.test', '/admin/sessions');
    const reportLink = list.getByRole('link', { name: 'Rapport Hotel Solvik 2026-11-20' });
    await expect.poll(() => reportLink.count()).toBeGreaterThan(0);
    await reportLink.first().click();
    await list.waitForURL(/\/admin\/sessions\/[^/]+\/report(-auditqa)?$/);
    await list.getByRole('heading', { level: 1, name: 'Mystery guest' }).waitFor();

    const page = await signedIn('company@demo.test', `/admin/sessions/${submitted}/report-auditqa`);
    await page.getByRole('tab', { name: 'Revisionsrapport' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Mystery guest' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Handlingsplan' }).click();
    const plan = page.getByTestId('action-plan');
    await plan.getByText('Städa hörnen').waitFor();
    expect(await plan.textContent()).toContain('2026-12-01');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('draws the charts once an earlier inspection of the type is approved, with guest ratings on 0 to 10', async () => {
    const way = reportableInspection(server().url, agent);
    const earlier = await f.throwawayInspection('solvik');
    await way.submit(earlier);
    await post(company, `/api/admin/inspections/${earlier}/endTime`, {});
    const rated = await f.throwawayInspection('solvik');
    await post(agent, `/api/inspections/${rated}/externalScores`, { facebook: 4, booking: 8 });
    await way.submit(rated);

    const page = await signedIn('company@demo.test', `/admin/sessions/${rated}/report`);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Mystery guest' }).waitFor();

    // The overview: one line (a path) through the approved reports' totals, an image described by its table.
    const overview = page.getByTestId('overview-chart');
    await overview.locator('svg .apexcharts-series path').first().waitFor();
    expect(await overview.getAttribute('role')).toBe('img');
    const tableId = (await overview.getAttribute('aria-describedby'))!;
    expect(await page.locator(`table[id="${tableId}"]`).count()).toBe(1);
    expect(scripts.some((url) => /apexchart/i.test(url))).toBe(true);

    // Guest ratings: Facebook's 4 of 5 is drawn as 8 on the axis of 10, as Booking.com's 8 of 10 is.
    const ratings = page.getByTestId('guest-satisfaction-chart');
    await ratings.locator('svg .apexcharts-bar-area').first().waitFor();
    const bars = ratings.locator('svg .apexcharts-bar-area');
    expect(await bars.count()).toBeGreaterThanOrEqual(2);
    const heights = await bars.evaluateAll((paths) =>
      paths.map((path) => Math.round((path as SVGGraphicsElement).getBBox().height)).filter((h) => h > 0),
    );
    expect(heights).toHaveLength(2);
    expect(heights[0]).toBe(heights[1]);
    await page.getByText('Facebook och Tripadvisor betygsätter av 5').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the report whole, tables and all, when the charts cannot be loaded', async () => {
    const page = await signedIn('company@demo.test', `/admin/sessions/${submitted}/report`);
    await page.context().route(/apexchart/i, (route) => route.abort());
    await page.reload();
    const overTime = page.getByTestId('report-over-time');
    await overTime.getByRole('table').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await overTime.locator('svg .apexcharts-series').count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Mystery guest' }).waitFor();
  });

  it('opens a shared report signed out, pictures and all, and says so once the link is revoked', async () => {
    const made = await company.request<{ id: string; path: string }>(
      'POST',
      `/api/admin/inspections/${submitted}/shares`,
      { kind: 'reportAuditQA' },
    );
    expect(made.status).toBe(201);
    const page = await open(made.body.path, 420);
    await page.getByRole('heading', { level: 1, name: 'Mystery guest' }).waitFor();
    await page.getByTestId('shared-until').waitFor();
    await page.getByText('Städa hörnen').first().waitFor();
    const picture = page.getByRole('img', { name: 'rum.png' }).first();
    await picture.waitFor();
    // Loaded lazily: in view, it loads through the link's own file route.
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await company.request('DELETE', `/api/admin/inspections/${submitted}/shares/${made.body.id}`);
    await page.reload();
    await page.getByText('Länken öppnar ingen rapport').waitFor();
  });

  it('makes a share link from the report, opens it signed out, and revokes it from the list', async () => {
    const page = await signedIn('company@demo.test', `/admin/sessions/${submitted}/report`);
    const takeAway = page.getByTestId('report-take-away');
    await takeAway.getByRole('link', { name: 'Ladda ned PDF' }).waitFor();
    // Out of range: said in Swedish, and what was typed stays.
    await takeAway.getByLabel('Länken gäller i (dagar)').fill('400');
    await takeAway.getByRole('button', { name: 'Skapa delningslänk' }).click();
    await takeAway.getByText('Välj hur många dagar länken gäller: 1 till 365.').waitFor();
    expect(await takeAway.getByLabel('Länken gäller i (dagar)').inputValue()).toBe('400');
    await takeAway.getByLabel('Länken gäller i (dagar)').fill('7');
    await takeAway.getByRole('button', { name: 'Skapa delningslänk' }).click();
    const url = (await page.getByTestId('share-made').locator('p.font-mono').textContent())!.trim();
    expect(url).toMatch(/\/shared\/reports\/[\w-]{40,}$/);
    const visitor = await open(new URL(url).pathname);
    await visitor.getByRole('heading', { level: 1, name: 'Mystery guest' }).waitFor();

    const line = page.getByTestId('share-list').locator('li').first();
    await line.getByRole('button', { name: 'Återkalla' }).click();
    await line.getByText('(återkallad)').waitFor();
    // The revoked address is no longer offered for copying.
    await expect.poll(() => page.getByTestId('share-made').count()).toBe(0);
    await visitor.reload();
    await visitor.getByText('Länken öppnar ingen rapport').waitFor();
  });

  it("does not load the charts' library on the agent's inspection list", async () => {
    const page = await signedIn('agent@demo.test', '/sessions');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.reload();
    await page.getByRole('link', { name: 'Starta en inspektion' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /apexchart/i.test(url))).toEqual([]);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(loaded.filter((url) => /apexchart/i.test(url))).toEqual([]);
  });

  it('says, translated, that the report waits for the agent to submit', async () => {
    const open = await f.throwawayInspection('solvik');
    const page = await signedIn('company@demo.test', `/admin/sessions/${open}/report`, { width: 420 });
    await page
      .getByRole('alert')
      .getByText('Rapporten är klar när agenten har skickat in inspektionen.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
