import { describe, expect, it } from 'vitest';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const browserMissing = chromiumMissing('API reference browser test');

const SHOTS = process.env.SCREENSHOT_DIR;

describe.skipIf(browserMissing)('the API reference page in Chromium', () => {
  const { signedIn } = browserSuite();

  for (const width of [1280, 420]) {
    it(`renders the document for a companyAdmin, reached from the menu (${width} px)`, async () => {
      const page = await signedIn('company@demo.test', '/start', { width });
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(request.url()));
      if (width < 800) await page.getByRole('button', { name: 'Öppna menyn' }).click();
      await page.getByRole('link', { name: 'API-referens' }).first().click();
      await page.waitForURL('**/admin/api');
      await page.getByRole('heading', { name: 'API-referens', level: 1 }).waitFor();
      // Swagger UI's operations, from /api/openapi.json: its tag sections and operation blocks (Swagger UI
      // breaks long paths with invisible characters, so they are found by their blocks, not their text).
      try {
        await page.locator('.opblock-tag').first().waitFor({ timeout: 90_000 });
        await page.locator('.opblock').first().waitFor();
      } finally {
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-reference-${width}.png` });
      }
      // Swagger UI draws the areas as they come into view (more appear on scrolling): the first is drawn
      // with its operations, and the document it draws from holds every area.
      expect(await page.locator('.opblock-tag').count()).toBeGreaterThan(0);
      const drawn = (await (
        await page.request.get(new URL('/api/openapi.json', page.url()).href)
      ).json()) as { tags: unknown[] };
      expect(drawn.tags.length).toBeGreaterThan(15);
      expect(await page.getByRole('status').count()).toBe(0);
      expect(fetched.some((url) => url.endsWith('/api/openapi.json'))).toBe(true);
      expect(fetched.some((url) => /swagger-renderer-.*\.js$/.test(url))).toBe(true);
    });
  }

  it('keeps the renderer off the other pages, and the page and its link from an agent', async () => {
    const fetched: string[] = [];
    const page = await signedIn('agent@demo.test', '/start');
    page.on('request', (request) => fetched.push(request.url()));
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('link', { name: 'API-referens' }).count()).toBe(0);
    expect(fetched.filter((url) => /swagger/.test(url))).toEqual([]);
    await page.goto(page.url().replace('/start', '/admin/api'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'API-referens' }).count()).toBe(0);
  });
});
