import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const browserMissing = chromiumMissing('entity browser tests');

describe.skipIf(browserMissing)('entity administration in Chromium', () => {
  const { signedIn, open } = browserSuite();

  const rowNames = (page: Page) => page.locator('tbody tr td:nth-child(2)').allTextContents();

  it('lets a companyAdmin create an entity, shows the error and keeps the input, and another admin sees it live', async () => {
    const company = await signedIn('company@demo.test', '/organization/entities');
    const watcher = await signedIn('super@demo.test', '/admin/entities', { width: 420 });
    await expect.poll(() => rowNames(company)).toEqual(['Hotel Fjällbacka', 'Hotel Solvik']);
    expect(await seriousViolations(company)).toEqual([]);

    await company.getByRole('button', { name: 'Skapa enhet' }).click();
    await company.getByText('Skapa enhet', { exact: true }).last().waitFor();
    // Names are unique within the organization, whatever their case: another organization's names are free.
    await company.getByLabel('Namn').fill('hotel solvik');
    await company.getByLabel('Adress').fill('Kajen 1');
    await company.getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(() => company.getByRole('alert').textContent())
      .toBe('Det finns redan en enhet med det namnet.');
    // Under the field it is about, too, not only in the banner.
    expect(await company.getByLabel('Namn').getAttribute('aria-invalid')).toBe('true');
    expect(await company.getByTestId('field-error').textContent()).toBe(
      'Det finns redan en enhet med det namnet.',
    );
    expect(await company.getByLabel('Adress').inputValue()).toBe('Kajen 1');
    expect(await seriousViolations(company)).toEqual([]);

    await company.getByLabel('Namn').fill('Hotel Havsbris');
    await company.getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(() => rowNames(company))
      .toEqual(['Hotel Fjällbacka', 'Hotel Havsbris', 'Hotel Solvik']);
    await expect.poll(() => company.getByRole('dialog').count()).toBe(0);

    // The superUser's list, in another browser, changes without a reload.
    await expect.poll(() => rowNames(watcher), { timeout: 2000 }).toContain('Hotel Havsbris');
  });

  it('lets a superUser delete an entity after confirming', async () => {
    const page = await signedIn('super@demo.test', '/admin/entities');
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Ta bort Hotel Fjällbacka' }).click();
    await page.getByText('Ta bort Hotel Fjällbacka? Det går inte att ångra.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
    await expect.poll(() => rowNames(page)).not.toContain('Hotel Fjällbacka');
  });

  it('shows a hotelAdmin only their own entity, without create or delete', async () => {
    const page = await signedIn('hotel@demo.test', '/organization/entities');
    await expect.poll(() => rowNames(page)).toEqual(['Hotel Solvik']);
    expect(await page.getByRole('button', { name: 'Skapa enhet' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Ta bort/ }).count()).toBe(0);
  });

  it('opens an entity: its users, linked and unlinked from the manage dialog, live', async () => {
    const page = await signedIn('company@demo.test', '/organization/entities');
    await page.getByRole('link', { name: 'Öppna Hotel Solvik' }).click();
    await page.waitForURL('**/organizations/*/entities/*');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hotel Solvik');
    const linkedNames = () =>
      page.getByRole('region', { name: 'Användare' }).locator('li span:first-child').allTextContents();
    await expect.poll(linkedNames).toEqual(expect.arrayContaining(['Anders Agent', 'Hanna Hotel']));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Hantera användare' }).click();
    await page.getByText('Användare på Hotel Solvik').waitFor();
    await page.getByLabel('Anders Agent (Agent)').uncheck();
    await expect.poll(() => page.getByLabel('Anders Agent (Agent)').isChecked()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stäng' }).click();
    await expect.poll(linkedNames).not.toContain('Anders Agent');
  });

  it('edits an entity’s time zone and recipient lists, kept as saved when opened again', async () => {
    const page = await signedIn('company@demo.test', '/organization/entities');
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Redigera Hotel Solvik' }).click();
    await page.getByText('Redigera enhet', { exact: true }).waitFor();
    await page.getByLabel('Tidszon').selectOption('Europe/Helsinki');
    const reports = page.getByRole('group', { name: 'E-post för rapporter' });
    await reports.getByRole('button', { name: 'Lägg till adress' }).click();
    await reports.getByLabel('E-post för rapporter 1').fill('rapport@solvik.test');
    await reports.getByRole('button', { name: 'Lägg till adress' }).click();
    // A comma typed into an address is dropped at once: one address a row.
    await reports.getByLabel('E-post för rapporter 2').fill('chef@solvik.test,');
    const reminders = page.getByRole('group', { name: 'E-post för påminnelser' });
    await reminders.getByRole('button', { name: 'Lägg till adress' }).click();
    await reminders.getByLabel('E-post för påminnelser 1').fill('vakt@solvik.test');
    // A bad address is refused under its own row; everything typed stays.
    const warnings = page.getByRole('group', { name: 'E-post för varning om automatisk stängning' });
    await warnings.getByRole('button', { name: 'Lägg till adress' }).click();
    await warnings.getByLabel('E-post för varning om automatisk stängning 1').fill('vakt på natten');
    await page.getByRole('button', { name: 'Spara' }).click();
    await warnings.getByText('”vakt på natten” är ingen e-postadress').waitFor();
    const badRow = warnings.getByLabel('E-post för varning om automatisk stängning 1');
    expect(await badRow.getAttribute('aria-invalid')).toBe('true');
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/entity-form-refused-1280.png`,
        fullPage: true,
      });
    expect(await reports.getByText('Ange en giltig e-postadress.').count()).toBe(0);
    expect(await reports.getByLabel('E-post för rapporter 1').inputValue()).toBe('rapport@solvik.test');
    expect(await seriousViolations(page)).toEqual([]);
    await warnings.getByRole('button', { name: 'Ta bort vakt på natten' }).click();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Redigera Hotel Solvik' }).click();
    await page.getByText('Redigera enhet', { exact: true }).waitFor();
    expect(await page.getByLabel('Tidszon').inputValue()).toBe('Europe/Helsinki');
    expect(
      await reports
        .getByRole('textbox')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['rapport@solvik.test', 'chef@solvik.test']);
    expect(
      await reminders
        .getByRole('textbox')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['vakt@solvik.test']);
    expect(await warnings.getByRole('textbox').count()).toBe(0);
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/entity-form-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 420, height: 900 });
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/entity-form-420.png`, fullPage: true });
    }
  });

  it('tells an agent they have no access', async () => {
    const page = await open('/login?redirect=%2Forganization%2Fentities');
    await page.getByLabel('E-post').fill('agent@demo.test');
    await page.getByLabel('Lösenord').fill('demo-password-2026');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ingen åtkomst');
  });
});
