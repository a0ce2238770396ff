import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { isScored, type QuestionType } from '../../src-domain/shared/scales.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { photo } from '../support/hostile-images.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const browserMissing = chromiumMissing('smaller screen items browser tests');

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe.skipIf(browserMissing)('the smaller screen items, in Chromium', () => {
  const { signedIn, server } = browserSuite();
  const models = () => readModelsOf(server());
  const hotelId = async (name: string) =>
    (await models().collection<HotelDocument>('hotels').findOne({ name }))!._id;
  const demoOrganization = async () =>
    (await models().collection<OrganizationDocument>('organizations').findOne({ name: 'Demo Hotels' }))!._id;

  it('writes dates YYYY-MM-DD and 24-hour HH:mm in American English too', async () => {
    const solvik = await hotelId('Hotel Solvik');
    const path = `/organizations/${await demoOrganization()}/entities/${solvik}`;
    const page = await signedIn('company@demo.test', path);
    await page.evaluate(() => localStorage.setItem('inspecta.locale', 'en_US'));
    await page.reload();
    const pending = page.getByTestId('pending-approval').locator('tbody tr');
    await expect.poll(() => pending.count()).toBe(1);
    // The submitted column: date and time of the agent's submit.
    const submitted = (await pending.first().locator('td').nth(3).textContent())!.trim();
    expect(submitted).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await page.getByText(/\b(AM|PM)\b/).count()).toBe(0);
    await shot(page, 'entity-dates-1280-en_US');
  });

  it('says the user page is loading until its lists are in, never "not linked" before', async () => {
    const agent = (await models().collection<UserDocument>('users').findOne({ email: 'agent@demo.test' }))!;
    const page = await signedIn('company@demo.test', '/start');
    // The entity list is held back: the page must not say the user has none meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/organizations/*/hotels', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server().url}/organizations/${await demoOrganization()}/users/${agent._id}`);
    const linked = page.getByRole('region', { name: 'Kopplade enheter', exact: true });
    await linked.getByRole('status').filter({ hasText: 'Laddar…' }).waitFor();
    expect(await page.getByText('Inte kopplad till någon enhet.').count()).toBe(0);
    await shot(page, 'user-loading-1280-sv');
    release();
    await expect.poll(() => linked.getByRole('cell', { name: 'Hotel Solvik', exact: true }).count()).toBe(1);
    expect(await linked.getByText('Laddar…').count()).toBe(0);
  });

  it('names every missing field of a new user at once, not only the password', async () => {
    const page = await signedIn('company@demo.test', '/organization/users');
    await page.getByRole('button', { name: 'Skapa användare' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Skapa användare').first().waitFor();
    await dialog.getByRole('button', { name: 'Spara' }).click();
    for (const text of [
      'Ange ett namn.',
      'Ange en e-postadress.',
      'Ange en agentkod.',
      'Ange det nya lösenordet två gånger.',
      'Användaren måste kopplas till en enhet.',
    ])
      // Each under its field (the first also on top, as the server answers it).
      await dialog.locator('p:not([role=alert])').getByText(text).waitFor();
    expect(await dialog.getByRole('alert').textContent()).toBe('Ange ett namn.');
    expect(await dialog.getByLabel('Namn').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'create-user-errors-1280-sv');
    // A field filled in loses its mark at the next try.
    await dialog.getByLabel('Namn').fill('Nina Ny');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => dialog.getByText('Ange ett namn.').count()).toBe(0);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Ange en e-postadress.');
  });

  it('counts with plurals: one unanswered question is "1 fråga"', async () => {
    const solvik = await hotelId('Hotel Solvik');
    const type = (await models()
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ hotelId: solvik, name: 'Daily Safe Q' }))!;
    const admin = new ApiClient(server().url);
    await admin.login('company@demo.test');
    const created = await admin.request<{
      id: string;
      modules: Array<{
        id: string;
        clusters: Array<{ questions: Array<{ id: string; type: QuestionType }> }>;
      }>;
    }>('POST', '/api/admin/inspections', {
      hotel: solvik,
      inspectionType: type._id,
      // A day the demo holds no Safe Q round on (one round a day at an entity).
      startTime: '2027-02-04',
      startTimeHour: '08:00',
    });
    expect(created.status).toBe(201);
    const module = created.body.modules[0]!;
    const scored = module.clusters.flatMap((c) => c.questions).filter((q) => isScored(q.type));
    // Every scored question answered (not applicable) but the last.
    for (const q of scored.slice(0, -1))
      expect(
        (
          await admin.request(
            'POST',
            `/api/inspections/${created.body.id}/modules/${module.id}/questions/${q.id}/score`,
            { score: -1 },
          )
        ).status,
      ).toBe(200);
    const page = await signedIn('company@demo.test', `/sessions/${created.body.id}/modules/${module.id}`);
    // The module as the answers left it (the progress counts them) before the finish is asked for.
    await page.getByTestId('answered-progress').waitFor();
    // Asked again while the question is not on screen: on a loaded machine a click that lands while the
    // page takes its catch-up state can go unanswered (asking opens the same question, never a finish).
    const title = page.getByText('Avsluta modulen?');
    await expect
      .poll(
        async () => {
          if (!(await title.isVisible()))
            await page.getByRole('button', { name: 'Avsluta modulen' }).first().click();
          return title.isVisible();
        },
        { timeout: 60_000, interval: 3000 },
      )
      .toBe(true);
    await page.getByText('1 fråga är obesvarad och förblir obesvarad.').waitFor();
    await shot(page, 'plural-one-1280-sv');
  });

  it('shows module and module type names in the interface language on the module grid', async () => {
    const solvik = await hotelId('Hotel Solvik');
    const type = (await models()
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ hotelId: solvik, name: 'Mystery guest' }))!;
    const page = await signedIn('super@demo.test', `/admin/inspection-types/${type._id}/modules`);
    const row = page.getByRole('row').filter({ hasText: 'Gästrum' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Guest Room');
    // The module type's name too (it has a Swedish one).
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Gästrum');
    const keyInformation = page.getByRole('row').filter({ hasText: 'Nyckelinformation – Ankomst' });
    expect(await keyInformation.getByRole('cell').nth(1).textContent()).toBe('Nyckelinformation');
    await shot(page, 'modules-1280-sv');
  });

  it('asks for the logo only when the organization has one', async () => {
    const logoRequests: string[] = [];
    const page = await signedIn('agent@demo.test', '/start');
    page.on('request', (request) => {
      if (request.url().includes('/logo')) logoRequests.push(request.url());
    });
    await page.goto(`${server().url}/sessions`);
    await page.getByRole('heading', { name: 'Mina inspektioner' }).waitFor();
    await page.goto(`${server().url}/start`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(logoRequests).toEqual([]);
    expect(await page.getByRole('img', { name: 'Organisationens logotyp' }).count()).toBe(0);

    const admin = new ApiClient(server().url);
    await admin.login('company@demo.test');
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(await photo(40, 20, 'png'))], { type: 'image/png' }),
      'logo.png',
    );
    const uploaded = await fetch(`${server().url}/api/admin/organizations/my/logo`, {
      method: 'POST',
      body: form,
      headers: { cookie: admin.sessionCookie },
    });
    expect(uploaded.status).toBe(200);
    await page.reload();
    await page.getByRole('img', { name: 'Organisationens logotyp' }).waitFor();
    expect(logoRequests.length).toBeGreaterThan(0);
  });
});
