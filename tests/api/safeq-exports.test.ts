import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyReport } from '../../src-projections/reports/daily-report.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { pdfText } from '../support/pdf-text.ts';
import { demoSafeQRound } from '../support/safeq-demo-round.ts';
import { safeQHistory } from '../support/safeq-history.ts';
import { readWorkbook } from '../support/xlsx.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The Safe Q exports (daily and weekly as xlsx and PDF, the organization report as PDF) over the fixed history
 * of tests/support/safeq-history.ts, whose figures tests/api/safeq-reports.test.ts derives by hand: the files
 * say what the screens' reports say, in the language asked.
 */
describe('Safe Q report exports', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let history: Awaited<ReturnType<typeof safeQHistory>>;
  const clock = new ManualClock('2027-01-03T23:30:00.000Z');
  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    await demoFixtures(server);
    as = await signInActors(server);
    history = await safeQHistory(server);
  });
  afterAll(() => server.close());

  const download = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie: as.superUser.sessionCookie } });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
  const hotelPath = (hotel: string, file: string) =>
    `/api/admin/hotels/${history.hotels[hotel]}/safeq-report/${file}`;
  /** The weekly report's JSON of Alfa's last week: what its files must say. */
  const weeklyJson = async () => {
    interface Figure {
      percent: number | null;
      fulfilment: number | null;
    }
    const answer = await as.superUser.request<{
      accumulated: {
        weeks: string[];
        from: string;
        to: string;
        score: Figure;
        comfortZones: Array<{ zone: string; score: Figure }>;
      };
    }>('GET', hotelPath('Alfa', 'weekly?day=2027-01-01&languageShortCode=sv_SE'));
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('gives the daily report as a spreadsheet: summary, modules, and each question with its points', async () => {
    const file = await download(hotelPath('Alfa', 'daily.xlsx?day=2026-12-28&languageShortCode=sv_SE'));
    expect(file.status).toBe(200);
    expect(file.disposition).toContain('safeq-daily-Alfa-2026-12-28.xlsx');
    const sheets = await readWorkbook(file.body);
    expect(Object.keys(sheets)).toEqual(['Sammanfattning', 'Moduler', 'Observationer']);
    const [header, row] = sheets['Sammanfattning']!;
    expect(header!.slice(0, 6)).toEqual([
      'Datum',
      'Anläggning',
      'Inspektionstyp',
      'Avslutad',
      'Resultat %',
      'Uppfyllnad %',
    ]);
    // 4 of 9 points, 3 scored and 1 not applicable: 44 %, fulfilment 100 %.
    expect(row!.slice(0, 12)).toEqual([
      '2026-12-28',
      'Alfa',
      'Daily Safe Q',
      '',
      '44',
      '100',
      '4',
      '9',
      '3',
      '1',
      '0',
      'Handsprit saknas 2026-12-28',
    ]);
    expect(sheets['Moduler']!.slice(1).map((r) => r.slice(1, 6))).toEqual([
      ['Hygien', 'reception', 'Nej', '2', '2'],
      ['Avstånd', 'restaurant', 'Nej', '1', '1'],
    ]);
    // Each answer in words with its points, never the stored value (0 is "Alltid"); not applicable in words.
    expect(sheets['Observationer']!.slice(1, 4).map((r) => [r[3], r[5], r[6], r[7]])).toEqual([
      ['Fråga 1', 'Alltid (3 av 3 poäng)', '3', '3'],
      ['Fråga 2', 'Ej tillämplig', '', ''],
      ['Fråga 3', 'Inte uppfyllt (0 av 3 poäng)', '0', '3'],
    ]);
  });

  it('writes a measured number and a written answer as given, in the language asked, not as unscored', async () => {
    // The demo's round under way at Hotel Fjällbacka: its temperature (gradeG) and its other observations
    // (gradeJ) take a number and a text, not a score.
    const round = await demoSafeQRound(server, clock.now());
    await round.measure(4.5);
    await round.write('Kort kö vid hissen vid frukost');
    const daily = (format: string, language: string) =>
      download(
        `/api/admin/hotels/${round.hotelId}/safeq-report/daily.${format}?day=${round.day}&languageShortCode=${language}`,
      );
    const sheets = await readWorkbook((await daily('xlsx', 'sv_SE')).body);
    const [header, ...rows] = sheets['Observationer']!;
    expect(header).toEqual([
      'Inspektionstyp',
      'Modul',
      'Referens',
      'Fråga',
      'Komfortzon',
      'Svar',
      'Poäng',
      'Max',
      'Kommentar',
    ]);
    const row = (question: { content: string }) => rows.find((r) => r[3] === question.content)!;
    // The number in Swedish ("4,5"), with no points; the text in its comment; the scored by word and points.
    expect(row(round.measured).slice(5)).toEqual(['4,5', '', '', '']);
    expect(row(round.written).slice(5)).toEqual(['', '', '', 'Kort kö vid hissen vid frukost']);
    expect(rows.find((r) => r[6] === '3')![5]).toMatch(/\(3 av 3 poäng\)$/);
    // The PDF names the questions in the language asked: the demo's have their German texts.
    const inGerman = await as.superUser.request<DailyReport[]>(
      'GET',
      `/api/admin/hotels/${round.hotelId}/safeq-report/daily?day=${round.day}&languageShortCode=de_DE`,
    );
    const german = (question: { id: string; content: string }) => {
      const content = inGerman.body[0]!.modules.flatMap((m) => m.clusters.flatMap((c) => c.questions)).find(
        (q) => q.id === question.id,
      )!.content;
      expect(content).not.toBe(question.content);
      return content;
    };
    const pdf = pdfText((await daily('pdf', 'de_DE')).body).join('\n');
    expect(pdf).toContain(`${round.measured.referenceNumber} ${german(round.measured)} – 4,5`);
    expect(pdf).toContain(
      `${round.written.referenceNumber} ${german(round.written)}: Kort kö vid hissen vid frukost`,
    );
  });

  it('gives the daily report as a PDF with its figures and comments, and says when a day has none', async () => {
    const file = await download(hotelPath('Alfa', 'daily.pdf?day=2026-12-28&languageShortCode=de_DE'));
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const text = pdfText(file.body).join('\n');
    expect(text).toContain('Täglicher Safe-Q-Bericht');
    expect(text).toContain('Alfa · 2026-12-28');
    expect(text).toContain('44 %');
    expect(text).toContain('Handsprit saknas 2026-12-28');
    const empty = pdfText(
      (await download(hotelPath('Alfa', 'daily.pdf?day=2026-12-16&languageShortCode=en_GB'))).body,
    );
    expect(empty).toContain('No report');
  });

  it('gives the weekly report as a spreadsheet: the week against the previous, modules, days, zones, weeks', async () => {
    const file = await download(hotelPath('Alfa', 'weekly.xlsx?day=2027-01-01&languageShortCode=sv_SE'));
    expect(file.status).toBe(200);
    expect(file.disposition).toContain('safeq-weekly-Alfa-2026-W53.xlsx');
    const sheets = await readWorkbook(file.body);
    expect(Object.keys(sheets)).toEqual([
      'Sammanfattning',
      'Moduler',
      'Dagar',
      'Komfortzoner',
      'Veckor',
      'Senaste 4 veckorna sammantaget',
    ]);
    const summary = sheets['Sammanfattning']!;
    expect(summary[0]).toEqual(['', '2026-W53', '2026-W52']);
    expect(summary.find((r) => r[0] === 'Resultat %')).toEqual(['Resultat %', '60', '92']);
    expect(summary.find((r) => r[0] === 'qIndex %')).toEqual(['qIndex %', '50', '92']);
    expect(summary.find((r) => r[0] === 'Uppfyllnad %')).toEqual(['Uppfyllnad %', '84', '100']);
    expect(sheets['Komfortzoner']!.slice(1)).toEqual([
      ['Hygien', '89', '83', '', ''],
      ['Hygien', '', '', '2026-12-28', 'Handsprit saknas 2026-12-28'],
      ['Socialt avstånd', '17', '100', '', ''],
    ]);
    expect(sheets['Veckor']!).toHaveLength(54);
    expect(sheets['Veckor']!.at(-1)).toEqual(['2026-W53', '2026-12-28', '60', '84', '89', '17']);
    // The accumulated observation: the last 4 weeks as one period, as the report's JSON carries it.
    const { accumulated } = await weeklyJson();
    const zone = (name: string) => accumulated.comfortZones.find((z) => z.zone === name)!.score.percent;
    expect(sheets['Senaste 4 veckorna sammantaget']).toEqual([
      ['Startdatum', 'Slutdatum', 'Resultat %', 'Uppfyllnad %', 'Hygien', 'Socialt avstånd', 'Veckor'],
      [
        accumulated.from,
        '2027-01-03',
        String(accumulated.score.percent),
        String(accumulated.score.fulfilment),
        String(zone('hygiene')),
        String(zone('socialDistance')),
        accumulated.weeks.join(', '),
      ],
    ]);
    expect(accumulated.weeks).toHaveLength(4);
  });

  it('gives the weekly report as a PDF in the language asked', async () => {
    const file = await download(hotelPath('Alfa', 'weekly.pdf?day=2027-01-01&languageShortCode=fr_FR'));
    expect(file.status).toBe(200);
    const text = pdfText(file.body).join('\n');
    expect(text).toContain('Rapport Safe Q hebdomadaire');
    expect(text).toContain('Alfa · 2026-W53 (2026-12-28 – 2027-01-03)');
    expect(text).toContain('60 % (Semaine précédente: 92 %)');
    const { accumulated } = await weeklyJson();
    expect(text).toContain('Les 4 dernières semaines ensemble');
    // A line's label and value are two runs of text: the period and the score follow the heading.
    const lines = pdfText(file.body);
    const at = lines.indexOf('Les 4 dernières semaines ensemble');
    expect(lines.slice(at + 1, at + 5)).toEqual([
      'Période: ',
      `${accumulated.from} – 2027-01-03`,
      'Résultat: ',
      `${accumulated.score.percent} %`,
    ]);
    expect(accumulated.score.percent).not.toBeNull();
  });

  it('gives the organization report as a PDF: the ranking with its bands in words and the method', async () => {
    const file = await download(
      `/api/admin/organizations/${history.organizationId}/report.pdf?day=2026-12-21&languageShortCode=sv_SE`,
    );
    expect(file.status).toBe(200);
    expect(file.disposition).toContain('organization-report-2026-W52.pdf');
    const text = pdfText(file.body);
    expect(text).toContain('Organisationsrapport');
    expect(text.join('\n')).toContain('Safe Q Group · 2026-W52 (2026-12-21 – 2026-12-27)');
    const ranking = text.join('\n');
    expect(ranking.indexOf('1. Alfa')).toBeGreaterThan(-1);
    expect(ranking.indexOf('2. Gamma')).toBeGreaterThan(ranking.indexOf('1. Alfa'));
    expect(ranking.indexOf('3. Beta')).toBeGreaterThan(ranking.indexOf('2. Gamma'));
    expect(ranking).toContain('qIndex 92 % · över genomsnittet');
    // Beta's empty round is out of its figures, and the report says how many were left empty.
    expect(ranking).toContain('qIndex 44 % · under genomsnittet');
    expect(ranking).toMatch(/Rundor lämnade tomma \(räknas inte\): \s*1\n/);
    expect(ranking).toContain('Lämnade tomma 1');
    expect(ranking).toContain('räknas inte');
  });

  it('answers a bad day with its key, not a file', async () => {
    const file = await download(hotelPath('Alfa', 'weekly.pdf?day=2026-02-30'));
    expect(file.status).toBe(400);
    expect(JSON.parse(file.body.toString()).msg).toBe('safeQReport.invalidDay');
  });
});
