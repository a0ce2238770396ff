import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('dashboard reduced motion browser test');

/** The demo's inspections start on 2026-11-20: two days later the weekly chart has points to draw. */
const clock = new ManualClock('2026-11-22T10:00:00.000Z');

/**
 * Before any script of the page runs: ApexCharts' global options (window.Apex, merged into every chart's own)
 * get a `mounted` handler that notes whether each chart drawn was given animations. The app's code is not
 * touched; what is read is the option the view passed, as the library holds it.
 */
async function noteAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn: boolean[] = [];
    const global = window as unknown as { Apex: object; drawnAnimations: boolean[] };
    global.drawnAnimations = drawn;
    global.Apex = {
      chart: {
        events: {
          mounted: (_chart: unknown, w: { config: { chart: { animations: { enabled: boolean } } } }) =>
            drawn.push(w.config.chart.animations.enabled),
        },
      },
    };
  });
}

const drawnAnimations = (page: Page) =>
  page.evaluate(() => (window as unknown as { drawnAnimations: boolean[] }).drawnAnimations);

/** #29: the public view honours the browser's reduced-motion preference in its weekly chart. */
describe.skipIf(browserMissing)("the public dashboard view and the browser's motion preference", () => {
  const { server, open } = browserSuite({ clock });
  let viewPath: string;

  beforeAll(async () => {
    const f = await demoFixtures(server());
    const superUser = new ApiClient(server().url);
    await superUser.login('super@demo.test');
    expect(
      (await superUser.request('PUT', `/api/admin/hotels/${f.solvik}`, { dashboardEnabled: true })).status,
    ).toBe(200);
    const admin = new ApiClient(server().url);
    await admin.login('hotel@demo.test');
    const made = await admin.request<{ viewPath: string }>('POST', `/api/dashboards?hotelId=${f.solvik}`, {
      friendlyName: 'Solvik lobby',
    });
    expect(made.status).toBe(201);
    viewPath = made.body.viewPath;
  });

  for (const [preference, animated] of [
    ['reduce', false],
    ['no-preference', true],
  ] as const)
    it(`draws the weekly chart ${animated ? 'with' : 'without'} animations when the browser asks ${preference}`, async () => {
      const page = await open('/login', 1280, { reducedMotion: preference });
      await noteAnimations(page);
      await page.goto(server().url + viewPath);
      await page.getByRole('heading', { name: 'Solvik lobby', level: 1 }).waitFor();
      await page.getByTestId('dashboard-weekly-chart').locator('svg').first().waitFor();
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
        preference === 'reduce',
      );
      // Every drawing of the chart (it is drawn again when its width settles) with the same option.
      await expect.poll(() => drawnAnimations(page)).toContain(animated);
      expect(new Set(await drawnAnimations(page))).toEqual(new Set([animated]));
      const dir = process.env.SHOTS_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: `${dir}/dashboard-view-motion-${preference}-1280.png` });
      }
    });
});
