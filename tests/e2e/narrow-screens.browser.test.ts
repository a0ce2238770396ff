import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';
import { workbook } from '../support/xlsx.ts';

const browserMissing = chromiumMissing('narrow screen browser tests');

const PHONE = 420;
const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A phone-sized screen (issue 14, item 8): who is signed in in the drawer, lists as cards, nothing wider. */
describe.skipIf(browserMissing)('phone-sized screens in Chromium', () => {
  const { signedIn, server } = browserSuite();

  it('keeps the name, the role and signing out in the drawer, not in the top bar', async () => {
    const page = await signedIn('company@demo.test', '/start', { width: PHONE });
    const topBar = page.locator('header');
    expect(await topBar.getByRole('button', { name: 'Logga ut' }).isVisible()).toBe(false);
    expect(await topBar.getByText('Carl Company').isVisible()).toBe(false);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE);

    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Meny', { exact: true }).waitFor();
    const user = drawer.getByTestId('drawer-user');
    expect(await user.getByText('Carl Company').isVisible()).toBe(true);
    expect(await user.getByText('Företagsadministratör').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await user.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL('**/login');

    // A wide screen keeps them in the top bar.
    const wide = await signedIn('company@demo.test', '/start');
    expect(await wide.locator('header').getByRole('button', { name: 'Logga ut' }).isVisible()).toBe(true);
  });

  it('shows the admin inspections as cards with type and user, dates whole, no sideways page scroll', async () => {
    const solvik = (await readModelsOf(server())
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Solvik' }))!;
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const types = await company.request<Array<{ id: string; name: string }>>(
      'GET',
      `/api/admin/hotels/${solvik._id}/inspection-types`,
    );
    const users = await company.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users');
    const created = await company.request('POST', '/api/admin/inspections', {
      hotel: solvik._id,
      inspectionType: types.body.find((t) => t.name === 'Mystery guest')!.id,
      startTime: '2026-11-24',
      startTimeHour: '15:51',
      user: users.body.find((u) => u.email === 'agent@demo.test')!.id,
    });
    expect(created.status).toBe(201);

    const page = await signedIn('super@demo.test', '/admin/sessions', { width: PHONE });
    const card = page.getByTestId('admin-session-row').filter({ hasText: '2026-11-24 15:51' });
    await card.waitFor();
    // The fields that tell one card from another, all shown: entity, type, user, date.
    for (const text of ['Hotel Solvik', 'Mystery guest', 'Anders Agent', '2026-11-24 15:51'])
      expect(await card.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    // A card, not a squeezed row: the type is under the entity, not beside it.
    const hotelBox = (await card.getByText('Hotel Solvik').boundingBox())!;
    const typeBox = (await card.getByText('Mystery guest').boundingBox())!;
    expect(typeBox.y).toBeGreaterThan(hotelBox.y + hotelBox.height - 1);
    // The date on one line.
    const date = card.getByText('2026-11-24 15:51');
    const lineHeight = await date.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await date.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE);
    expect(await seriousViolations(page)).toEqual([]);

    // From 600 px up it is a table again, with its header.
    const wide = await signedIn('super@demo.test', '/admin/sessions');
    await wide.getByTestId('admin-session-row').first().waitFor();
    expect(await wide.getByRole('columnheader', { name: 'Datum' }).isVisible()).toBe(true);
    // On the phone the header is for screen readers only (a card needs none).
    expect(await page.locator('thead').evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
  });

  it('keeps the statistics tab within the screen from 360 to 420 px, both cards whole', async () => {
    for (const width of [360, PHONE]) {
      const page = await signedIn('company@demo.test', '/organization/statistics', { width });
      const calendar = page.getByRole('region', { name: 'Veckorapporter' });
      await calendar.getByRole('table').waitFor();
      await page
        .getByRole('region', { name: 'Anläggningar i rapporten' })
        .getByLabel('Hotel Solvik')
        .waitFor();
      expect(await pageScrollWidth(page), `page at ${width} px`).toBeLessThanOrEqual(width);
      for (const name of ['Anläggningar i rapporten', 'Veckorapporter']) {
        const box = (await page.getByRole('region', { name }).boundingBox())!;
        expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
      }
      // The month's buttons within the card, not pushed past it.
      const card = (await calendar.boundingBox())!;
      for (const name of ['Föregående månad', 'Nästa månad']) {
        const button = (await calendar.getByRole('button', { name }).boundingBox())!;
        expect(button.x + button.width, `${name} at ${width} px`).toBeLessThanOrEqual(card.x + card.width);
      }
    }
  });

  it("shows an entity's reports as cards: the type once, each value with its column's label", async () => {
    const solvik = (await readModelsOf(server())
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Solvik' }))!;
    const page = await signedIn(
      'company@demo.test',
      `/organizations/${solvik.organizationId}/entities/${solvik._id}`,
      { width: PHONE },
    );
    const card = page.getByTestId('reports').locator('tbody tr').first();
    await card.waitFor();
    // What the card shows of each cell, with the label a phone writes before it (styles.css, data-label).
    const cells = await card.locator('td').evaluateAll((tds) =>
      tds
        .filter((td) => getComputedStyle(td).display !== 'none' && (td as HTMLElement).innerText.trim())
        .map((td) => {
          const label = getComputedStyle(td, '::before').content;
          return `${label === 'none' ? '' : JSON.parse(label)}${(td as HTMLElement).innerText.trim()}`;
        }),
    );
    expect(cells).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/),
      expect.stringMatching(/^Inspektionstyp: \S/),
      expect.stringMatching(/^Användare: \S/),
      expect.stringMatching(/^Godkänd: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      expect.stringContaining('Rapport'),
    ]);
    // The type once, not again under the date.
    const type = cells[1]!.replace('Inspektionstyp: ', '');
    const text = await card.innerText();
    expect(text.split(type).length - 1, text).toBe(1);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows every list as cards within the screen', async () => {
    const page = await signedIn('super@demo.test', '/admin/users', { width: PHONE });
    for (const [path, text] of [
      ['/admin/users', 'Anders Agent'],
      ['/admin/entities', 'Hotel Solvik'],
      ['/admin/organizations', 'Demo Hotels'],
    ] as const) {
      await page.goto(server().url + path);
      await page.getByText(text).first().waitFor();
      expect(await pageScrollWidth(page), path).toBeLessThanOrEqual(PHONE);
      const card = page.locator('.table-cards tbody tr').first();
      expect(await card.evaluate((el) => getComputedStyle(el).display), path).toBe('block');
    }
  });

  it('scrolls the import preview inside its box, the row number fixed, the page not cut off', async () => {
    const header = ['referenceNumber', 'module', 'cluster', 'content', 'grade'];
    const dir = tempDir('narrow-import-');
    const file = join(dir.path, 'import.xlsx');
    writeFileSync(
      file,
      await workbook({
        Import: [
          header,
          ['N-1', 'Narrow checks', 'Säng', 'Är sängen bäddad med rena lakan och utan fläckar?', 'A'],
          ['N-2', 'Narrow checks', 'Säng', 'Finns det extra kuddar?', 'Z'],
        ],
      }),
    );
    const page = await signedIn('super@demo.test', '/admin/questions/upload', { width: PHONE });
    await page.locator('input[type=file]').setInputFiles(file);
    const rows = page.getByTestId('preview-row');
    await expect.poll(() => rows.count()).toBe(2);
    // Only now: a local Chromium is handed the file's path and reads it when the page uploads it.
    dir.remove();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE);
    // What the import will do with each row is in view without scrolling.
    const outcome = rows.first().getByText('Ny', { exact: true });
    expect(await outcome.isVisible()).toBe(true);
    expect((await outcome.boundingBox())!.x + 10).toBeLessThan(PHONE);
    const box = page.locator('.table-wide').first();
    const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const rowNumber = rows.first().locator('td').first();
    const before = (await rowNumber.boundingBox())!.x;
    await box.evaluate((el) => el.scrollBy(200, 0));
    await expect.poll(async () => (await rowNumber.boundingBox())!.x).toBe(before);
    // The cell with the error is reachable by scrolling: the preview is not cut off.
    const fix = page.getByLabel('grade 3');
    await fix.scrollIntoViewIfNeeded();
    expect(await fix.isVisible()).toBe(true);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE);
  });
});
