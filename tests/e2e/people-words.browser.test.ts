import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const browserMissing = chromiumMissing('people-words browser tests');

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const WORDS = {
  sv_SE: {
    entity: 'Anläggning',
    type: 'Inspektionstyp',
    date: 'Datum',
    time: 'Tid',
    start: 'Starta',
    change: 'Poäng: Alltid (3 av 3 poäng) → Sällan (1 av 3 poäng)',
  },
  de_DE: {
    entity: 'Betrieb',
    type: 'Inspektionstyp',
    date: 'Datum',
    time: 'Uhrzeit',
    start: 'Beginnen',
    change: 'Punkte: Immer (3 von 3 Punkten) → Selten (1 von 3 Punkten)',
  },
} as const;

describe.skipIf(browserMissing)("people's words and one Safe Q round a day, in Chromium", () => {
  const { signedIn, server } = browserSuite();
  let f: Fixtures;
  let answered: { id: string; questionId: string };

  beforeAll(async () => {
    f = await demoFixtures(server());
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const way = reportableInspection(server().url, agent);
    const id = await f.throwawayInspection('solvik');
    const radio = await way.radioQuestion(id);
    const question = `/api/inspections/${id}/modules/${radio.moduleId}/questions/${radio.questionId}`;
    for (const body of [{ score: 0 }, { score: 2, comment: 'Dammigt i hörnen' }])
      expect((await agent.request('POST', `${question}/score`, body)).status).toBe(200);
    answered = { id, questionId: radio.questionId };
  });

  for (const [language, width, day] of [
    ['sv_SE', 1280, '2027-02-03'],
    ['de_DE', 420, '2027-02-04'],
  ] as const) {
    it(`${language} at ${width} px: starting a Safe Q round held already that day opens it`, async () => {
      const w = WORDS[language];
      const models = readModelsOf(server());
      const solvik = (await models.collection<HotelDocument>('hotels').findOne({ name: 'Hotel Solvik' }))!;
      const type = (await models
        .collection<InspectionTypeDocument>('inspectionTypes')
        .findOne({ hotelId: solvik._id, name: 'Daily Safe Q' }))!;
      const agent = new ApiClient(server().url);
      await agent.login('agent@demo.test');
      const first = await agent.request<{ id: string }>('POST', '/api/inspections', {
        hotel: solvik._id,
        inspectionType: type._id,
        startTime: day,
        startTimeHour: '07:00',
      });
      expect(first.status).toBe(201);

      const page = await signedIn('agent@demo.test', '/sessions/create', { width });
      await page.evaluate((code) => localStorage.setItem('inspecta.locale', code), language);
      await page.reload();
      const entity = page.getByLabel(w.entity);
      await expect.poll(() => entity.locator('option').count()).toBeGreaterThan(1);
      await entity.selectOption({ label: 'Hotel Solvik' });
      await page.getByLabel(w.type).selectOption({ label: 'Daily Safe Q' });
      await page.getByLabel(w.date, { exact: true }).fill(day);
      await page.getByLabel(w.time).fill('09:15');
      await page.getByRole('button', { name: w.start, exact: true }).click();
      // The round already held is opened: no second one is made.
      await page.waitForURL(`**/sessions/${first.body.id}`);
      await page.getByTestId('module-card').first().waitFor();
      await shot(page, `safeq-second-start-${language}-${width}`);
      const mine = (
        await agent.request<Array<{ id: string; startDate: string; hotel: { name: string } }>>(
          'GET',
          '/api/inspections',
        )
      ).body.filter((i) => i.hotel.name === 'Hotel Solvik' && i.startDate === day);
      expect(mine.map((i) => i.id)).toEqual([first.body.id]);
    });

    it(`${language} at ${width} px: the audit trail names scores by their words and points`, async () => {
      const w = WORDS[language];
      const path = `/admin/audit-trail?inspectionId=${answered.id}&questionId=${answered.questionId}`;
      const page = await signedIn('company@demo.test', path, { width });
      await page.evaluate((code) => localStorage.setItem('inspecta.locale', code), language);
      await page.reload();
      const entries = page.getByTestId('audit-entry');
      await expect.poll(async () => (await entries.allTextContents()).join('\n')).toContain(w.change);
      expect((await entries.allTextContents()).join('\n')).not.toMatch(/: 0 → 2/);
      await shot(page, `audit-words-${language}-${width}`);
    });
  }
});
