import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../../src-domain/shared/scales.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { seriousViolations } from '../support/axe.ts';
import { CHROMIUM } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const browserMissing = existsSync(CHROMIUM) ? null : `Chromium not found at ${CHROMIUM}`;
if (browserMissing) console.log(`SKIPPED question type browser tests: ${browserMissing}`);

/** One question of every type, plus a mandatory free-text one and a radio that asks for a comment. */
const QUESTIONS: Array<{ ref: string; type: QuestionType; extra?: Record<string, unknown> }> = [
  { ref: 'ALL-radio', type: 'radio' },
  { ref: 'ALL-circle', type: 'circle' },
  { ref: 'ALL-none', type: 'none' },
  { ref: 'ALL-gradeA', type: 'gradeA' },
  { ref: 'ALL-gradeB', type: 'gradeB' },
  { ref: 'ALL-gradeC', type: 'gradeC' },
  { ref: 'ALL-gradeD', type: 'gradeD' },
  { ref: 'ALL-gradeE', type: 'gradeE' },
  { ref: 'ALL-gradeF', type: 'gradeF' },
  { ref: 'ALL-gradeG', type: 'gradeG' },
  { ref: 'ALL-gradeH', type: 'gradeH' },
  { ref: 'ALL-gradeI', type: 'gradeI' },
  { ref: 'ALL-gradeJ', type: 'gradeJ', extra: { isMandatory: true } },
  { ref: 'ALL-gradeK', type: 'gradeK' },
  { ref: 'ALL-asks', type: 'radio', extra: { requiredCommentMinScore: 2 } },
];

describe.skipIf(browserMissing)('answering every question type in Chromium', () => {
  const { signedIn, server } = browserSuite();

  /** A module type with one cluster of QUESTIONS, a type at Hotel Solvik with it, an inspection for the agent. */
  async function inspectionOfEveryType(): Promise<string> {
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const moduleType = await admin.request<{ id: string }>('POST', '/api/admin/inspection-module-types', {
      name: 'Alla frågetyper',
      classification: 'accommodation',
      area: 'room',
    });
    const tree = await admin.request<{ clusters: Array<{ id: string }> }>(
      'POST',
      `/api/admin/questions/${moduleType.body.id}/clusters`,
      { name: 'Alla typer' },
    );
    const clusterId = tree.body.clusters[0]!.id;
    for (const [ordinal, q] of QUESTIONS.entries()) {
      const added = await admin.request('POST', `/api/admin/questions/${moduleType.body.id}`, {
        content: `Fråga av typen ${q.ref}`,
        classification: 'quality',
        referenceNumber: q.ref,
        questionClusterId: clusterId,
        type: q.type,
        ordinal,
        ...q.extra,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const solvik = (await readModelsOf(server())
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Solvik' }))!._id;
    const type = await admin.request<{ id: string }>('POST', `/api/admin/hotels/${solvik}/inspection-types`, {
      name: 'Alla frågetyper',
    });
    await admin.request('POST', `/api/admin/inspection-types/${type.body.id}/inspection-modules`, {
      name: 'Alla typer',
      type: moduleType.body.id,
    });
    const agent = (
      await admin.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users')
    ).body.find((u) => u.email === 'agent@demo.test')!;
    const created = await admin.request<{ id: string }>('POST', '/api/admin/inspections', {
      hotel: solvik,
      inspectionType: type.body.id,
      startTime: '2026-11-22',
      startTimeHour: '09:00',
      user: agent.id,
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  it('answers a module with one question of every type, meets the mandatory and comment checks, and finishes', async () => {
    const id = await inspectionOfEveryType();
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
    await press('ALL-gradeA', 'Inte uppfyllt');
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
    // At requiredCommentMinScore the comment is asked for first.
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
        'ALL-gradeA': { score: 0 },
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
  });
});
