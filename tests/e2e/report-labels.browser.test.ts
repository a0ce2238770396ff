import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src-web/api/reports.ts';
import { link } from '../../src-web/routes.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { inspectionOfEveryType, QUESTIONS } from '../support/every-type-inspection.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('report label browser tests');

/** Screenshots to look at, when SHOTS_DIR names a folder. */
const SHOTS_DIR = process.env.SHOTS_DIR;
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });
}

/** The words each check reads, in the two languages of the field report. */
const WORDS = {
  sv_SE: {
    fulfilment: 'Uppfyllnadsgrad',
    completion: 'Slutförandegrad',
    filled: 'Ej observerad: ifylld vid avslut',
    answeredText: 'Besvarad',
    unanswered: 'Obesvarad',
    pdf: 'Ladda ned PDF',
    number: 'Tal',
    answerText: 'Ditt svar',
    upload: /^(Lägg till foto eller fil|Foto\/fil)$/,
    percent: (n: number) => new Intl.NumberFormat('sv-SE', { style: 'percent' }).format(n / 100),
  },
  de_DE: {
    fulfilment: 'Erfüllungsgrad',
    completion: 'Vollständigkeit',
    filled: 'Nicht beobachtet: beim Abschluss ausgefüllt',
    answeredText: 'Beantwortet',
    unanswered: 'Unbeantwortet',
    pdf: 'PDF herunterladen',
    number: 'Zahl',
    answerText: 'Ihre Antwort',
    upload: /^(Foto oder Datei hinzufügen|Foto\/Datei)$/,
    percent: (n: number) => new Intl.NumberFormat('de-DE', { style: 'percent' }).format(n / 100),
  },
} as const;
const LANGUAGES = ['sv_SE', 'de_DE'] as const;
const WIDTHS = [1280, 420] as const;

