import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { inspectionOfEveryType } from '../support/every-type-inspection.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('form refusal browser tests');
const SHOTS = process.env.SHOTS_DIR;

const WORDS = {
  sv_SE: {
    createType: 'Skapa inspektionstyp',
    name: 'Namn',
    start: 'Starttid',
    close: 'Stängningstid',
    warning: 'Varning före stängning kl.',
    save: 'Spara',
    closeBeforeStart:
      'Stängningstiden måste komma efter starttiden, eller ange en stängningsfördröjning på minst en dag.',
    warningOutside: 'Varningen måste komma efter starten och före stängningen.',
    reminder: 'Daglig påminnelse',
    badEntry: '”reports@testvikcom” är ingen e-postadress',
    needs: 'Behöver uppföljning',
    deadline: 'Slutdatum',
    deadlinePassed: 'Tidsfristen har passerat: välj i dag eller en senare dag.',
    calendar: 'Välj i kalendern',
    /** How the language writes 24 December 2099, and the calendar's month and first weekday. */
    typed: (day: number) => `2099-12-${day}`,
    past: '2020-01-01',
    month: 'december 2099',
    firstWeekday: 'mån',
    uploadLogo: 'Ladda upp logotyp',
    actions: 'Åtgärder',
    entity: 'Anläggning',
    scale: ['Alltid', 'Ofta', 'Sällan', 'Aldrig'],
  },
  de_DE: {
    createType: 'Inspektionstyp anlegen',
    name: 'Name',
    start: 'Startzeit',
    close: 'Schließzeit',
    warning: 'Warnung vor dem Schließen um',
    save: 'Speichern',
    closeBeforeStart:
      'Die Schließzeit muss nach der Startzeit liegen, oder legen Sie eine Schließverzögerung von mindestens einem Tag fest.',
    warningOutside: 'Die Warnung muss nach dem Start und vor dem Schließen kommen.',
    reminder: 'Tägliche Erinnerung',
    badEntry: '„reports@testvikcom“ ist keine E-Mail-Adresse',
    needs: 'Nachverfolgung nötig',
    deadline: 'Frist',
    deadlinePassed: 'Die Frist ist abgelaufen: Wählen Sie heute oder einen späteren Tag.',
    calendar: 'Im Kalender wählen',
    typed: (day: number) => `${day}.12.2099`,
    past: '01.01.2020',
    month: 'Dezember 2099',
    firstWeekday: 'Mo',
    uploadLogo: 'Logo hochladen',
    actions: 'Maßnahmen',
    entity: 'Betrieb',
    scale: ['Immer', 'Oft', 'Selten', 'Nie'],
  },
} as const;
type Language = keyof typeof WORDS;
const RUNS: Array<[Language, number]> = [
  ['sv_SE', 1280],
  ['sv_SE', 420],
  ['de_DE', 1280],
  ['de_DE', 420],
];

