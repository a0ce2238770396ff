import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { photo } from '../support/hostile-images.ts';
import { inspectionOfEveryType } from '../support/every-type-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('question type browser tests');

describe.skipIf(browserMissing)('answering every question type in Chromium', () => {
  const { signedIn, server } = browserSuite();

  it('answers a module with one question of every type, meets the mandatory and comment checks, and finishes', async () => {
    const id = await inspectionOfEveryType(server());
    const page = await signedIn('agent@demo.test', `/sessions/${id}`);
    await page.getByTestId('module-card').first().getByRole('link').click();
    const question = (ref: string) => page.getByTestId('question').filter({ hasText: ref });
    const press = async (ref: string, name: string) => {
      const button = question(ref).getByRole('button', { name, exact: true });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    };
    await question('ALL-radio').getByRole('button', { name: 'Ofta', exact: true }).waitFor();

    // The mandatory free-text question is still empty: finishing shows the errors and marks it.
    await page.getByRole('button', { name: 'Avsluta modulen' }).click();
    await page.getByText('Modulen innehåller fel').waitFor();
    await page.getByRole('button', { name: 'Stäng' }).click();
    expect(await question('ALL-gradeJ').getAttribute('aria-invalid')).toBe('true');

    await press('ALL-radio', 'Ofta');
    await press('ALL-circle', 'Sällan');
    // A circle question is a rating of round marks (inspection-run §2), each with its word shown before any
    // press and in the radio pills' order; the answer's mark is filled.
    const marks = question('ALL-circle').locator('[data-answer=circle] button:has(span[aria-hidden])');
    expect(await marks.allInnerTexts()).toEqual(['Alltid', 'Ofta', 'Sällan', 'Aldrig']);
    const pills = question('ALL-radio').getByRole('group').getByRole('button');
    expect((await pills.allInnerTexts()).slice(0, 4)).toEqual(['Alltid', 'Ofta', 'Sällan', 'Aldrig']);
    const shapes = await marks.locator('span[aria-hidden]').evaluateAll((spans) =>
      spans.map((s) => {
        const style = getComputedStyle(s);
        return {
          round:
            s.clientWidth === s.clientHeight && parseFloat(style.borderTopLeftRadius) >= s.clientWidth / 2,
          filled: style.backgroundColor !== 'rgb(255, 255, 255)',
        };
      }),
    );
    expect(shapes.every((s) => s.round)).toBe(true);
    expect(shapes.map((s) => s.filled)).toEqual([false, false, true, false]);
    expect(await question('ALL-radio').locator('[data-answer=circle]').count()).toBe(0);
    await press('ALL-gradeB', 'Låg');
    await press('ALL-gradeC', 'Marginell');
    await press('ALL-gradeD', 'Medel');
    await press('ALL-gradeE', 'Ingen avvikelse');
    await press('ALL-gradeF', 'Ja');
    await press('ALL-gradeK', 'Hög');
    await question('ALL-gradeG').getByLabel('Tal').fill('4.5');
    await question('ALL-gradeH').getByRole('checkbox', { name: 'Ja' }).check();
    await question('ALL-none').getByLabel('Kommentar').fill('Noterat vid entrén');
    await question('ALL-gradeJ').getByLabel('Ditt svar').fill('Kaffe och kanelbulle');
    // gradeI has neither a scale nor, for an agent, a comment.
    expect(await question('ALL-gradeI').getByRole('group').count()).toBe(0);
    expect(await question('ALL-gradeI').getByRole('textbox').count()).toBe(0);
    // At requiredCommentMinScore the comment is asked for first; cancelling clears the answer (§4), also
    // the score given before the dialog asked.
    await question('ALL-asks').getByRole('button', { name: 'Alltid', exact: true }).click();
    await expect
      .poll(() =>
        question('ALL-asks')
          .getByRole('button', { name: 'Alltid', exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await question('ALL-asks').getByRole('button', { name: 'Aldrig', exact: true }).click();
    await page.getByText('En kommentar behövs').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
    await expect
      .poll(() =>
        question('ALL-asks')
          .getByRole('button', { name: 'Alltid', exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('false');
    await question('ALL-asks').getByRole('button', { name: 'Aldrig', exact: true }).click();
    await page.getByText('En kommentar behövs').waitFor();
    await page.getByRole('dialog').getByRole('textbox').fill('Ingen svarade i telefonen');
    await page.getByRole('dialog').getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(() =>
        question('ALL-asks')
          .getByRole('button', { name: 'Aldrig', exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    // Not compliant needs a comment and a picture here: finishing names both under the question.
    const gradeA = question('ALL-gradeA');
    await press('ALL-gradeA', 'Inte uppfyllt');
    await page.getByRole('button', { name: 'Avsluta modulen' }).click();
    await page.getByText('Modulen innehåller fel').waitFor();
    await page.getByRole('button', { name: 'Stäng' }).click();
    await gradeA.getByText('En kommentar krävs.', { exact: true }).waitFor();
    await gradeA.getByText('En bild krävs.', { exact: true }).waitFor();
    await gradeA.getByLabel('Kommentar').fill('Trasig dörrstängare');
    await gradeA.getByRole('button', { name: 'Lägg till foto eller fil' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'dorr.png',
      mimeType: 'image/png',
      buffer: await photo(64, 48),
    });
    await page.getByText('dorr.png är uppladdad').waitFor();
    await expect.poll(() => gradeA.getByRole('img', { name: 'dorr.png' }).count(), { timeout: 5000 }).toBe(1);

    // What the server holds, by reference number: each answer as given.
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const answers = async () => {
      const whole = await admin.request<{
        modules: Array<{
          state: string;
          clusters: Array<{
            questions: Array<{ referenceNumber: string; answer: { score: number | null; comment: string } }>;
          }>;
        }>;
      }>('GET', `/api/inspections/${id}`);
      return {
        state: whole.body.modules[0]!.state,
        byRef: Object.fromEntries(
          whole.body.modules[0]!.clusters.flatMap((c) => c.questions).map((q) => [
            q.referenceNumber,
            q.answer,
          ]),
        ),
      };
    };
    await expect
      .poll(async () => (await answers()).byRef, { timeout: 5000 })
      .toMatchObject({
        'ALL-radio': { score: 1 },
        'ALL-circle': { score: 2 },
        'ALL-none': { comment: 'Noterat vid entrén' },
        'ALL-gradeA': { score: 0, comment: 'Trasig dörrstängare' },
        'ALL-gradeB': { score: 2 },
        'ALL-gradeC': { score: 1 },
        'ALL-gradeD': { score: 3 },
        'ALL-gradeE': { score: 0 },
        'ALL-gradeF': { score: 1 },
        'ALL-gradeG': { score: 4.5 },
        'ALL-gradeH': { score: 1 },
        'ALL-gradeI': { score: null },
        'ALL-gradeJ': { comment: 'Kaffe och kanelbulle' },
        'ALL-gradeK': { score: 4 },
        'ALL-asks': { score: 3, comment: 'Ingen svarade i telefonen' },
      });

    await page.getByRole('button', { name: 'Avsluta modulen' }).click();
    await page.waitForURL(`**/sessions/${id}`);
    expect((await answers()).state).toBe('answered');

    // Control, then submit: back at the start, the agent's end time set.
    await page.getByRole('button', { name: 'Fortsätt till kontroll' }).click();
    await page.waitForURL(`**/sessions/${id}/control`);
    await page.getByLabel('Allmänna kommentarer').first().fill('Ett trevligt besök.');
    await expect
      .poll(
        async () =>
          (await admin.request<{ generalComments: string }>('GET', `/api/inspections/${id}/state`)).body
            .generalComments,
        { timeout: 5000 },
      )
      .toBe('Ett trevligt besök.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Skicka in inspektionen' }).last().click();
    await page.getByText('Skicka in inspektionen?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Skicka in inspektionen' }).click();
    await page.waitForURL('**/start');
    const submitted = await admin.request<{ agentEndTime: string | null }>(
      'GET',
      `/api/inspections/${id}/state`,
    );
    expect(submitted.body.agentEndTime).not.toBeNull();
  });
});
