import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { CHROMIUM, launchChromium } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const browserMissing = existsSync(CHROMIUM) ? null : `Chromium not found at ${CHROMIUM}`;
if (browserMissing) console.log(`SKIPPED user browser tests: ${browserMissing}`);

describe.skipIf(browserMissing)('user administration in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  async function signedIn(email: string, password: string, path: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/login?redirect=${encodeURIComponent(path)}`);
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord').fill(password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(`**${path}`);
    return page;
  }

  it('creates a user linked to an entity, then deactivating them ends their session at once', async () => {
    const admin = await signedIn('company@demo.test', 'demo-password-2026', '/organization/users');
    await admin.getByRole('table').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);

    await admin.getByRole('button', { name: 'Skapa användare' }).click();
    await admin.getByText('Skapa användare', { exact: true }).last().waitFor();
    await admin.getByLabel('Namn').fill('Greta Gäst');
    await admin.getByLabel('E-post').fill('greta@demo.test');
    await admin.getByLabel('Agentkod').fill('A-500');
    await admin.getByLabel('Lösenord', { exact: true }).fill('kort');
    await admin.getByLabel('Upprepa lösenordet').fill('kort');
    await admin.getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(() => admin.getByRole('alert').textContent())
      .toBe('Lösenordet måste ha minst 12 tecken.');
    await admin.getByLabel('Lösenord', { exact: true }).fill('greta långt lösenord');
    await admin.getByLabel('Upprepa lösenordet').fill('greta långt lösenord');
    await admin.getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(() => admin.getByRole('alert').textContent())
      .toBe('Användaren måste kopplas till en enhet.');
    expect(await admin.getByLabel('Namn').inputValue()).toBe('Greta Gäst');
    await admin.getByLabel('Hotel Solvik').check();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => admin.locator('tbody td:first-child').allTextContents()).toContain('Greta Gäst');

    const greta = await signedIn('greta@demo.test', 'greta långt lösenord', '/start');
    await admin.getByRole('link', { name: 'Redigera Greta Gäst' }).click();
    await admin.waitForURL('**/organizations/*/users/*');
    await expect.poll(() => admin.getByRole('heading', { level: 1 }).textContent()).toBe('Greta Gäst');
    expect(
      await admin.getByRole('region', { name: 'Kopplade enheter' }).getByRole('cell').first().textContent(),
    ).toBe('Hotel Solvik');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByLabel('Roll').selectOption('deactivated');
    await admin.getByRole('button', { name: 'Spara' }).click();
    await admin.getByText('Sparat.').waitFor();
    // Greta's open page is sent to the login page without her doing anything.
    await greta.waitForURL('**/login**', { timeout: 3000 });
  });

  it('offers a hotelAdmin only roles up to their own', async () => {
    const page = await signedIn('hotel@demo.test', 'demo-password-2026', '/organization/users');
    await page.getByRole('button', { name: 'Skapa användare' }).click();
    const options = await page.getByLabel('Roll').locator('option').allTextContents();
    expect(options).toEqual(['Enhetsadministratör', 'Agent', 'Inaktiverad']);
  });

  // Last: it turns the demo hotelAdmin into an agent.
  it('shows a user whose role changes their new menu at once, without a reload', async () => {
    const hanna = await signedIn('hotel@demo.test', 'demo-password-2026', '/start');
    const menu = () => hanna.getByRole('navigation', { name: 'Meny' }).getByRole('link').allTextContents();
    expect(await menu()).toEqual(['Enheter', 'Användare', 'Åtgärdsplaner']);
    const admin = await signedIn('company@demo.test', 'demo-password-2026', '/organization/users');
    await admin.getByRole('link', { name: 'Redigera Hanna Hotel' }).click();
    await admin.getByLabel('Roll').selectOption('user');
    await admin.getByRole('button', { name: 'Spara' }).click();
    await admin.getByText('Sparat.').waitFor();
    await expect.poll(menu, { timeout: 2000 }).toEqual(['Åtgärdsplaner']);
  });
});
