import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('API keys browser tests');
const SHOTS = process.env.SHOTS_DIR;

describe.skipIf(browserMissing)("the organization's API keys in Chromium", () => {
  const { signedIn, server } = browserSuite();
  const withKey = (key: string, path: string) =>
    new ApiClient(server().url).request('GET', path, undefined, { authorization: `Bearer ${key}` });

  it('makes a key, shows its secret once, and revokes it after asking', async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    const page = await signedIn('company@demo.test', '/organization/settings');
    const panel = page.getByTestId('api-keys');
    await panel.getByText('Ingen API-nyckel har skapats ännu.').waitFor();
    if (SHOTS) await panel.screenshot({ path: `${SHOTS}/api-keys-empty-1280.png` });

    await panel.getByRole('button', { name: 'Ny API-nyckel' }).click();
    await page.getByRole('heading', { name: 'Ny API-nyckel' }).waitFor();
    await page.getByLabel('Namn').fill('BI-export');
    await page.getByLabel('Inspektioner').selectOption('read');
    await page.getByLabel('Giltig i').selectOption('90');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-keys-create-1280.png` });
    await page.getByRole('button', { name: 'Spara' }).click();

    // Shown once, with the warning and a copy button.
    await page.getByRole('heading', { name: 'Kopiera den nya nyckeln nu' }).waitFor();
    await page.getByText('du kommer inte att se den igen', { exact: false }).waitFor();
    const key = await page.getByLabel('API-nyckel', { exact: true }).inputValue();
    expect(key).toMatch(/^ik_[0-9a-f-]{36}_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Kopiera', exact: true }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-keys-secret-1280.png` });
    expect((await withKey(key, '/api/inspections')).status).toBe(200);
    expect((await withKey(key, '/api/admin/hotels')).status).toBe(403);

    await page.getByRole('button', { name: 'Jag har kopierat den' }).click();
    await page.getByRole('heading', { name: 'Kopiera den nya nyckeln nu' }).waitFor({ state: 'detached' });
    const row = panel.locator('tr[data-api-key]').filter({ hasText: 'BI-export' });
    await row.getByText('Aktiv', { exact: true }).waitFor();
    await row.getByText('Inspektioner: Läsa').waitFor();
    expect(await page.content()).not.toContain(key);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-keys-list-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Never again: not after a reload either.
    await page.reload();
    await row.getByText('Aktiv', { exact: true }).waitFor();
    // The use made above is its last use now (the list is read afresh, not pushed).
    await row.getByText('Aldrig').waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(key.split('_').slice(2).join('_'));

    // Asked first; cancelling keeps the key working.
    await row.getByRole('button', { name: /Återkalla/ }).click();
    await page.getByRole('heading', { name: 'Återkalla API-nyckel' }).waitFor();
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await page.getByRole('heading', { name: 'Återkalla API-nyckel' }).waitFor({ state: 'detached' });
    expect((await withKey(key, '/api/inspections')).status).toBe(200);
    await row.getByRole('button', { name: /Återkalla/ }).click();
    await page.getByRole('heading', { name: 'Återkalla API-nyckel' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Återkalla' }).click();
    await row.getByText('Återkallad', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /Återkalla/ }).count()).toBe(0);
    expect((await withKey(key, '/api/inspections')).status).toBe(401);
  });

  it('lists keys on a narrow screen', async () => {
    const admin = new ApiClient(server().url);
    await admin.login('company@demo.test');
    const made = await admin.request('POST', '/api/admin/organizations/my/api-keys', {
      name: 'Ticketing',
      scopes: ['actionPlans:write', 'hotels:read'],
    });
    expect(made.status).toBe(201);
    const page = await signedIn('company@demo.test', '/organization/settings', { width: 420 });
    const panel = page.getByTestId('api-keys');
    await panel.getByText('Ticketing').first().waitFor();
    await panel.getByText('Går inte ut').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-keys-list-420.png`, fullPage: true });
    await panel.getByRole('button', { name: 'Ny API-nyckel' }).click();
    await page.getByRole('heading', { name: 'Ny API-nyckel' }).waitFor();
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('Ange ett namn på nyckeln.').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-keys-create-420.png` });
  });
});