describe.skipIf(browserMissing)('reports that say what they mean, in Chromium', () => {
  const { signedIn, server } = browserSuite({ reuseSignIns: true });

  describe('the report of an inspection whose open questions were filled at finish', () => {
    let id: string;
    let report: Report;
    const impression = 'Ljus och välkomnande lobby';

    beforeAll(async () => {
      const f = await demoFixtures(server());
      const agent = new ApiClient(server().url);
      await agent.login('agent@demo.test');
      id = await f.throwawayInspection('solvik');
      const way = reportableInspection(server().url, agent);
      const given = await way.radioQuestion(id);
      const base = `/api/inspections/${id}/modules`;
      expect(
        (
          await agent.request('POST', `${base}/${given.moduleId}/questions/${given.questionId}/score`, {
            score: 2,
            comment: 'Dammigt i hörnen',
          })
        ).status,
      ).toBe(200);
      // A free-text answer the submit below leaves as it is (it fills the mandatory ones): the text is the answer.
      const loaded = await agent.request<{
        modules: Array<{
          id: string;
          clusters: Array<{ questions: Array<{ id: string; type: string; isMandatory: boolean }> }>;
        }>;
      }>('GET', `/api/inspections/${id}`);
      const text = loaded.body.modules.flatMap((m) =>
        m.clusters.flatMap((c) =>
          c.questions.filter((q) => q.type === 'gradeJ' && !q.isMandatory).map((q) => ({ m, q })),
        ),
      )[0]!;
      expect(
        (
          await agent.request('POST', `${base}/${text.m.id}/questions/${text.q.id}/comment`, {
            comment: impression,
          })
        ).status,
      ).toBe(200);
      await way.submit(id);
      const company = new ApiClient(server().url);
      await company.login('company@demo.test');
      report = (
        await company.request<Report>('GET', `/api/admin/inspections/${id}/report?languageShortCode=sv_SE`)
      ).body;
      expect(report.score.filled).toBeGreaterThan(0);
    });

    for (const language of LANGUAGES)
      for (const width of WIDTHS)
        it(`marks filled answers, shows text answered, names fulfilment and completion apart, actions on top (${language}, ${width} px)`, async () => {
          const words = WORDS[language];
          const page = await signedIn('company@demo.test', `/admin/sessions/${id}/report`, {
            width,
            locale: language,
          });
          const summary = page.getByTestId('report-summary');
          await summary.getByText(words.fulfilment, { exact: true }).waitFor();

          // Download, PDF and share come right after the header: before the figures and the observations.
          const takeAway = page.getByTestId('report-take-away');
          await takeAway.getByRole('link', { name: words.pdf }).waitFor();
          const top = async (testId: string) => (await page.getByTestId(testId).first().boundingBox())!.y;
          expect(await top('report-take-away')).toBeLessThan(await top('report-summary'));
          expect(await top('report-take-away')).toBeLessThan(await top('report-module'));
          expect(await top('report-take-away')).toBeLessThan(900);

          // Fulfilment and completion, each under its own name with its own figure.
          const tile = (label: string) =>
            summary.locator('div.rounded-md').filter({ has: page.getByText(label, { exact: true }) });
          await tile(words.fulfilment)
            .getByRole('button', { name: words.percent(report.score.fulfilment!) })
            .waitFor();
          await tile(words.completion)
            .getByRole('button', { name: words.percent(report.score.completion!) })
            .waitFor();
          expect(report.score.fulfilment).not.toBe(report.score.completion);

          // Every answer finishing wrote says nobody observed it.
          const marks = page.getByTestId('filled-at-finish');
          await expect.poll(() => marks.count()).toBe(report.score.filled);
          expect(await marks.first().textContent()).toBe(words.filled);

          // The free-text answer is answered.
          const answered = page.getByTestId('observation').filter({ hasText: impression });
          await answered.getByText(words.answeredText, { exact: true }).waitFor();
          expect(await answered.getByText(words.unanswered, { exact: true }).count()).toBe(0);

          await shot(page, `report-${language}-${width}`);
          await marks.first().scrollIntoViewIfNeeded();
          await shot(page, `report-filled-${language}-${width}`);
        });
  });

  describe('the question card', () => {
    let id: string;
    let moduleId: string;
    beforeAll(async () => {
      id = await inspectionOfEveryType(server());
      const admin = new ApiClient(server().url);
      await admin.login('super@demo.test');
      moduleId = (await admin.request<{ modules: Array<{ id: string }> }>('GET', `/api/inspections/${id}`))
        .body.modules[0]!.id;
    });

    for (const language of LANGUAGES)
      for (const width of WIDTHS)
        it(`has an input for every question type (${language}, ${width} px)`, async () => {
          const words = WORDS[language];
          const page = await signedIn('agent@demo.test', link.module(id, moduleId), {
            width,
            locale: language,
          });
          const card = (ref: string) => page.getByTestId('question').filter({ hasText: ref });
          await card('ALL-radio').waitFor();
          for (const { ref, type } of QUESTIONS) {
            const here = card(ref);
            switch (type) {
              case 'gradeG':
                await here.getByLabel(words.number, { exact: true }).waitFor();
                break;
              case 'gradeH':
                await here.getByRole('checkbox').waitFor();
                break;
              case 'gradeJ':
                await here.getByRole('textbox', { name: words.answerText }).waitFor();
                break;
              case 'gradeI':
                // For an agent, the comment-only display (only reviewers write in it).
                await here.getByTestId('comment-display').waitFor();
                break;
              case 'none':
                await here.getByRole('button', { name: words.upload }).waitFor();
                break;
              default:
                expect(await here.getByRole('group').getByRole('button').count(), ref).toBeGreaterThanOrEqual(
                  2,
                );
            }
          }
          await shot(page, `question-types-${language}-${width}`, true);
        });

    it('gives the reviewers the comment-only question to write in', async () => {
      const page = await signedIn('super@demo.test', link.module(id, moduleId));
      const card = page.getByTestId('question').filter({ hasText: 'ALL-gradeI' });
      await card.getByRole('textbox', { name: 'Kommentar' }).waitFor();
      expect(await card.getByTestId('comment-display').count()).toBe(0);
    });
  });
});