/** Issue 34 item 8: forms refuse nonsense at the field, in the app's language, losing nothing typed. */
describe.skipIf(browserMissing)('forms that refuse nonsense, in Swedish and German, in Chromium', () => {
  const { signedIn, server } = browserSuite({ reuseSignIns: true });
  let reviewedId: string;
  let everyTypeId: string;

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    const f = await demoFixtures(server());
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const way = reportableInspection(server().url, agent);
    reviewedId = await f.throwawayInspection('solvik', 'agent@demo.test');
    const radio = await way.radioQuestion(reviewedId);
    await way.submit(reviewedId);
    // A plan sent, so the action plan list has a row to show as a card.
    const planned = await f.throwawayInspection('solvik', 'agent@demo.test');
    const plannedRadio = await way.radioQuestion(planned);
    await way.submit(planned);
    const set = await company.request(
      'POST',
      `/api/inspections/${planned}/modules/${plannedRadio.moduleId}/questions/${plannedRadio.questionId}/setFollowUp`,
      {
        needsFollowUp: true,
        followUpTip: false,
        followUpFeedback: false,
        followUpComment: 'Byt gardinen',
        followUpDeadline: '2099-01-15',
      },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const sent = await company.request('POST', `/api/inspections/${planned}/follow-up`, {
      startTime: '2099-01-20',
      startTimeHour: '09:00',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(radio.moduleId).toBeTruthy();
    everyTypeId = await inspectionOfEveryType(server());
  });

  const inLanguage = (email: string, path: string, language: Language, width: number) =>
    signedIn(email, path, { width, locale: language });
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  /** The text of the error a field points at with aria-describedby. */
  const errorOf = async (page: Page, field: ReturnType<Page['getByLabel']>) => {
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const id = (await field.getAttribute('aria-describedby'))!;
    return page.locator(`[id="${id}"]`).textContent();
  };

  for (const [language, width] of RUNS) {
    const w = WORDS[language];
    const tag = `${language}-${width}`;

    it(`${tag}: a schedule out of order and an e-mail with a comma are refused at their fields, nothing sent or changed`, async () => {
      const page = await inLanguage('company@demo.test', '/organization/inspection-types', language, width);
      const sentTypes: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('inspection-types')) sentTypes.push(r.url());
      });
      await page.getByRole('button', { name: w.createType }).click();
      await page.getByText(w.createType, { exact: true }).last().waitFor();
      await page.getByLabel(w.name, { exact: true }).fill('Nattrunda');
      const start = page.getByLabel(w.start, { exact: true });
      const close = page.getByLabel(w.close, { exact: true });
      const warning = page.getByLabel(w.warning, { exact: true });
      // The report's schedule: closing at 07:00 before its 08:00 start, with a warning at 16:00.
      await start.fill('08:00');
      await close.fill('07:00');
      await warning.selectOption('16:00');
      expect(await errorOf(page, close)).toBe(w.closeBeforeStart);
      expect(await errorOf(page, warning)).toBe(w.warningOutside);

      await page.getByLabel(w.reminder, { exact: true }).check();
      const row = page.getByLabel(`${w.reminder} 1`, { exact: true });
      await row.fill('reports@testvik,com');
      await row.press('Tab');
      expect(await errorOf(page, row)).toBe(w.badEntry);
      // Its comma stripped as typed (administration §5), what is left is no address: refused, never saved.
      expect(await row.inputValue()).toBe('reports@testvikcom');

      await page.getByRole('button', { name: w.save }).click();
      await page.waitForTimeout(300);
      expect(sentTypes).toEqual([]);
      expect(await start.inputValue()).toBe('08:00');
      expect(await close.inputValue()).toBe('07:00');
      expect(await warning.inputValue()).toBe('16:00');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `forms-schedule-${tag}`);

      // Corrected, the errors go; the server saves it.
      await close.fill('17:00');
      await row.fill('reports@testvik.com');
      await row.press('Tab');
      expect(await close.getAttribute('aria-invalid')).toBeNull();
      expect(await warning.getAttribute('aria-invalid')).toBeNull();
      expect(await row.getAttribute('aria-invalid')).toBeNull();
    });

    it(`${tag}: the deadline is a date field in the language, and a day gone is held at the field`, async () => {
      const page = await inLanguage('company@demo.test', `/sessions/${reviewedId}/control`, language, width);
      const followUp = page.getByTestId('follow-up').first();
      await followUp.getByLabel(w.needs).check();
      const deadline = followUp.getByLabel(w.deadline, { exact: true });
      const events = async () =>
        (await server().runtime.container.get(TOKENS.events).readStream(`inspection-${reviewedId}`)).filter(
          (e) => e.type === 'FollowUpSet',
        ).length;

      // Typed as the language writes it, saved as the day.
      const day = 20 + RUNS.findIndex(([l, wd]) => l === language && wd === width);
      await deadline.fill(w.typed(day));
      await deadline.press('Enter');
      await expect
        .poll(async () => {
          const stream = await server()
            .runtime.container.get(TOKENS.events)
            .readStream(`inspection-${reviewedId}`);
          return (
            stream.filter((e) => e.type === 'FollowUpSet').at(-1)?.data as { followUpDeadline?: string }
          )?.followUpDeadline;
        })
        .toBe(`2099-12-${day}`);
      expect(await deadline.inputValue()).toBe(w.typed(day));

      // The calendar names the month and weekdays in the language and starts the week on its first day.
      await followUp.getByRole('button', { name: w.calendar }).click();
      const calendar = followUp.getByRole('dialog', { name: w.month });
      await calendar.waitFor();
      expect((await calendar.locator('th').first().textContent())?.replace('.', '')).toBe(w.firstWeekday);
      if (SHOTS) await followUp.screenshot({ path: `${SHOTS}/forms-calendar-${tag}.png` });
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'detached' });

      // A day gone: refused at the field, not sent, and what was typed stays.
      const before = await events();
      await deadline.fill(w.past);
      await deadline.press('Enter');
      expect(await errorOf(page, deadline)).toBe(w.deadlinePassed);
      expect(await deadline.inputValue()).toBe(w.past);
      await page.waitForTimeout(300);
      expect(await events()).toBe(before);
      if (SHOTS) await followUp.screenshot({ path: `${SHOTS}/forms-deadline-${tag}.png` });
      await deadline.fill(w.typed(day));
      await deadline.press('Enter');
      expect(await deadline.getAttribute('aria-invalid')).toBeNull();
    });

    it(`${tag}: the file picker speaks the language and opens from the keyboard`, async () => {
      const page = await inLanguage('company@demo.test', '/organization/settings', language, width);
      const button = page.getByText(w.uploadLogo, { exact: true });
      await button.waitFor();
      const input = page.locator('input[type=file]');
      // The browser's own button is hidden but still the input that opens the picker.
      const box = (await input.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(1);
      const chooser = page.waitForEvent('filechooser');
      await input.focus();
      await page.keyboard.press('Enter');
      expect((await chooser).isMultiple()).toBe(false);
      await shot(page, `forms-file-${tag}`);
    });

    it(`${tag}: each value of an action-plan row keeps its column's name, also as a card`, async () => {
      const page = await inLanguage('company@demo.test', '/action-plans', language, width);
      const row = page.getByTestId('action-plan-row').first();
      await row.waitFor();
      const labels = await row
        .locator('td')
        .evaluateAll((cells) =>
          cells.map((c) =>
            getComputedStyle(c).display === 'none' ? null : getComputedStyle(c, '::before').content,
          ),
        );
      if (width === 420) {
        // A card: no header, so each shown value says its column.
        expect(labels).toContain(`"${w.entity}: "`);
        expect(labels).toContain(`"${w.actions}: "`);
        expect(labels.filter((l) => l !== null).every((l) => l !== 'none')).toBe(true);
      } else {
        expect(await page.getByRole('columnheader', { name: w.actions }).isVisible()).toBe(true);
      }
      await shot(page, `forms-action-plans-${tag}`);
    });

    it(`${tag}: the circle scale shows its words before any press, in the pills' order`, async () => {
      const page = await inLanguage('agent@demo.test', `/sessions/${everyTypeId}`, language, width);
      await page.getByTestId('module-card').first().getByRole('link').click();
      const question = (ref: string) => page.getByTestId('question').filter({ hasText: ref });
      const marks = question('ALL-circle').locator('[data-answer=circle] button:has(span[aria-hidden])');
      await marks.first().waitFor();
      expect(await marks.allInnerTexts()).toEqual([...w.scale]);
      for (const text of w.scale) expect(await marks.getByText(text, { exact: true }).isVisible()).toBe(true);
      const pills = question('ALL-radio').getByRole('group').getByRole('button');
      expect((await pills.allInnerTexts()).slice(0, 4)).toEqual([...w.scale]);
      await question('ALL-circle').scrollIntoViewIfNeeded();
      if (SHOTS) await question('ALL-circle').screenshot({ path: `${SHOTS}/forms-circle-${tag}.png` });
    });
  }
});
