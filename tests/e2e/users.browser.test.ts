import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { countGets } from '../support/page-gets.ts';

const browserMissing = chromiumMissing('user browser tests');

describe.skipIf(browserMissing)('user administration in Chromium', () => {
  const { signedIn, server } = browserSuite();

  it('creates a user linked to an entity, then deactivating them ends their session at once', async () => {
    const admin = await signedIn('company@demo.test', '/organization/users');
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

    const greta = await signedIn('greta@demo.test', '/start', { password: 'greta långt lösenord' });
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
    await expect.poll(() => new URL(greta.url()).pathname, { timeout: 3000 }).toBe('/login');
    // Once, by one load of the login page that keeps where she was (not a login page inside a login page).
    expect(new URL(greta.url()).searchParams.get('redirect')).toBe('/start');
    await greta.getByLabel('E-post').waitFor();
  });

  it("opens one's own profile from the list: the role is shown, not offered, and the rest saves", async () => {
    const admin = await signedIn('company@demo.test', '/organization/users');
    await admin.getByRole('table').waitFor();
    // Editing oneself, yes; deleting oneself is not offered.
    expect(await admin.getByRole('button', { name: /Carl Company/ }).count()).toBe(0);
    await admin.getByRole('link', { name: 'Redigera Carl Company' }).click();
    await expect.poll(() => admin.getByRole('heading', { level: 1 }).textContent()).toBe('Carl Company');
    const role = admin.getByLabel('Roll');
    expect(await role.isDisabled()).toBe(true);
    expect(await role.inputValue()).toBe('companyAdmin');
    await admin.getByLabel('Profil').fill('Ansvarig för kvalitet');
    await admin.getByRole('button', { name: 'Spara' }).click();
    await admin.getByText('Sparat.').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.reload();
    await expect.poll(() => admin.getByLabel('Profil').inputValue()).toBe('Ansvarig för kvalitet');
  });

  it('links a user to an inspection type on their page, listed with its entity', async () => {
    const fixtures = await demoFixtures(server());
    const admin = await signedIn(
      'company@demo.test',
      `/organizations/${fixtures.demoOrg}/users/${fixtures.demoAgent}`,
    );
    await admin.getByText('Inte kopplad till någon inspektionstyp.').waitFor();
    // The link's answer and what the page holds are enough: no list is read again.
    const gets = countGets(admin);
    await admin.getByLabel('Koppla till inspektionstyp').selectOption({ label: 'Solvik mystery guest' });
    await admin
      .getByRole('region', { name: 'Kopplade inspektionstyper' })
      .getByRole('button', { name: 'Koppla' })
      .click();
    const row = admin
      .getByRole('region', { name: 'Kopplade inspektionstyper' })
      .getByRole('row', { name: /Solvik mystery guest/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Hotel Solvik');
    expect(await seriousViolations(admin)).toEqual([]);
    await row.getByRole('button', { name: 'Koppla bort Solvik mystery guest' }).click();
    await admin.getByText('Inte kopplad till någon inspektionstyp.').waitFor();
    expect(gets.urls).toEqual([]);
  });

  it('offers a hotelAdmin only roles up to their own', async () => {
    const page = await signedIn('hotel@demo.test', '/organization/users');
    await page.getByRole('button', { name: 'Skapa användare' }).click();
    // The dialog's code loads on its first opening: the form is there once its field is.
    await page.getByLabel('Roll').waitFor();
    const options = await page.getByLabel('Roll').locator('option').allTextContents();
    expect(options).toEqual(['Enhetsadministratör', 'Agent', 'Inaktiverad']);
  });

  // Last: it turns the demo hotelAdmin into an agent.
  it('shows a user whose role changes their new menu at once, without a reload', async () => {
    const hanna = await signedIn('hotel@demo.test', '/start');
    const menu = () => hanna.getByRole('navigation', { name: 'Meny' }).getByRole('link').allTextContents();
    expect(await menu()).toEqual(['Enheter', 'Användare', 'Granskningslogg', 'Handlingsplaner']);
    const admin = await signedIn('company@demo.test', '/organization/users');
    await admin.getByRole('link', { name: 'Redigera Hanna Hotel' }).click();
    await admin.getByLabel('Roll').selectOption('user');
    await admin.getByRole('button', { name: 'Spara' }).click();
    await admin.getByText('Sparat.').waitFor();
    await expect.poll(menu, { timeout: 2000 }).toEqual(['Mina inspektioner', 'Handlingsplaner']);
  });
});
