import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_BODY_MAX_CHARS,
  DESCRIPTION_HEADER_MAX_CHARS,
  EXTRA_QUESTION_MAX_CHARS,
} from '../../src-domain/inspection/index.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const browserMissing = chromiumMissing('create inspection field error browser tests');
const SHOTS = process.env.SHOTS_DIR;

const WORDS = {
  sv_SE: {
    entity: 'Anläggning',
    type: 'Inspektionstyp',
    date: 'Datum',
    time: 'Tid',
    header: (n: number) => `Rubrik ${n}`,
    body: (n: number) => `Text ${n}`,
    extra: (n: number) => `Extrafråga ${n}`,
    start: 'Starta',
    save: 'Spara',
    invalid: 'Vissa uppgifter är inte giltiga.',
    day: '2027-03-15',
  },
  de_DE: {
    entity: 'Betrieb',
    type: 'Inspektionstyp',
    date: 'Datum',
    time: 'Uhrzeit',
    header: (n: number) => `Überschrift ${n}`,
    body: (n: number) => `Text ${n}`,
    extra: (n: number) => `Zusatzfrage ${n}`,
    start: 'Beginnen',
    save: 'Speichern',
    invalid: 'Einige Angaben sind ungültig.',
    day: '15.03.2027',
  },
} as const;
type Language = keyof typeof WORDS;

const RUNS: Array<{ who: 'agent' | 'admin'; language: Language; width: number }> = [
  { who: 'agent', language: 'sv_SE', width: 420 },
  { who: 'agent', language: 'de_DE', width: 1280 },
  { who: 'admin', language: 'sv_SE', width: 420 },
  { who: 'admin', language: 'de_DE', width: 1280 },
];

/**
 * A title or an extra question longer than the API takes, on both create forms (inspection-run §5, administration
 * §2): the fields stop typing at the API's limits, and what gets past them (here: the limit taken off, as an old
 * page or a script would) is refused at the very field, in the app's language, with nothing typed lost.
 */
describe.skipIf(browserMissing)(
  'the create-inspection forms show each refused field at that field, in Chromium',
  () => {
    const { signedIn } = browserSuite({ reuseSignIns: true });

    /** The text of the error a field points at with aria-describedby. */
    const errorOf = async (page: Page, field: Locator) => {
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const id = (await field.getAttribute('aria-describedby'))!;
      return page.locator(`[id="${id}"]`).textContent();
    };
    /** Types past the field's maxlength: the limit is taken off first (the browser would stop the typing). */
    const fillPastLimit = async (field: Locator, text: string) => {
      await field.evaluate((el) => el.removeAttribute('maxlength'));
      await field.fill(text);
    };

    for (const { who, language, width } of RUNS) {
      const w = WORDS[language];
      const tag = `${who}-${language}-${width}`;

      it(`${tag}: a too long heading and extra question are refused at their fields, nothing typed lost`, async () => {
        const path = who === 'agent' ? '/sessions/create' : '/admin/sessions/create';
        const page = await signedIn(who === 'agent' ? 'agent@demo.test' : 'super@demo.test', path, {
          width,
          locale: language,
        });
        const entity = page.getByLabel(w.entity, { exact: true });
        await expect.poll(() => entity.locator('option', { hasText: 'Hotel Solvik' }).count()).toBe(1);
        await entity.selectOption({ label: 'Hotel Solvik' });
        const type = page.getByLabel(w.type, { exact: true });
        await expect.poll(() => type.locator('option', { hasText: 'Daily Safe Q' }).count()).toBe(1);
        await type.selectOption({ label: 'Daily Safe Q' });
        await page.getByLabel(w.date, { exact: true }).fill(w.day);
        await page.getByLabel(w.time, { exact: true }).fill('07:30');

        // The fields stop at the API's limits.
        expect(await page.getByLabel(w.header(1), { exact: true }).getAttribute('maxlength')).toBe(
          String(DESCRIPTION_HEADER_MAX_CHARS),
        );
        expect(await page.getByLabel(w.body(1), { exact: true }).getAttribute('maxlength')).toBe(
          String(DESCRIPTION_BODY_MAX_CHARS),
        );
        expect(await page.getByLabel(w.extra(1), { exact: true }).getAttribute('maxlength')).toBe(
          String(EXTRA_QUESTION_MAX_CHARS),
        );

        // A heading that is sent, a row of spaces that is not (so the server's index is not the row's), then the
        // long one; the same for the extra questions.
        const longHeader = `Rubrik ${'h'.repeat(DESCRIPTION_HEADER_MAX_CHARS)}`;
        const longExtra = `Fråga ${'q'.repeat(EXTRA_QUESTION_MAX_CHARS)}`;
        await page.getByLabel(w.header(1), { exact: true }).fill('Morgonrunda');
        await page.getByLabel(w.body(1), { exact: true }).fill('Före frukost');
        await page.getByLabel(w.header(2), { exact: true }).fill('   ');
        const header3 = page.getByLabel(w.header(3), { exact: true });
        await fillPastLimit(header3, longHeader);
        await page.getByLabel(w.extra(1), { exact: true }).fill('  ');
        const extra2 = page.getByLabel(w.extra(2), { exact: true });
        await fillPastLimit(extra2, longExtra);

        const answer = page.waitForResponse(
          (r) => r.request().method() === 'POST' && /\/api\/(admin\/)?inspections$/.test(r.url()),
        );
        await page.getByRole('button', { name: who === 'agent' ? w.start : w.save, exact: true }).click();
        expect((await answer).status()).toBe(400);

        expect(await errorOf(page, header3)).toBe(w.invalid);
        expect(await errorOf(page, extra2)).toBe(w.invalid);
        // Only those: not the rows before them, nor the text beside the long heading.
        for (const field of [
          page.getByLabel(w.header(1), { exact: true }),
          page.getByLabel(w.header(2), { exact: true }),
          page.getByLabel(w.body(3), { exact: true }),
          page.getByLabel(w.extra(1), { exact: true }),
        ])
          expect(await field.getAttribute('aria-invalid')).toBeNull();
        // The first refused field has the focus: on a phone the banner at the top does not show where.
        expect(
          await page.evaluate(
            () => document.activeElement === document.querySelector('[aria-invalid="true"]'),
          ),
        ).toBe(true);

        // Nothing typed is lost.
        expect(await page.getByLabel(w.header(1), { exact: true }).inputValue()).toBe('Morgonrunda');
        expect(await page.getByLabel(w.body(1), { exact: true }).inputValue()).toBe('Före frukost');
        expect(await header3.inputValue()).toBe(longHeader);
        expect(await extra2.inputValue()).toBe(longExtra);
        expect(await entity.inputValue()).not.toBe('');
        expect(await page.getByLabel(w.time, { exact: true }).inputValue()).toBe('07:30');
        expect(await seriousViolations(page)).toEqual([]);
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/create-field-errors-${tag}.png`, fullPage: true });
        }

        // Shortened, the heading's error goes; the extra question's stays until it is changed too.
        await header3.fill('Kvällsrunda');
        expect(await header3.getAttribute('aria-invalid')).toBeNull();
        expect(await extra2.getAttribute('aria-invalid')).toBe('true');
      });
    }
  },
);
