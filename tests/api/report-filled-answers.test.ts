import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completionPercent,
  countAnswers,
  fulfilmentPercent,
} from '../../src-domain/inspection/answer-counts.ts';
import type { QuestionType } from '../../src-domain/shared/scales.ts';
import type { Report } from '../../src-web/api/reports.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { readWorkbook } from '../support/xlsx.ts';

interface Loaded {
  modules: Array<{
    id: string;
    skipped: boolean;
    clusters: Array<{
      questions: Array<{
        id: string;
        type: QuestionType;
        answer: { score: number | null; filledAtFinish?: true };
      }>;
    }>;
  }>;
}

/**
 * Questions left open take the best answer when their module is finished (inspection-run §4): the report,
 * its PDF and its spreadsheet say which answers nobody observed, count them apart, and name fulfilment
 * (answered by someone) and completion (any answer) apart.
 */
describe('a report over answers filled at finish', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  let id: string;
  let given: { moduleId: string; questionId: string };
  let report: Report;

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
    const way = reportableInspection(server.url, as.user);
    id = await f.throwawayInspection('solvik');
    given = await way.radioQuestion(id);
    const scored = await as.user.request(
      'POST',
      `/api/inspections/${id}/modules/${given.moduleId}/questions/${given.questionId}/score`,
      { score: 2, comment: 'Dammigt i hörnen' },
    );
    expect(scored.status).toBe(200);
    // Only the mandatory questions and the checkboxes are answered: finishing fills the rest.
    await way.submit(id);
    const answer = await as.companyAdmin.request<Report>(
      'GET',
      `/api/admin/inspections/${id}/report?languageShortCode=sv_SE`,
    );
    expect(answer.status).toBe(200);
    report = answer.body;
  });
  afterAll(() => server.close());

  const observations = () => report.modules.filter((m) => !m.skipped).flatMap((m) => m.observations);

  it('marks each answer finishing wrote, never one given, and counts them apart', () => {
    const filled = observations().filter((o) => o.filledAtFinish);
    expect(filled.length).toBeGreaterThan(0);
    // The best answer: full points, yet marked.
    for (const o of filled) expect(o.points).toBe(o.max);
    expect(observations().find((o) => o.id === given.questionId)).toMatchObject({
      filledAtFinish: false,
      points: 1,
      max: 3,
    });
    expect(report.score.filled).toBe(filled.length);
    expect(report.modules.reduce((sum, m) => sum + m.score.filled, 0)).toBe(filled.length);
  });

  it('names fulfilment (answered by someone) and completion (any answer) apart, both rounded up', () => {
    const { answered, filled, unanswered, notApplicable } = report.score;
    const counts = { answered, filled, unanswered, notApplicable, total: answered + filled + unanswered };
    expect(report.score.fulfilment).toBe(Math.ceil((100 * answered) / counts.total));
    expect(report.score.completion).toBe(Math.ceil((100 * (answered + filled)) / counts.total));
    expect(report.score.fulfilment).toBe(fulfilmentPercent(counts));
    expect(report.score.completion).toBe(completionPercent(counts));
    expect(report.score.fulfilment!).toBeLessThan(report.score.completion!);
  });

  it('counts answered questions as the inspection page and control do: one function', async () => {
    const loaded = (await as.companyAdmin.request<Loaded>('GET', `/api/inspections/${id}`)).body;
    for (const module of loaded.modules.filter((m) => !m.skipped)) {
      const onThePage = countAnswers(module.clusters.flatMap((c) => c.questions));
      const inTheReport = report.modules.find((m) => m.id === module.id)!.score;
      expect(inTheReport).toMatchObject({
        answered: onThePage.answered,
        filled: onThePage.filled,
        unanswered: onThePage.unanswered,
        notApplicable: onThePage.notApplicable,
      });
    }
  });

  it('marks them in the spreadsheet: counts in the summary and the modules, a mark on each observation', async () => {
    const response = await fetch(
      `${server.url}/api/admin/inspections/${id}/report.xlsx?languageShortCode=sv_SE`,
      {
        headers: { cookie: as.companyAdmin.sessionCookie },
      },
    );
    expect(response.status).toBe(200);
    const sheets = await readWorkbook(Buffer.from(await response.arrayBuffer()));
    const summary = new Map(sheets.Sammanfattning!.map(([label, value]) => [label, value]));
    expect(summary.get('Besvarade')).toBe(String(report.score.answered));
    expect(summary.get('Ifyllda vid avslut')).toBe(String(report.score.filled));
    expect(summary.get('Uppfyllnad %')).toBe(String(report.score.fulfilment));
    expect(summary.get('Slutförande %')).toBe(String(report.score.completion));
    expect(sheets.Moduler![0]).toContain('Ifyllda vid avslut');
    const [header, ...rows] = sheets.Observationer!;
    const mark = header!.indexOf('Ifyllda vid avslut');
    expect(mark).toBeGreaterThan(0);
    const marked = rows.filter(
      (row) => row[mark] === 'Ej observerad: bästa svaret ifyllt när modulen avslutades',
    );
    expect(marked).toHaveLength(report.score.filled);
    expect(rows.find((row) => row.includes('Dammigt i hörnen'))![mark] ?? '').toBe('');
  });

  it('marks them in the PDF in the language asked, with fulfilment and completion apart', async () => {
    const pdf = async (language: string) => {
      const response = await fetch(
        `${server.url}/api/admin/inspections/${id}/report.pdf?languageShortCode=${language}`,
        { headers: { cookie: as.companyAdmin.sessionCookie } },
      );
      expect(response.status).toBe(200);
      return pdfText(Buffer.from(await response.arrayBuffer())).join('\n');
    };
    const swedish = await pdf('sv_SE');
    const marks = swedish.split('Ej observerad: bästa svaret ifyllt när modulen avslutades').length - 1;
    expect(marks).toBe(report.score.filled);
    expect(swedish).toContain('Uppfyllnad: ');
    expect(swedish).toContain(`${report.score.fulfilment} %`);
    expect(swedish).toContain('Slutförande: ');
    expect(swedish).toContain(`${report.score.completion} %`);
    expect(swedish).toContain(`Ifyllda vid avslut ${report.score.filled}`);
    const german = await pdf('de_DE');
    expect(german).toContain('Nicht beobachtet: beim Abschluss des Moduls mit der besten Antwort ausgefüllt');
    expect(german).toContain('Vollständigkeit: ');
  });
});
