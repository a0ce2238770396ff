import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { photo } from '../support/hostile-images.ts';

const browserMissing = chromiumMissing('organization browser tests');
const SHOTS = process.env.SHOTS_DIR;

describe.skipIf(browserMissing)('organizations and settings in Chromium', () => {
  const { signedIn } = browserSuite();

  it('lets a superUser create an organization and open its tabs', async () => {
    const page = await signedIn('super@demo.test', '/admin/organizations');
    await page.getByRole('table').waitFor();
    expect(await page.locator('tbody td:first-child').allTextContents()).toEqual([
      'Demo Hotels',
      'Nordic Stays',
    ]);
    await page.getByRole('button', { name: 'Skapa organisation' }).click();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Ange organisationens namn.');
    await page.getByLabel('Namn').fill('Fjord Hotels');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(() => page.locator('tbody td:first-child').allTextContents())
      .toEqual(['Demo Hotels', 'Fjord Hotels', 'Nordic Stays']);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Demo Hotels' }).click();
    await page.waitForURL('**/organizations/*');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Demo Hotels');
    await expect.poll(() => page.locator('tbody td:first-child').allTextContents()).toContain('Anders Agent');
    expect(await page.locator('tbody td:first-child').allTextContents()).not.toContain('Ola Agent');
    await page.getByRole('tab', { name: 'Enheter' }).click();
    await page.waitForURL('**?tab=hotel');
    await expect
      .poll(() => page.locator('tbody td:nth-child(2)').allTextContents())
      .toEqual(['Hotel Fjällbacka', 'Hotel Solvik']);
    // The organization's own types (templates to link to entities), not its entities' types.
    await page.getByRole('tab', { name: 'Inspektionstyper' }).click();
    await page.waitForURL('**?tab=inspectionTypes');
    await expect
      .poll(() => page.getByRole('tabpanel').locator('tbody td:first-child').allTextContents())
      .toEqual(['Brand standards audit']);
    await page.getByRole('button', { name: 'Koppla till anläggningar' }).click();
    await page.getByText('Koppla Brand standards audit till anläggningar').waitFor();
    await page.getByLabel('Sök anläggningar').fill('fjäll');
    await expect.poll(() => page.getByRole('dialog').getByRole('checkbox').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Markera alla').check();
    expect(await page.getByLabel('Hotel Fjällbacka').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lets a companyAdmin upload a logo that shows in the top bar, and keep clean notification lists', async () => {
    const page = await signedIn('company@demo.test', '/organization/settings', { width: 420 });
    await page.getByText('Ingen logotyp').waitFor();
    // The page reads "my" organization, then once more by its id when its room is joined (what came in
    // between): on a loaded machine that second read can come late, so it is awaited before GETs are counted.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((e) => /\/api\/admin\/organizations\/[0-9a-f-]{36}$/.test(new URL(e.name).pathname)),
        ),
      )
      .toBe(true);
    // Without a logo the top bar does not show (or ask for) one; an upload shows it at once.
    await expect.poll(() => page.locator('header img').count()).toBe(0);
    // The upload's answer is the organization: applied to the page, the store and the session, no GET after it.
    const organizationGets: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'GET' &&
        /\/api\/(admin\/organizations\/[^/]+|sessions\/check)$/.test(request.url())
      )
        organizationGets.push(request.url());
    });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await photo(300, 120) });
    await page.getByRole('img', { name: 'Organisationens logotyp' }).first().waitFor();
    await expect.poll(() => page.locator('header img').count()).toBe(1);
    // Both pictures carry the logo's version from the organization, not the clock, and show it loaded.
    const logoSources = () =>
      page.getByRole('img', { name: 'Organisationens logotyp' }).evaluateAll((images) =>
        images.map((image) => {
          const img = image as HTMLImageElement;
          return {
            version: new URL(img.src).searchParams.get('v'),
            loaded: img.complete && img.naturalWidth > 0,
          };
        }),
      );
    await expect.poll(async () => (await logoSources()).every((source) => source.loaded)).toBe(true);
    const [first, ...others] = await logoSources();
    expect(first!.version).toMatch(/^[\w-]{16}$/);
    expect(others.map((source) => source.version)).toEqual([first!.version]);
    // A new logo has a new version, so both pictures load it again.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo-2.png', mimeType: 'image/png', buffer: await photo(200, 200) });
    await expect
      .poll(async () => {
        const versions = (await logoSources()).map((source) => source.version);
        return versions.length === 2 && versions.every((v) => v && v !== first!.version && v === versions[0]);
      })
      .toBe(true);
    await expect.poll(async () => (await logoSources()).every((source) => source.loaded)).toBe(true);
    expect(organizationGets).toEqual([]);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/organization-logo-420.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/organization-logo-1280.png` });
      await page.setViewportSize({ width: 420, height: 900 });
    }

    await page.locator('input[type=file]').setInputFiles({
      name: 'evil.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Den här filtypen tas inte emot.');
    expect(await page.locator('header img').count()).toBe(1);

    await page.getByRole('button', { name: 'Lägg till adress' }).first().click();
    await page.getByLabel('Mottagare av rapporter 1').fill('chef@demo.test,');
    expect(await page.getByLabel('Mottagare av rapporter 1').inputValue()).toBe('chef@demo.test');
    await page.getByRole('button', { name: 'Lägg till adress' }).first().click();
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('Sparat.').waitFor();
    expect(await page.getByLabel(/Mottagare av rapporter \d/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ta bort logotyp' }).click();
    await page.getByText('Ingen logotyp').waitFor();
    await expect.poll(() => page.locator('header img').count()).toBe(0);
  });
});
