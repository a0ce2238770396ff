import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentReportForOutsiders } from '../../src-api/reports/public-report.ts';
import { parseCsv } from '../../src-api/audit-trail/csv-read.ts';
import { formatNumber, formatPercent } from '../../src-domain/shared/formats.ts';
import { reportPdf } from '../../src-projections/documents/report-pdf.ts';
import type { TrackedDocument } from '../../src-projections/projection.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { inspectionQueries, questionnaireQueries } from '../../src-projections/inspections/queries.ts';
import { presentReport } from '../../src-projections/reports/report.ts';
import { reportInputsOf } from '../../src-projections/reports/report-inputs.ts';
import { answerText } from '../../src-projections/texts/answer-texts.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { endedInspectionWithPicture, shareLink } from '../support/shareable-report.ts';
import { pdfToText, popplerMissing } from '../support/poppler.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';
import { readWorkbook } from '../support/xlsx.ts';

/**
 * People read people's words (issue 34 items 3 and 5): answers as the scale's word and points, numbers in the
 * reader's language, CSV that Excel reads as UTF-8, and a mystery guest named by agent code alone outside.
 */
describe("people read people's words", () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  let id: string;
  let radio: { moduleId: string; questionId: string };

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
    const way = reportableInspection(server.url, as.user);
    id = await f.throwawayInspection('solvik');
    radio = await way.radioQuestion(id);
    const question = `/api/inspections/${id}/modules/${radio.moduleId}/questions/${radio.questionId}`;
    // "Always" first, then "rarely": worth 3, then 1 of 3 points.
    for (const body of [{ score: 0 }, { score: 2, comment: 'Dammigt i hörnen' }])
      expect((await as.user.request('POST', `${question}/score`, body)).status).toBe(200);
    await way.submit(id);
  }, 400_000);
  afterAll(() => server?.close());

  it('writes numbers and percentages in the reader’s language: 1,5 in Swedish and German', () => {
    expect(formatNumber('sv_SE', 1.5)).toBe('1,5');
    expect(formatNumber('de_DE', 1.5)).toBe('1,5');
    expect(formatNumber('en_GB', 1.5)).toBe('1.5');
    expect(formatPercent('de_DE', 12.5)).toBe('12,5 %');
    // A grade scale's step between: marginal deviation on a six-level scale is 2.4 of 3 points.
    expect(answerText('sv_SE', 'gradeB', 1)).toBe('Marginell (2,4 av 3 poäng)');
    expect(answerText('de_DE', 'gradeB', 1)).toMatch(/ \(2,4 von 3 Punkten\)$/);
    expect(answerText('en_GB', 'gradeB', 1)).toBe('Marginal (2.4 of 3 points)');
  });

  it('fills the report spreadsheet’s answer column with the word and points, never the stored value', async () => {
    for (const [language, expected] of [
      ['sv_SE', 'Sällan (1 av 3 poäng)'],
      ['de_DE', 'Selten (1 von 3 Punkten)'],
    ] as const) {
      const response = await fetch(
        `${server.url}/api/admin/inspections/${id}/report.xlsx?languageShortCode=${language}`,
        { headers: { cookie: as.companyAdmin.sessionCookie } },
      );
      expect(response.status).toBe(200);
      const sheets = await readWorkbook(Buffer.from(await response.arrayBuffer()));
      const observations = Object.values(sheets)[2]!;
      const [header, ...rows] = observations;
      const answer = header!.indexOf(language === 'sv_SE' ? 'Svar' : 'Antwort');
      expect(answer, JSON.stringify(header)).toBeGreaterThan(-1);
      const row = rows.find((r) => r.includes('Dammigt i hörnen'))!;
      expect(row[answer]).toBe(expected);
      // No answer cell is a bare stored score.
      expect(rows.map((r) => r[answer]).filter((cell) => /^-?\d+$/.test(String(cell)))).toEqual([]);
    }
  });

  it('names the answer’s change in the audit trail by words and points, and exports them beside the stable columns with a BOM', async () => {
    const query = `inspectionId=${id}&questionId=${radio.questionId}&kind=answer&languageShortCode=sv_SE`;
    const page = await as.companyAdmin.request<{
      items: Array<{ changes: Array<{ field: string; from: unknown; to: unknown }>; answerWords?: object }>;
    }>('GET', `/api/admin/audit-trail?${query}`);
    expect(page.status).toBe(200);
    const change = page.body.items.flatMap((i) => i.changes).find((c) => c.field === 'score' && c.to === 2);
    expect(change).toMatchObject({ from: 0, to: 2 });
    const item = page.body.items.find((i) => i.changes.includes(change!))!;
    expect(item.answerWords).toEqual({
      [radio.questionId]: { '0': 'Alltid (3 av 3 poäng)', '2': 'Sällan (1 av 3 poäng)' },
    });

    const csv = await fetch(`${server.url}/api/admin/audit-trail/export?format=csv&${query}`, {
      headers: { cookie: as.companyAdmin.sessionCookie },
    });
    const bytes = Buffer.from(await csv.arrayBuffer());
    // Excel reads UTF-8 only after a byte-order mark: without it "Sällan" becomes "SÃ¤llan".
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.toString('utf8'));
    expect(header!.slice(0, 3)).toEqual(['position', 'occurredAt', 'kind']);
    expect(header!.slice(-5)).toEqual(['stream', 'streamVersion', 'hash', 'fromText', 'toText']);
    const scoreRow = rows.find(
      (r) => r[header!.indexOf('field')] === 'score' && r[header!.indexOf('to')] === '2',
    )!;
    expect(scoreRow[header!.indexOf('from')]).toBe('0');
    expect(scoreRow[header!.indexOf('fromText')]).toBe('Alltid (3 av 3 poäng)');
    expect(scoreRow[header!.indexOf('toText')]).toBe('Sällan (1 av 3 poäng)');
  });

  it('names a mystery guest by agent code alone in the shared report and its PDF', async () => {
    const ended = await endedInspectionWithPicture(server, f, as.user, as.companyAdmin);
    const readModels = readModelsOf(server);
    const doc = (await inspectionQueries(readModels).byId(ended)) as TrackedDocument<InspectionDocument>;
    expect(doc.inspectionType.reportType).toBe('agentQ');
    const agent = (await userQueries(readModels).byId(doc.userId!))!;
    expect(agent.name.length).toBeGreaterThan(2);
    expect(agent.agentCode).toBeTruthy();

    const { token } = await shareLink(as.companyAdmin, ended);
    const shared = await new ApiClient(server.url).request<{ agent: unknown }>(
      'GET',
      `/api/shared/reports/${token}?languageShortCode=sv_SE`,
    );
    expect(shared.status).toBe(200);
    expect(shared.body.agent).toEqual({ agentCode: agent.agentCode });
    expect(JSON.stringify(shared.body)).not.toContain(agent.name);

    // The PDF of what leaves the organization, read back as a person would see it.
    if (popplerMissing) return console.log(popplerMissing);
    const inputs = await reportInputsOf(
      readModels,
      async (inspectionId) => (await questionnaireQueries(readModels).byInspectionId(inspectionId))!,
      doc,
      'sv_SE',
    );
    const text = pdfToText(await reportPdf(presentReportForOutsiders(inputs)));
    expect(text).toContain(agent.agentCode!);
    expect(text).not.toContain(agent.name);
    // The admins' own PDF still names the inspector: only what leaves the organization is anonymous.
    expect(pdfToText(await reportPdf(presentReport(inputs)))).toContain(agent.name);
    // Labels keep their language's own case: a German noun is never lower-cased ("Punkte 12 / 15").
    const german = await reportInputsOf(
      readModels,
      async (inspectionId) => (await questionnaireQueries(readModels).byInspectionId(inspectionId))!,
      doc,
      'de_DE',
    );
    const germanText = pdfToText(await reportPdf(presentReport(german)));
    expect(germanText).toMatch(/Punkte \d+(,\d+)? \/ \d+/);
    expect(germanText).not.toMatch(/ punkte\b/);
  });
});
