import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { WEB_DIST } from '../../src-api/web/routes.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('dashboard browser tests');

const SHOTS = process.env.SHOTS_DIR;
/** The fixtures' inspections start on 2026-11-20: two days later they are in the 7-day window. */
const clock = new ManualClock('2026-11-22T10:00:00.000Z');

interface Made {
  id: string;
  uuid: string;
  viewPath: string;
}

/** "3 av 12 besvarade" under the 7-day figure: the answered count. */
async function answeredIn7Days(page: Page): Promise<number | null> {
  const text = await page
    .getByTestId('dashboard-last7')
    .textContent({ timeout: 500 })
    .catch(() => null);
  const match = text?.match(/(\d+) av (\d+) besvarade/);
  return match ? Number(match[1]) : null;
}

/**
 * How many pixels of a chart, as painted in a full-page screenshot, differ from its background: its line,
 * grid and labels. A chart whose svg is in the page but not painted has none.
 */
async function paintedIn(page: Page, chart: Locator, background: [number, number, number]): Promise<number> {
  const box = await chart.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });
  const png = await page.screenshot({ fullPage: true, clip: box });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const distance =
      Math.abs(data[i]! - background[0]) +
      Math.abs(data[i + 1]! - background[1]) +
      Math.abs(data[i + 2]! - background[2]);
    if (distance > 60) count++;
  }
  return count;
}

/** For each chart in `scope`: whether its series line is drawn (a path with a non-empty `d`). */
async function drawnSeries(scope: Locator): Promise<boolean[]> {
  return scope.getByTestId('dashboard-weekly-chart').evaluateAll((charts) =>
    charts.map((chart) =>
      [...chart.querySelectorAll('.apexcharts-series path')].some((path) => {
        const d = path.getAttribute('d') ?? '';
        return /L\s*[\d.]/.test(d) && path.getBoundingClientRect().width > 0;
      }),
    ),
  );
}

