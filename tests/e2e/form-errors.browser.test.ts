import { describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const browserMissing = chromiumMissing('form error browser tests');

const OUT_OF_RANGE = 'Poängen måste vara ett tal från 0 till det angivna maxvärdet.';
const TIME_REQUIRED = 'Ange tiden som HH:mm.';

/** Errors belong to the dialog or field that caused them, and go away with it (issue 14, item 5). */
describe.skipIf(browserMissing)('errors at their field, gone with their dialog, in Chromium', () => {
  const { signedIn, server } = browserSuite();

  async function admin(): Promise<ApiClient> {
    const client = new ApiClient(server().url);
    await client.login('company@demo.test');
    return client;
  }

  /** A Mystery guest (ratings elsewhere) inspection at Hotel Solvik for the demo agent. */
  async function mysteryGuest(): Promise<string> {
    const company = await admin();
    const solvik = (await readModelsOf(server())
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Solvik' }))!;
    const types = await company.request<Array<{ id: string; name: string }>>(
      'GET',
      `/api/admin/hotels/${solvik._id}/inspection-types`,
    );
    const type = types.body.find((t) => t.name === 'Mystery guest')!;
    const users = await company.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users');
    const created = await company.request<{ id: string }>('POST', '/api/admin/inspections', {
      hotel: solvik._id,
      inspectionType: type.id,
      startTime: '2026-11-24',
      startTimeHour: '09:00',
      user: users.body.find((u) => u.email === 'agent@demo.test')!.id,
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  it('names Facebook at its field, keeps Booking 8.5, and leaves no banner after closing and going on', async () => {
    const id = await mysteryGuest();
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    // Every module done, so "Continue to control" goes straight there, as in the issue.
    await reportableInspection(server().url, agent).finishModules(id);
    const page = await signedIn('agent@demo.test', `/sessions/${id}`);
    await page.getByRole('button', { name: 'Gästbetyg på andra sajter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Gästbetyg på andra sajter' }).waitFor();
    const facebook = dialog.getByLabel('Facebook (0–5)');
    const booking = dialog.getByLabel('Booking.com (0–10)');
    await facebook.fill('7');
    await booking.fill('8.5');
    await dialog.getByRole('button', { name: 'Spara' }).click();

    // The error is Facebook's, at Facebook (the field points at it); the valid value stays as typed.
    await expect.poll(() => facebook.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await facebook.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(OUT_OF_RANGE);
    expect(await booking.inputValue()).toBe('8.5');
    expect(await booking.getAttribute('aria-invalid')).toBeNull();
    // Said once, at the field: no banner in the dialog, none on the page behind it.
    expect(await page.getByText(OUT_OF_RANGE).count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByText(OUT_OF_RANGE).count()).toBe(0);

    await page.getByRole('button', { name: 'Fortsätt till kontroll' }).click();
    await page.waitForURL(`**/sessions/${id}/control`);
    await page.getByRole('heading', { name: 'Gästbetyg på andra sajter' }).waitFor();
    expect(await page.getByText(OUT_OF_RANGE).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    // Fixed at control, both are saved.
    await page.getByLabel('Facebook (0–5)').fill('4');
    await page.getByLabel('Booking.com (0–10)').fill('8.5');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect
      .poll(
        async () => (await agent.request<{ externalScores: object }>('GET', `/api/inspections/${id}`)).body,
      )
      .toMatchObject({ externalScores: { facebook: 4, booking: 8.5 } });
    expect(await page.getByTestId('field-error').count()).toBe(0);
  });

  it("shows a dialog's field error at its field, and not in the next dialog opened", async () => {
    await mysteryGuest();
    await mysteryGuest();
    const page = await signedIn('super@demo.test', '/admin/sessions');
    const rows = page.getByTestId('admin-session-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await rows
      .nth(0)
      .getByRole('button', { name: /^Redigera/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Ändra datum och tid' }).waitFor();
    const time = dialog.getByLabel('Tid');
    await time.fill('');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => time.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await time.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(TIME_REQUIRED);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Another row's dialog starts clean: neither the banner nor the field error of the first.
    await rows
      .nth(1)
      .getByRole('button', { name: /^Redigera/ })
      .click();
    await dialog.getByRole('heading', { name: 'Ändra datum och tid' }).waitFor();
    expect(await dialog.getByText(TIME_REQUIRED).count()).toBe(0);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await dialog.getByLabel('Tid').getAttribute('aria-invalid')).toBeNull();
  });

  it("leaves a page's save error behind when the user goes to another page", async () => {
    const page = await signedIn('super@demo.test', '/admin/users');
    await page.getByRole('link', { name: 'Redigera Anders Agent' }).click();
    await page.getByRole('heading', { name: 'Anders Agent', level: 1 }).waitFor();
    await page.getByLabel('E-post').fill('not an address');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Ange en giltig e-postadress.');

    // In the app, without a reload: the list, then another user's page.
    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Användare' }).click();
    await page.getByRole('link', { name: 'Redigera Carl Company' }).click();
    await page.getByRole('heading', { name: 'Carl Company', level: 1 }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
