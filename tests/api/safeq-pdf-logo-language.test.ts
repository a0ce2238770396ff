import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { pdfImages, pdfToText, popplerMissing } from '../support/poppler.ts';
import { safeQHistory } from '../support/safeq-history.ts';
import { readWorkbook } from '../support/xlsx.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

if (popplerMissing) console.warn(popplerMissing);

/**
 * The Safe Q daily and weekly PDFs carry the organization's logo and their chart, and the daily report is in
 * the language asked alike on the screen's route, in the PDF and in the spreadsheet (administration's last
 * items): over the fixed history of tests/support/safeq-history.ts.
 */
describe.skipIf(popplerMissing !== null)('Safe Q PDFs: logo, chart, language', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let history: Awaited<ReturnType<typeof safeQHistory>>;
  const clock = new ManualClock('2027-01-03T23:30:00.000Z');
  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    await demoFixtures(server);
    as = await signInActors(server);
    history = await safeQHistory(server);
    const form = new FormData();
    const logo = await sharp({
      create: { width: 300, height: 90, channels: 3, background: { r: 20, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${server.url}/api/admin/organizations/${history.organizationId}/logo`, {
      method: 'POST',
      body: form,
      headers: { cookie: as.superUser.sessionCookie },
    });
    expect(uploaded.status).toBe(200);
  }, 300_000);
  afterAll(() => server.close());

  const download = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie: as.superUser.sessionCookie } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const hotelPath = (file: string) => `/api/admin/hotels/${history.hotels.Alfa}/safeq-report/${file}`;
  const isLogo = (image: { width: number; height: number; page: number }) =>
    image.width === 300 && image.height === 90 && image.page === 1;

  it('draws the logo and the modules chart on the daily PDF', async () => {
    const pdf = await download(hotelPath('daily.pdf?day=2026-12-28&languageShortCode=sv_SE'));
    expect(pdfImages(pdf).filter(isLogo)).toHaveLength(1);
    const text = pdfToText(pdf);
    // The chart: a bar per module with its figure (Hygien 2 of 2 answered, its score on the bar's end).
    expect(text).toMatch(/Moduler\s+Hygien\s+\d+ %/);
  });

  it('draws the logo and the year chart on the weekly PDF', async () => {
    const pdf = await download(hotelPath('weekly.pdf?day=2027-01-01&languageShortCode=sv_SE'));
    expect(pdfImages(pdf).filter(isLogo)).toHaveLength(1);
    const text = pdfToText(pdf);
    expect(text).toContain('Veckor'); // the chart's title
  });

  it('gives the daily report in the language asked alike on the route, in the PDF and in the spreadsheet', async () => {
    const names: Record<string, string[]> = {};
    for (const language of ['sv_SE', 'en_GB'] as const) {
      const query = `?day=2026-12-28&languageShortCode=${language}`;
      const screen = await as.superUser.request<Array<{ modules: Array<{ name: string }> }>>(
        'GET',
        hotelPath(`daily${query}`),
      );
      const moduleNames = screen.body.flatMap((r) => r.modules.map((m) => m.name));
      names[language] = moduleNames;
      const pdfText = pdfToText(await download(hotelPath(`daily.pdf${query}`)));
      const sheets = await readWorkbook(await download(hotelPath(`daily.xlsx${query}`)));
      const sheetNames = Object.values(sheets)[1]!
        .slice(1)
        .map((row) => row[1]);
      expect(sheetNames).toEqual(moduleNames);
      for (const name of moduleNames) expect(pdfText).toContain(name);
    }
    expect(names.sv_SE).toEqual(['Hygien', 'Avstånd']);
    expect(names.en_GB).toEqual(['Hygiene', 'Distance']);
  });

  it("sums the last 4 weeks into the weekly report's accumulated observation", async () => {
    interface Figure {
      points: number;
      max: number;
      answered: number;
      percent: number | null;
    }
    const { body } = await as.superUser.request<{
      week: { week: string };
      trend: Array<Figure & { week: string }>;
      accumulated: { weeks: string[]; from: string; to: string; score: Figure };
    }>('GET', hotelPath('weekly?day=2027-01-01&languageShortCode=sv_SE'));
    expect(body.accumulated.weeks).toEqual(body.trend.map((w) => w.week));
    expect(body.accumulated.weeks).toHaveLength(4);
    expect(body.accumulated.weeks.at(-1)).toBe(body.week.week);
    expect(body.accumulated.to).toBe('2027-01-03');
    const sum = (key: 'points' | 'max' | 'answered') => body.trend.reduce((s, w) => s + w[key], 0);
    expect(body.accumulated.score.max).toBeGreaterThan(0);
    expect(body.accumulated.score).toMatchObject({
      points: sum('points'),
      max: sum('max'),
      answered: sum('answered'),
    });
    expect(body.accumulated.score.percent).toBe(Math.round((100 * sum('points')) / sum('max')));
  });
});