describe.skipIf(browserMissing)('wall dashboards in Chromium', () => {
  const { server, open, signedIn } = browserSuite({ clock });
  let f: Fixtures;
  let admin: ApiClient;

  beforeAll(async () => {
    f = await demoFixtures(server());
    const superUser = new ApiClient(server().url);
    await superUser.login('super@demo.test');
    expect(
      (await superUser.request('PUT', `/api/admin/hotels/${f.solvik}`, { dashboardEnabled: true })).status,
    ).toBe(200);
    admin = new ApiClient(server().url);
    await admin.login('hotel@demo.test');
  });

  const made = async (settings: object = {}): Promise<Made> => {
    const answer = await admin.request<Made>('POST', `/api/dashboards?hotelId=${f.solvik}`, settings);
    expect(answer.status).toBe(201);
    return answer.body;
  };

  it('shows the figures signed out, and moves the 7-day figure on an answer without a reload or a GET', async () => {
    const dashboard = await made({ friendlyName: 'Solvik lobby', headerLink: 'https://solvik.example/' });
    const page = await open('/login', 1920);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(server().url + dashboard.viewPath);
    await page.setViewportSize({ width: 1920, height: 1080 });
    // Signed out, and not sent to sign in.
    await page.getByRole('heading', { name: 'Solvik lobby', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(dashboard.viewPath);
    await expect.poll(() => answeredIn7Days(page)).not.toBeNull();
    expect(await page.getByRole('link', { name: 'solvik.example' }).getAttribute('href')).toBe(
      'https://solvik.example/',
    );
    await page.getByTestId('dashboard-weekly-chart').locator('svg').first().waitFor();
    // The view's own page: its entry, never the signed-in app's entry (which imports its screens).
    const appEntry = readFileSync(join(WEB_DIST, 'index.html'), 'utf8').match(
      /<script[^>]+src="([^"]+)"/,
    )![1]!;
    expect(scripts.some((path) => /\/assets\/dashboardView-[^/]+\.js$/.test(path))).toBe(true);
    expect(scripts).not.toContain(appEntry);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-view-1920.png` });

    // What follows must come by push: the page is marked (a reload would lose it), its GETs counted.
    await page.waitForTimeout(1500);
    await page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
    const gets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) gets.push(`${request.method()} ${request.url()}`);
    });
    const before = (await answeredIn7Days(page))!;
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const { id, module, question } = f.solvikInspection;
    const scored = await agent.request(
      'POST',
      `/api/inspections/${id}/modules/${module}/questions/${question}/score`,
      { score: 2 },
    );
    expect(scored.status).toBe(200);
    await expect.poll(() => answeredIn7Days(page), { timeout: 2000 }).toBe(before + 1);
    expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBe(true);
    expect(gets).toEqual([]);

    for (const width of [768, 420]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-view-${width}.png`, fullPage: true });
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('tells an open page of a regenerated link so, and the old link answers 404', async () => {
    const dashboard = await made();
    const page = await open(dashboard.viewPath);
    await expect.poll(() => answeredIn7Days(page)).not.toBeNull();
    const regenerated = await admin.request<Made>('PUT', `/api/dashboards/${dashboard.id}/regenerate`, {});
    expect(regenerated.body.uuid).not.toBe(dashboard.uuid);
    await page.getByRole('heading', { name: 'Den här dashboardlänken fungerar inte längre' }).waitFor({
      timeout: 3000,
    });
    expect(await page.getByTestId('dashboard-last7').count()).toBe(0);
    const old = await new ApiClient(server().url).request('GET', `/api/dashboards/view/${dashboard.uuid}`);
    expect(old.status).toBe(404);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reports its height to a page of another origin that frames it', async () => {
    const dashboard = await made();
    const viewUrl = server().url + dashboard.viewPath;
    const embedder: Server = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html lang="en"><title>Embedder</title><body>
<script>window.heights = []; addEventListener('message', (e) => window.heights.push({ origin: e.origin, data: e.data }));</script>
<iframe src="${viewUrl}" title="Dashboard" style="width:768px;min-height:744px;border:0"></iframe></body></html>`);
    });
    await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
    try {
      const embedderUrl = `http://127.0.0.1:${(embedder.address() as AddressInfo).port}/`;
      expect(new URL(embedderUrl).origin).not.toBe(new URL(viewUrl).origin);
      const page = await open('/login');
      await page.goto(embedderUrl);
      const heights = () =>
        page.evaluate(
          () => (window as unknown as { heights: Array<{ origin: string; data: unknown }> }).heights,
        );
      await expect.poll(async () => (await heights()).length, { timeout: 10_000 }).toBeGreaterThan(0);
      const [first] = await heights();
      expect(first!.origin).toBe(new URL(viewUrl).origin);
      expect(first!.data).toMatchObject({ type: 'inspecta:dashboard-height' });
      expect((first!.data as { height: number }).height).toBeGreaterThanOrEqual(744);
    } finally {
      await new Promise((resolve) => embedder.close(resolve));
    }
  });

  it('names the weekly chart for what it draws, the 4-week average of fulfilment, in its table too (German, Swedish)', async () => {
    const dashboard = await made({ language: 'de_DE' });
    const view = await new ApiClient(server().url).request<{
      figures: { weekly: Array<{ week: string; fulfilment: number | null; average: number | null }> };
    }>('GET', `/api/dashboards/view/${dashboard.uuid}`);
    const weekly = view.body.figures.weekly;
    const page = await open(dashboard.viewPath, 1280);
    const title = 'Erfüllung, Durchschnitt der letzten 4 Wochen';
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    // Never the old title, which read as the week's result (the app's word for the score).
    expect(await page.getByText('Wöchentliches Ergebnis').count()).toBe(0);
    const table = page.getByRole('table', { name: title });
    expect(await table.locator('thead th').allTextContents()).toEqual(['Woche', title]);
    // Each row is the point drawn: the week's 4-week average, not its own fulfilment.
    const percent = (value: number | null) =>
      value === null ? '–' : new Intl.NumberFormat('de-DE', { style: 'percent' }).format(value / 100);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).toEqual(weekly.map((point) => [point.week, percent(point.average)]));
    expect(await page.getByTestId('dashboard-weekly-chart').first().getAttribute('aria-label')).toBe(title);
    await page.getByTestId('dashboard-weekly-chart').locator('svg').first().waitFor();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/dashboard-weekly-de-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 420, height: 900 });
      await page.screenshot({ path: `${SHOTS}/dashboard-weekly-de-420.png`, fullPage: true });
    }

    const swedish = await made({ language: 'sv_SE' });
    const sv = await open(swedish.viewPath, 420);
    const svTitle = 'Uppfyllnad, genomsnitt av de senaste 4 veckorna';
    await sv.getByRole('heading', { level: 2, name: svTitle }).waitFor();
    expect(await sv.getByRole('table', { name: svTitle }).locator('thead th').allTextContents()).toEqual([
      'Vecka',
      svTitle,
    ]);
    await sv.getByTestId('dashboard-weekly-chart').locator('svg').first().waitFor();
    if (SHOTS) {
      await sv.screenshot({ path: `${SHOTS}/dashboard-weekly-sv-420.png`, fullPage: true });
      await sv.setViewportSize({ width: 1280, height: 900 });
      await sv.screenshot({ path: `${SHOTS}/dashboard-weekly-sv-1280.png`, fullPage: true });
    }
  });

  it("draws the editor's preview charts at 1280 and 420 px", async () => {
    const dashboard = await made({ name: 'Förhandsvisning' });
    const page = await signedIn('hotel@demo.test', `/admin/dashboard/${dashboard.id}`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const preview = page.getByRole('region', { name: 'Förhandsvisning' });
    await preview.waitFor();
    await expect.poll(() => drawnSeries(preview), { timeout: 10_000 }).toEqual([true, true]);
    // Styling typed in the form redraws the previews in its colours (a refused colour shows as black).
    await page.getByLabel('Bakgrundsfärg', { exact: true }).fill('#abc12345');
    await page.getByLabel('Textfärg', { exact: true }).fill('zz');
    await page.getByLabel('Textfärg', { exact: true }).fill('0b1f33');
    for (const width of [1280, 420]) {
      await page.setViewportSize({ width, height: 900 });
      // Both previews (wall and frame) draw the weekly line: a path with points, not an empty svg.
      await expect.poll(() => drawnSeries(preview), { timeout: 10_000 }).toEqual([true, true]);
      // …and paint them: the line, grid and labels on the background (ABC123).
      for (const chart of await preview.getByTestId('dashboard-weekly-chart').all())
        await expect
          .poll(() => paintedIn(page, chart, [0xab, 0xc1, 0x23]), { timeout: 10_000 })
          .toBeGreaterThan(100);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/dashboard-editor-preview-${width}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
  });

  it("keeps the editor and the entity page's list current from another admin's changes, without a GET", async () => {
    const dashboard = await made({ name: 'Levande' });
    const editor = await signedIn('hotel@demo.test', `/admin/dashboard/${dashboard.id}`);
    await editor.getByRole('heading', { name: 'Dashboard: Levande', level: 1 }).waitFor();
    const entity = await signedIn('company@demo.test', `/organizations/${f.demoOrg}/entities/${f.solvik}`);
    const list = entity.getByRole('region', { name: 'Väggdashboards' });
    await list.getByRole('link', { name: 'Levande', exact: true }).waitFor();
    for (const page of [editor, entity]) await page.waitForLoadState('networkidle');
    const gets: string[] = [];
    for (const page of [editor, entity])
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/dashboards') && !path.startsWith('/api/dashboards/view/'))
          gets.push(`${request.method()} ${path}`);
      });
    const other = new ApiClient(server().url);
    await other.login('super@demo.test');

    expect(
      (await other.request('PUT', `/api/dashboards/${dashboard.id}`, { name: 'Receptionen live' })).status,
    ).toBe(200);
    await editor.getByRole('heading', { name: 'Dashboard: Receptionen live', level: 1 }).waitFor();
    expect(await editor.getByLabel('Namn', { exact: true }).inputValue()).toBe('Receptionen live');
    await list.getByRole('link', { name: 'Receptionen live', exact: true }).waitFor();

    const regenerated = await other.request<Made>('PUT', `/api/dashboards/${dashboard.id}/regenerate`, {});
    await expect.poll(() => editor.getByLabel('Publik länk').inputValue()).toContain(regenerated.body.uuid);
    await expect
      .poll(() => list.getByRole('link', { name: 'Publik länk till Receptionen live' }).getAttribute('href'))
      .toBe(regenerated.body.viewPath);

    const added = await other.request<Made>('POST', `/api/dashboards?hotelId=${f.solvik}`, {
      name: 'Matsalen',
    });
    expect(added.status).toBe(201);
    await list.getByRole('link', { name: 'Matsalen', exact: true }).waitFor();

    expect((await other.request('DELETE', `/api/dashboards/${dashboard.id}`)).status).toBe(204);
    await editor.getByRole('heading', { name: 'Den här dashboarden har tagits bort', level: 1 }).waitFor();
    await expect
      .poll(() => list.getByRole('link', { name: 'Receptionen live', exact: true }).count())
      .toBe(0);
    expect(gets).toEqual([]);
    expect(await seriousViolations(editor)).toEqual([]);
  });

  it('shows its languages in turn at the rotation interval', async () => {
    const dashboard = await made({
      rotateLanguages: true,
      language: 'sv_SE,de_DE',
      languageRotationInterval: 3,
    });
    const page = await open(dashboard.viewPath);
    await page.getByText('Senaste 7 dagarna').waitFor();
    await page.getByText('Letzte 7 Tage').waitFor({ timeout: 8000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.getByText('Senaste 7 dagarna').waitFor({ timeout: 8000 });
  });

  it('reads the view every 60 seconds only while its socket is down', async () => {
    const dashboard = await made();
    const viewGets = (page: Page) => {
      const seen: number[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/api/dashboards/view/${dashboard.uuid}`)
          seen.push(Date.now());
      });
      return seen;
    };
    const up = await open('/login');
    const upGets = viewGets(up);
    // The connected page's socket answers the server's heartbeat in real time, so its minute cannot be jumped:
    // it records the timers it leaves pending instead, and a reload due in about a minute would show.
    await up.addInitScript(() => {
      const pending = new Map<number, number>();
      const track =
        <F extends (handler: TimerHandler, timeout?: number) => number>(make: F, once: boolean) =>
        (handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
          const id: number = make(
            typeof handler === 'function'
              ? (...args: unknown[]) => {
                  if (once) pending.delete(id);
                  (handler as (...a: unknown[]) => void)(...args);
                }
              : handler,
            timeout,
            ...(rest as []),
          );
          pending.set(id, Number(timeout ?? 0));
          return id;
        };
      const forget = (clear: (id?: number) => void) => (id?: number) => {
        if (id !== undefined) pending.delete(id);
        clear(id);
      };
      const w = window as unknown as Record<string, unknown>;
      w.setInterval = track(window.setInterval.bind(window), false);
      w.setTimeout = track(window.setTimeout.bind(window), true);
      w.clearInterval = forget(window.clearInterval.bind(window));
      w.clearTimeout = forget(window.clearTimeout.bind(window));
      w.pendingTimers = () => [...pending.values()];
    });
    // The other page's socket never gets through (websocket and polling refused): it is down from the start.
    // Its minutes pass on Playwright's fake clock, jumped rather than waited for.
    const down = await open('/login');
    const downGets = viewGets(down);
    await down.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
    await down.route(/\/socket\.io\//, (route) => route.abort());
    await down.clock.install();
    for (const page of [up, down]) {
      await page.goto(server().url + dashboard.viewPath);
      await expect.poll(() => answeredIn7Days(page), { timeout: 10_000 }).not.toBeNull();
    }
    await down.clock.pauseAt((await down.evaluate(() => Date.now())) + 1000);
    // A fired timer's request reaches the test a moment later: this long without one, none is coming.
    const quiet = () => down.waitForTimeout(1000);
    await quiet();
    const settled = { up: upGets.length, down: downGets.length };

    // Forty seconds after settling (the page opened less than 20 s before), no reload yet…
    await down.clock.runFor(40_000);
    await quiet();
    expect(downGets.length).toBe(settled.down);
    // …within the minute since it opened, one; and another a minute later.
    await down.clock.runFor(21_000);
    await expect.poll(() => downGets.length).toBe(settled.down + 1);
    await down.clock.runFor(60_000);
    await expect.poll(() => downGets.length).toBe(settled.down + 2);
    expect(await answeredIn7Days(down)).not.toBeNull();

    // The connected page read nothing more, and holds no timer of about a minute (its socket's own heartbeat
    // check, 25 s + 20 s, stays pending by design).
    expect(upGets.length).toBe(settled.up);
    const pending = await up.evaluate(() =>
      (window as unknown as { pendingTimers: () => number[] }).pendingTimers(),
    );
    expect(pending.filter((ms) => ms >= 50_000 && ms <= 120_000)).toEqual([]);
  });

  it.each(['sv_SE', 'de_DE'] as const)(
    'shows the editor with a refused colour and a clamped interval, and the view, in %s',
    async (only) => {
      const dashboard = await made({
        name: 'Lobbyn',
        friendlyName: 'Lobbyn',
        headerLink: 'https://solvik.example/',
      });
      const words = {
        sv_SE: {
          background: 'Bakgrundsfärg',
          rotate: 'Växla mellan språk',
          interval: 'Sekunder per språk (3–300)',
          save: 'Spara',
          last7: 'Senaste 7 dagarna',
        },
        de_DE: {
          background: 'Hintergrundfarbe',
          rotate: 'Sprachen wechseln',
          interval: 'Sekunden pro Sprache (3–300)',
          save: 'Speichern',
          last7: 'Letzte 7 Tage',
        },
      };
      for (const [locale, word] of Object.entries(words).filter(([code]) => code === only)) {
        const editor = await signedIn('hotel@demo.test', `/admin/dashboard/${dashboard.id}`);
        await editor.evaluate((code) => window.localStorage.setItem('inspecta.locale', code), locale);
        await editor.reload();
        await editor.getByLabel(word.background, { exact: true }).fill('12');
        await editor.getByLabel(word.rotate).check();
        const interval = editor.getByLabel(word.interval);
        await interval.fill('1');
        await interval.press('Tab');
        expect(await interval.inputValue()).toBe('3');
        await editor.getByRole('button', { name: word.save, exact: true }).click();
        // The refusal may come back from the server: wait for it rather than read the field at once.
        await expect
          .poll(() => editor.getByLabel(word.background, { exact: true }).getAttribute('aria-invalid'))
          .toBe('true');
        expect(await seriousViolations(editor)).toEqual([]);
        for (const width of [1280, 420, 1920]) {
          await editor.setViewportSize({ width, height: 900 });
          await editor.waitForTimeout(500);
          expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            width,
          );
          if (SHOTS)
            await editor.screenshot({
              path: `${SHOTS}/dashboard-editor-${locale}-${width}.png`,
              fullPage: true,
            });
        }

        await admin.request('PUT', `/api/dashboards/${dashboard.id}`, { language: locale });
        const view = await open(dashboard.viewPath);
        await view.getByText(word.last7).waitFor();
        await view.getByTestId('dashboard-weekly-chart').locator('svg').first().waitFor();
        expect(await seriousViolations(view)).toEqual([]);
        for (const width of [1280, 420, 1920]) {
          await view.setViewportSize({ width, height: width === 1920 ? 1080 : 900 });
          await view.waitForTimeout(500);
          expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          if (SHOTS)
            await view.screenshot({ path: `${SHOTS}/dashboard-view-${locale}-${width}.png`, fullPage: true });
        }
      }
    },
  );

  it('creates a dashboard from the entity page, refuses or clamps bad input at the field, saves, and regenerates after confirming', async () => {
    const page = await signedIn('hotel@demo.test', `/organizations/${f.demoOrg}/entities/${f.solvik}`);
    await page.getByRole('region', { name: 'Väggdashboards' }).waitFor();
    await page.getByRole('link', { name: 'Ny dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard: Dashboard', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/dashboard\/(?!create$)[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByLabel('Namn', { exact: true }).fill('Receptionen');
    await page.getByLabel('Bakgrundsfärg', { exact: true }).fill('#abc12345');
    expect(await page.getByLabel('Bakgrundsfärg', { exact: true }).inputValue()).toBe('ABC123');
    await page.getByLabel('Textfärg', { exact: true }).fill('zz');
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('Ange färgen som 6 tecken 0–9 och A–F, till exempel 1F2937.').waitFor();
    expect(await page.getByLabel('Textfärg', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect((await admin.request<{ name: string }>('GET', `/api/dashboards/${id}`)).body.name).toBe('');
    await page.getByLabel('Textfärg', { exact: true }).fill('0b1f33');

    await page.getByLabel('Växla mellan språk').check();
    const interval = page.getByLabel('Sekunder per språk (3–300)');
    await interval.fill('1');
    await interval.press('Tab');
    expect(await interval.inputValue()).toBe('3');
    await interval.fill('999');
    await interval.press('Tab');
    expect(await interval.inputValue()).toBe('300');
    await interval.fill('15');
    await page.getByLabel('English (UK)').check();
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-editor-refused-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('Sparat.').waitFor();
    const saved = await admin.request<Record<string, unknown>>('GET', `/api/dashboards/${id}`);
    expect(saved.body).toMatchObject({
      name: 'Receptionen',
      backgroundColor: 'ABC123',
      textColor: '0B1F33',
      rotateLanguages: true,
      languageRotationInterval: 15,
    });
    expect(String(saved.body.language).split(',')).toContain('en_GB');
    expect(await page.getByLabel('Publik länk').inputValue()).toContain(
      `/dashboard/view/${String(saved.body.uuid)}`,
    );
    expect(await page.getByLabel('Kod för inbäddning').inputValue()).toContain('min-height:744px');
    await page.getByTestId('dashboard-weekly-chart').last().locator('svg').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-editor-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Skapa en ny länk' }).click();
    await page.getByText('Skapa en ny länk?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Skapa ny länk' }).click();
    await expect
      .poll(() => page.getByLabel('Publik länk').inputValue())
      .not.toContain(String(saved.body.uuid));
    const after = await admin.request<{ uuid: string }>('GET', `/api/dashboards/${id}`);
    expect(await page.getByLabel('Publik länk').inputValue()).toContain(after.body.uuid);

    await page.setViewportSize({ width: 420, height: 900 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-editor-420.png`, fullPage: true });
  });
});
