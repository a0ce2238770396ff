import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite, DEMO_PASSWORD as PASSWORD } from '../support/browser-suite.ts';
import { waitForMail } from '../support/eml.ts';

const MENUS_SV: Record<string, string[]> = {
  'agent@demo.test': ['Mina inspektioner', 'Handlingsplaner'],
  'hotel@demo.test': ['Enheter', 'Användare', 'Granskningslogg', 'Handlingsplaner'],
  'company@demo.test': [
    'Enheter',
    'Användare',
    'Inspektionstyper',
    'Statistik',
    'Inställningar',
    'Audit QA',
    'Granskningslogg',
    'E-postlogg',
    'API-referens',
    'Handlingsplaner',
  ],
  'super@demo.test': [
    'Inspektioner',
    'Enheter',
    'Organisationer',
    'Användare',
    'Frågor',
    'Importera frågor',
    'Audit QA',
    'Granskningslogg',
    'E-postlogg',
    'API-referens',
    'Handlingsplaner',
  ],
};

const browserMissing = chromiumMissing('shell browser tests');

describe.skipIf(browserMissing)('web shell in Chromium', () => {
  // Every test here is about signing in, out or back: each signs in through the login page itself.
  const suite = browserSuite();
  const open = (width: number, path = '/login'): Promise<Page> => suite.open(path, width);

  async function signIn(page: Page, email: string, password = PASSWORD) {
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord').fill(password);
    await page.getByRole('button', { name: 'Logga in' }).click();
  }

  for (const [email, menu] of Object.entries(MENUS_SV)) {
    it(`signs in as ${email} and shows that role's menu`, async () => {
      const page = await open(1280);
      await signIn(page, email);
      await page.waitForURL('**/start');
      const items = await page.getByRole('navigation', { name: 'Meny' }).getByRole('link').allTextContents();
      expect(items).toEqual(menu);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('shows the error for a wrong password, and the same for a deactivated user, in Swedish', async () => {
    const page = await open(1280);
    await signIn(page, 'agent@demo.test', 'wrong password!');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Fel e-postadress eller lösenord.');
    await signIn(page, 'deactivated@demo.test');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Fel e-postadress eller lösenord.');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps path and query as the redirect through sign-in', async () => {
    const page = await open(1280, '/organization/users?tab=hotel');
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/organization/users?tab=hotel');
    await signIn(page, 'company@demo.test');
    await page.waitForURL('**/organization/users?tab=hotel');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Användare');
  });

  it('ignores a redirect that is not a path on this site', async () => {
    const page = await open(1280, '/login?redirect=https%3A%2F%2Fevil.test%2F');
    await signIn(page, 'agent@demo.test');
    await page.waitForURL('**/start');
  });

  it('switches language, and the choice survives a reload', async () => {
    const page = await open(1280);
    await page.getByRole('button', { name: 'Språk: Svenska' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.waitForLoadState('load');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Anmelden');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Anmelden');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('resets a password through the mailed link, checking each rule on the way', async () => {
    const page = await open(420);
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await page.getByRole('button', { name: 'Skicka återställningslänk' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Ange din e-postadress.');
    await page.getByLabel('E-post').fill('hotel@demo.test');
    await page.getByRole('button', { name: 'Skicka återställningslänk' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('en återställningslänk på väg');
    expect(await page.getByLabel('E-post').inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);

    const mail = await waitForMail(join(suite.server().dataDir, 'outbox'), 'hotel@demo.test');
    const link = /(http\S+\/password-reset\?token=\S+)/.exec(mail.text)![1]!;
    await page.goto(suite.server().url + new URL(link).pathname + new URL(link).search);
    const submit = page.getByRole('button', { name: 'Spara nytt lösenord' });
    await page.getByLabel('Nytt lösenord').fill('one long password');
    await page.getByLabel('Upprepa det nya lösenordet').fill('another long password');
    await submit.click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Lösenorden stämmer inte överens.');
    await page.getByLabel('Nytt lösenord').fill('too short');
    await page.getByLabel('Upprepa det nya lösenordet').fill('too short');
    await submit.click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Lösenordet måste ha minst 12 tecken.');
    expect(await page.getByLabel('Nytt lösenord').inputValue()).toBe('too short');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Nytt lösenord').fill('a fresh long password');
    await page.getByLabel('Upprepa det nya lösenordet').fill('a fresh long password');
    await submit.click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Ditt lösenord har ändrats.');
    await page.getByRole('link', { name: 'Gå till inloggningen' }).click();
    await signIn(page, 'hotel@demo.test', 'a fresh long password');
    await page.waitForURL('**/start');
  });

  it('says so when the reset link has no token', async () => {
    const page = await open(1280, '/password-reset');
    await page.getByLabel('Nytt lösenord').fill('a fresh long password');
    await page.getByLabel('Upprepa det nya lösenordet').fill('a fresh long password');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Återställningslänken är ofullständig. Begär en ny.');
  });

  it('logs out: back to login, and the session is gone', async () => {
    const page = await open(1280);
    await signIn(page, 'agent@demo.test');
    await page.waitForURL('**/start');
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(async () => (await fetch('/api/sessions/check')).status)).toBe(401);
    await page.goto(suite.server().url + '/start');
    await page.waitForURL('**/login?redirect=%2Fstart');
  });

  it('does not sign out without a connection: says why and stays; back online it signs out (1280 and 420 px)', async () => {
    for (const width of [1280, 420]) {
      const page = await open(width);
      await signIn(page, 'agent@demo.test');
      await page.waitForURL('**/start');
      // Below 600 px signing out is in the drawer.
      if (width < 600) await page.getByRole('button', { name: 'Öppna menyn' }).click();
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Logga ut' }).click();
      await page
        .getByText('Kunde inte nå servern. Kontrollera anslutningen och försök igen.')
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/start');
      await page.context().setOffline(false);
      expect(await page.evaluate(async () => (await fetch('/api/sessions/check')).status)).toBe(200);
      await page.getByRole('button', { name: 'Logga ut' }).click();
      await page.waitForURL('**/login');
      expect(await page.evaluate(async () => (await fetch('/api/sessions/check')).status)).toBe(401);
    }
  });

  it('keeps the drawer open beside the page from 1280 px, and behind a menu button below', async () => {
    const wide = await open(1280);
    await signIn(wide, 'company@demo.test');
    await wide.waitForURL('**/start');
    expect(await wide.getByRole('navigation', { name: 'Meny' }).isVisible()).toBe(true);
    expect(await wide.getByRole('button', { name: 'Öppna menyn' }).count()).toBe(0);

    const narrow = await open(420);
    await signIn(narrow, 'company@demo.test');
    await narrow.waitForURL('**/start');
    expect(await narrow.getByRole('navigation', { name: 'Meny' }).count()).toBe(0);
    await narrow.getByRole('button', { name: 'Öppna menyn' }).click();
    await narrow.getByText('Meny', { exact: true }).waitFor();
    expect(await seriousViolations(narrow)).toEqual([]);
    await narrow.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Statistik' }).click();
    await narrow.waitForURL('**/organization/statistics');
    await expect.poll(() => narrow.getByRole('navigation', { name: 'Meny' }).count()).toBe(0);
    await expect.poll(() => narrow.getByRole('heading', { level: 1 }).textContent()).toBe('Statistik');
    await narrow.getByLabel('Uteslut obesvarade anläggningar').waitFor();
    expect(await seriousViolations(narrow)).toEqual([]);
  });
});
