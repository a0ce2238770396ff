import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src-web/api/reports.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { reportPdf } from '../../src-projections/documents/report-pdf.ts';
import { pdfText } from '../support/pdf-text.ts';
import { pdfToText, popplerMissing } from '../support/poppler.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';
import { readWorkbook } from '../support/xlsx.ts';

/**
 * The demo's Mystery guest questionnaire names its modules "Key Information – Arrival", "Guest Room", "Public
 * Area – …", "Supplemental – …" and numbers room questions 4099-…, 3099-…, supplemental ones 899-…: its
 * approved reports show the sections (administration §9) on screen, in the PDF and in the workbook.
 */
describe('an agent report by section and reference-number group', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  let id: string;
  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
    const models = readModelsOf(server);
    const type = await models
      .collection<{ _id: string; hotelId: string; name: string }>('inspectionTypes')
      .findOne({ hotelId: f.solvik, name: 'Mystery guest' });
    const approved = await models
      .collection<{ _id: string; adminEndTime: string | null }>('inspections')
      .findOne({ 'inspectionType.inspectionTypeId': type!._id, adminEndTime: { $ne: null } });
    id = approved!._id;
  });
  afterAll(() => server.close());

  it('answers each section with its figure, and the key room and supplemental questions apart', async () => {
    const report = await as.companyAdmin.request<Report>(
      'GET',
      `/api/admin/inspections/${id}/report?languageShortCode=en_GB`,
    );
    expect(report.status).toBe(200);
    const body = report.body;
    expect(body.sections.map((s) => s.section)).toEqual([
      'keyInformation',
      'guestRoom',
      'publicArea',
      'supplemental',
    ]);
    // Each section sums the modules it gathers: its points are those modules' points.
    for (const { section, score } of body.sections) {
      const modules = body.outline.modules.filter((m) => m.section === section).map((m) => m.id);
      const points = body.modules
        .filter((m) => modules.includes(m.id))
        .reduce((s, m) => s + m.score.points, 0);
      expect(score.points, section).toBe(points);
    }
    const counted = (figure: Report['keyRoom']) => figure.answered + figure.filled + figure.unanswered;
    const observations = body.modules.filter((m) => !m.skipped).flatMap((m) => m.observations);
    // The key room figure is the points of exactly the observations numbered 4099-, 4199-, … 3099-.
    const keyRoom = observations.filter((o) => /^(4099|4199|4299|5199|399|3099)/.test(o.referenceNumber));
    expect(keyRoom.length).toBeGreaterThan(0);
    expect(body.keyRoom.points).toBe(keyRoom.reduce((sum, o) => sum + (o.points ?? 0), 0));
    expect(body.keyRoom.max).toBe(keyRoom.reduce((sum, o) => sum + (o.max ?? 0), 0));
    expect(counted(body.keyRoom)).toBeLessThanOrEqual(keyRoom.length);
    expect(counted(body.supplemental)).toBeGreaterThan(0);
  });

  it('prints the sections in the PDF and lists them in the workbook, in the reader’s language', async () => {
    const sheets = await readWorkbook(
      await fetchBytes(`/api/admin/inspections/${id}/report.xlsx?languageShortCode=sv_SE`),
    );
    const summary = new Map(sheets.Sammanfattning!.map(([label, value]) => [label, value]));
    expect(summary.has('Per avsnitt')).toBe(true);
    const { body } = await as.companyAdmin.request<Report>(
      'GET',
      `/api/admin/inspections/${id}/report?languageShortCode=sv_SE`,
    );
    expect(summary.get('Gästrum')).toBe(String(body.sections[1]!.score.percent));
    expect(summary.get('Nyckelfrågor om rummet')).toBe(String(body.keyRoom.percent));
    const text = pdfText(
      await fetchBytes(`/api/admin/inspections/${id}/report.pdf?languageShortCode=de_DE`),
    ).join('\n');
    expect(text).toContain('Nach Bereich');
    expect(text).toContain('Schlüsselfragen zum Zimmer');
  });

  it('never turns the page between a question and its comment in the PDF', async () => {
    if (popplerMissing) return console.log(popplerMissing);
    const { body } = await as.companyAdmin.request<Parameters<typeof reportPdf>[0]>(
      'GET',
      `/api/admin/inspections/${id}/report?languageShortCode=en_GB`,
    );
    // Every observation with a comment of a few lines, so page ends fall all over the observations.
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1} of the note`).join('\n');
    let count = 0;
    for (const module of body.modules)
      for (const o of module.observations)
        o.comment = `NOTE-${o.referenceNumber} ${lines(2 + (count++ % 5))}`;
    const text = pdfToText(await reportPdf(body));
    expect(text.split('\f').length).toBeGreaterThan(3);
    // The observations part, after the worst answers (which name some of the same questions).
    const observationsAt = text.indexOf('Observations');
    let checked = 0;
    for (const module of body.modules.filter((m) => !m.skipped))
      for (const o of module.observations) {
        const at = text.indexOf(`${o.referenceNumber} ${o.content}`.slice(0, 40), observationsAt);
        if (at < 0) continue;
        // From the question to the end of its page: the whole comment, down to its last line.
        const pageEnd = text.indexOf('\f', at);
        const rest = text.slice(at, pageEnd < 0 ? undefined : pageEnd);
        const note = rest.indexOf(`NOTE-${o.referenceNumber}`);
        expect(note, o.referenceNumber).toBeGreaterThan(0);
        expect(rest.slice(note), o.referenceNumber).toContain(o.comment.split('\n').at(-1)!);
        checked++;
      }
    expect(checked).toBeGreaterThan(20);
  });

  async function fetchBytes(path: string): Promise<Buffer> {
    const answer = await fetch(`${server.url}${path}`, {
      headers: { cookie: as.companyAdmin.sessionCookie },
    });
    expect(answer.status).toBe(200);
    return Buffer.from(await answer.arrayBuffer());
  }
});
