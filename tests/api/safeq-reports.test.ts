import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripTracking, type TrackedDocument } from '../../src-projections/projection.ts';
import type { SafeQDayDocument } from '../../src-projections/safeq/projection.ts';
import type { DailyReport } from '../../src-projections/reports/daily-report.ts';
import type { OrganizationReport } from '../../src-projections/reports/organization-report.ts';
import type { WeeklyReport } from '../../src-projections/reports/weekly-report.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { safeQHistory } from '../support/safeq-history.ts';
import { readWorkbook } from '../support/xlsx.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';
import { keptAndRebuilt } from '../support/kept-and-rebuilt.ts';

type Msg = { msg?: string; errors?: Record<string, string> };

/**
 * The three Safe Q reports over the fixed history of tests/support/safeq-history.ts: every figure below was
 * computed by hand from its answer patterns (points out of max; scored, n/a, unanswered):
 *   full 11/12 (4,0,0)   na 4/9 (3,1,0)   skip 5/6 (2,0,1)   none 0/0 (0,0,4)
 * qIndex = 100 × points ÷ (3 × (scored + unanswered)); fulfilment = ceil(100 × scored ÷ (scored + unanswered)).
 */
describe('Safe Q reports API', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  let history: Awaited<ReturnType<typeof safeQHistory>>;
  // Monday 2027-01-04 00:30 in Stockholm: the week just ended is 2026-W53, yesterday was its Sunday.
  const clock = new ManualClock('2027-01-03T23:30:00.000Z');
  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    f = await demoFixtures(server);
    as = await signInActors(server);
    history = await safeQHistory(server);
  });
  afterAll(() => server.close());

  const get = <T>(path: string, who: Actor = 'superUser') => as[who].request<T & Msg>('GET', path);
  const weekly = (hotel: string, query = '') =>
    get<WeeklyReport>(`/api/admin/hotels/${history.hotels[hotel]}/safeq-report/weekly${query}`);
  const organization = (query: string) =>
    get<OrganizationReport>(`/api/admin/organizations/${history.organizationId}/report${query}`);
  const ranking = (report: OrganizationReport) =>
    report.hotels.map((h) => ({
      name: h.name,
      rank: h.rank,
      qIndex: h.qIndex,
      answered: h.answered,
      total: h.total,
      complete: h.complete,
      empty: h.empty,
      hygiene: h.hygiene.percent,
      socialDistance: h.socialDistance.percent,
      band: h.band,
    }));

  describe('organization report', () => {
    it('ranks week 51 with an unanswered entity, and without it when unanswered entities are excluded', async () => {
      const { status, body } = await organization('?day=2026-12-17');
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toMatchObject({
        name: 'Safe Q Group',
        startDate: '2026-12-14',
        endDate: '2026-12-20',
        week: { week: '2026-W51', number: 51 },
        selected: { names: ['Alfa', 'Beta', 'Gamma'], count: 3 },
        excluded: { names: [], count: 0 },
        // Gamma's two rounds were left empty: it is not ranked, so (71 + 76) / 2 = 73.5.
        average: 74,
        empty: 2,
      });
      expect(ranking(body)).toEqual([
        // skip + full: 16 of 18, 6 scored, 1 unanswered: qIndex 1600/21 = 76; hygiene 10/12, social 6/6.
        {
          name: 'Beta',
          rank: 1,
          qIndex: 76,
          answered: 2,
          total: 2,
          complete: 1,
          empty: 0,
          hygiene: 83,
          socialDistance: 100,
          band: 'yellow',
        },
        // full + na: 15 of 21, 7 scored: qIndex 71; hygiene 8/9, social 7/12.
        {
          name: 'Alfa',
          rank: 2,
          qIndex: 71,
          answered: 2,
          total: 2,
          complete: 2,
          empty: 0,
          hygiene: 89,
          socialDistance: 58,
          band: 'yellow',
        },
        // none + none: two rounds left empty, so nothing to rank (it used to rank last with 0).
        {
          name: 'Gamma',
          rank: null,
          qIndex: null,
          answered: 0,
          total: 2,
          complete: 0,
          empty: 2,
          hygiene: null,
          socialDistance: null,
          band: 'none',
        },
      ]);

      const without = (await organization('?day=2026-12-20&excludeUnanswered=true')).body;
      expect(without).toMatchObject({
        excludeUnanswered: true,
        selected: { names: ['Alfa', 'Beta'], count: 2 },
        excluded: { names: ['Gamma'], count: 1 },
        // (76 + 71) / 2 = 73.5: both within ±5.
        average: 74,
      });
      expect(ranking(without).map((r) => [r.name, r.rank, r.band])).toEqual([
        ['Beta', 1, 'yellow'],
        ['Alfa', 2, 'yellow'],
      ]);
    });

    it('ranks week 52 with a not-applicable answer, a skipped module and an empty day', async () => {
      const { body } = await organization('?day=2026-12-21&languageShortCode=en_GB');
      // (92 + 50 + 44) / 3 = 62; Beta's empty round is out of its figures.
      expect(body.average).toBe(62);
      expect(body.empty).toBe(1);
      expect(ranking(body)).toEqual([
        // full + full: 22 of 24.
        {
          name: 'Alfa',
          rank: 1,
          qIndex: 92,
          answered: 2,
          total: 2,
          complete: 2,
          empty: 0,
          hygiene: 83,
          socialDistance: 100,
          band: 'green',
        },
        // skip + na: 9 of 15, 5 scored, 1 unanswered: 900/18 = 50.
        {
          name: 'Gamma',
          rank: 2,
          qIndex: 50,
          answered: 2,
          total: 2,
          complete: 1,
          empty: 0,
          hygiene: 89,
          socialDistance: 17,
          band: 'red',
        },
        // na + none: the empty round is not counted: na alone, 4 of 9, 3 scored: 400/9 = 44.
        {
          name: 'Beta',
          rank: 3,
          qIndex: 44,
          answered: 1,
          total: 2,
          complete: 1,
          empty: 1,
          hygiene: 100,
          socialDistance: 17,
          band: 'red',
        },
      ]);
      expect(body.inspectionModuleTypes).toEqual([
        // M1 over the five answered days: full 8/9 ×2, skip 5/6 (1 unanswered), na 3/6, na 3/6; Beta's
        // empty day is out: fulfilment 12/13 rounded up, qIndex 2700/39 = 69.
        {
          id: history.ids.MT1,
          name: 'Hygiene',
          area: 'reception',
          score: {
            percent: 75,
            fulfilment: 93,
            qIndex: 69,
            points: 27,
            max: 36,
            answered: 12,
            notApplicable: 2,
            unanswered: 1,
          },
        },
        // M2: full 3/3 ×2, na 1/3 ×2; Gamma's skipped day and Beta's empty day are out.
        {
          id: history.ids.MT2,
          name: 'Distance',
          area: 'restaurant',
          score: {
            percent: 67,
            fulfilment: 100,
            qIndex: 67,
            points: 8,
            max: 12,
            answered: 4,
            notApplicable: 0,
            unanswered: 0,
          },
        },
      ]);
    });

    it('shows an inactive entity grey and out of the average in week 53', async () => {
      const { body } = await organization('?day=2027-01-03');
      expect(body.week.week).toBe('2026-W53');
      expect(body.average).toBe(71);
      expect(ranking(body)).toEqual([
        {
          name: 'Beta',
          rank: 1,
          qIndex: 92,
          answered: 2,
          total: 2,
          complete: 2,
          empty: 0,
          hygiene: 83,
          socialDistance: 100,
          band: 'green',
        },
        {
          name: 'Alfa',
          rank: 2,
          qIndex: 50,
          answered: 2,
          total: 2,
          complete: 1,
          empty: 0,
          hygiene: 89,
          socialDistance: 17,
          band: 'red',
        },
        // full + none: the empty round is out: 11 of 12, 4 scored: 1100/12 = 92; inactive from 2026-12-31.
        {
          name: 'Gamma',
          rank: null,
          qIndex: 92,
          answered: 1,
          total: 2,
          complete: 1,
          empty: 1,
          hygiene: 83,
          socialDistance: 100,
          band: 'grey',
        },
      ]);
    });

    it("reports only the entities chosen, and refuses one outside the caller's scope", async () => {
      const { body } = await organization(`?day=2027-01-03&hotelIds=${history.hotels.Alfa}`);
      expect(body.hotels.map((h) => [h.name, h.rank, h.band])).toEqual([['Alfa', 1, 'yellow']]);
      const foreign = await organization(`?day=2027-01-03&hotelIds=${f.solvik}`);
      expect(foreign.status).toBe(400);
      expect(foreign.body.msg).toBe('safeQReport.unknownHotel');
    });
    it('gives the ranking as a spreadsheet with the counts, the bands in words and the method', async () => {
      const response = await fetch(
        `${server.url}/api/admin/organizations/${history.organizationId}/report.xlsx?day=2026-12-21&languageShortCode=sv_SE`,
        { headers: { cookie: as.superUser.sessionCookie } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain('organization-report-2026-W52.xlsx');
      const sheets = await readWorkbook(Buffer.from(await response.arrayBuffer()));
      const rows = sheets['Rangordning']!;
      expect(rows.slice(0, 5)).toEqual([
        ['Organisation', 'Safe Q Group'],
        ['Vecka', '2026-W52'],
        ['Startdatum', '2026-12-21'],
        ['Slutdatum', '2026-12-27'],
        ['Genomsnittligt qIndex', '62'],
      ]);
      expect(rows[5]).toEqual(['Rundor lämnade tomma (räknas inte)', '1']);
      expect(rows.slice(6, 10)).toEqual([
        [
          'Placering',
          'qIndex %',
          'Besvarade',
          'Inspektioner',
          'Kompletta',
          'Lämnade tomma',
          'Anläggning',
          // The zones by the names the screens give them (questions.classification.*).
          'Hygien %',
          'Socialt avstånd %',
          'Nivå',
        ],
        ['1', '92', '2', '2', '2', '0', 'Alfa', '83', '100', 'över genomsnittet'],
        ['2', '50', '2', '2', '1', '0', 'Gamma', '89', '17', 'under genomsnittet'],
        ['3', '44', '1', '2', '1', '1', 'Beta', '100', '17', 'under genomsnittet'],
      ]);
      expect(rows.at(-1)![0]).toContain('en runda utan något svar räknas inte');
    });
  });

  describe('weekly report', () => {
    it('gives week 53 of Alfa with its previous week, module scores, table, zones and trend', async () => {
      const { status, body } = await weekly('Alfa', '?day=2027-01-01&languageShortCode=en_GB');
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.week).toEqual({ week: '2026-W53', number: 53, start: '2026-12-28', end: '2027-01-03' });
      expect(body.previousWeek.week).toBe('2026-W52');
      // na + skip: 9 of 15; 5 scored, 1 n/a, 1 unanswered.
      expect(body.score).toEqual({
        percent: 60,
        fulfilment: 84,
        qIndex: 50,
        points: 9,
        max: 15,
        answered: 5,
        notApplicable: 1,
        unanswered: 1,
      });
      expect(body.previousScore).toMatchObject({ percent: 92, fulfilment: 100 });
      // min(100, 10 × ceil((100 + 1) / 10))
      expect(body.fulfilment).toEqual({ current: 84, previous: 100, gaugeMax: 100 });
      const [alfa] = body.hotels;
      expect(alfa).toMatchObject({ name: 'Alfa', inactive: false });
      expect(
        alfa!.inspections.map((i) => [
          i.day,
          i.score.percent,
          i.score.fulfilment,
          i.complete,
          i.skippedModules,
          !!i.endTime,
        ]),
      ).toEqual([
        ['2026-12-28', 44, 100, true, 0, false],
        ['2027-01-03', 83, 67, false, 1, true],
      ]);
      expect(
        alfa!.moduleTypes.map((m) => ({
          name: m.name,
          area: m.area,
          percent: m.score.percent,
          fulfilment: m.score.fulfilment,
          previous: m.previousPercent,
        })),
      ).toEqual([
        // M1: na 3/6 (q2 n/a) + skip 5/6 (q3 unanswered) = 8/12; W52: full 8/9 twice.
        { name: 'Hygiene', area: 'reception', percent: 67, fulfilment: 80, previous: 89 },
        // M2: na 1/3; skipped on the 3rd. W52: 3/3 twice.
        { name: 'Distance', area: 'restaurant', percent: 33, fulfilment: 100, previous: 100 },
      ]);
      expect(alfa!.moduleTypes[1]!.days.map((d) => [d.day, d.skipped, d.score.percent])).toEqual([
        ['2026-12-28', false, 33],
        ['2027-01-03', true, null],
      ]);
      expect(body.comfortZones).toEqual([
        {
          zone: 'hygiene',
          // na q1 3/3 (q2 n/a) + skip q1 2/3, q2 3/3 = 8/9; W52 full 5/6 twice.
          score: {
            percent: 89,
            fulfilment: 100,
            qIndex: 89,
            points: 8,
            max: 9,
            answered: 3,
            notApplicable: 1,
            unanswered: 0,
          },
          previousPercent: 83,
          comments: [
            { day: '2026-12-28', inspectionTypeName: 'Daily Safe Q', comment: 'Handsprit saknas 2026-12-28' },
          ],
        },
        {
          zone: 'socialDistance',
          // na q3 0/3, q4 1/3; skip q3 unanswered.
          score: {
            percent: 17,
            fulfilment: 67,
            qIndex: 11,
            points: 1,
            max: 6,
            answered: 2,
            notApplicable: 0,
            unanswered: 1,
          },
          previousPercent: 100,
          comments: [],
        },
      ]);
      expect(body.trend.map((w) => [w.week, w.percent, w.fulfilment])).toEqual([
        ['2026-W50', null, null],
        ['2026-W51', 71, 100],
        ['2026-W52', 92, 100],
        ['2026-W53', 60, 84],
      ]);
      expect(body.charts).toHaveLength(53);
      expect(body.charts[0]!.week).toBe('2026-W01');
      expect(body.charts.at(-1)).toMatchObject({
        week: '2026-W53',
        percent: 60,
        fulfilment: 84,
        hygiene: 89,
        socialDistance: 17,
      });
      expect(body.reportDays.map((d) => d.day)).toEqual(history.days('Alfa'));
    });

    it('scales the gauge to the best of the two weeks (Beta, week 52: 43 against 86)', async () => {
      const { body } = await weekly('Beta', '?day=2026-12-27');
      // na + none: 3 of 7 answered; W51 skip + full: 6 of 7. min(100, 10 × ceil(87 / 10)) = 90.
      expect(body.fulfilment).toEqual({ current: 43, previous: 86, gaugeMax: 90 });
    });

    it('says an unknown day is not a date', async () => {
      const { status, body } = await weekly('Alfa', '?day=2026-02-30');
      expect(status).toBe(400);
      expect(body.msg).toBe('safeQReport.invalidDay');
    });
  });

  describe('daily report', () => {
    it("lists a day's Safe Q reports with modules by comfort zone, clusters and comments", async () => {
      const { status, body } = await get<DailyReport[]>(
        `/api/admin/hotels/${history.hotels.Alfa}/safeq-report/daily?day=2026-12-28&languageShortCode=en_GB`,
      );
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toHaveLength(1);
      const [report] = body as DailyReport[];
      expect(report).toMatchObject({
        date: '2026-12-28',
        hotel: { name: 'Alfa' },
        inspectionTypeName: 'Daily Safe Q',
        endTime: null,
        hygiene: 'Handsprit saknas 2026-12-28',
        score: { percent: 44, fulfilment: 100, points: 4, max: 9, notApplicable: 1 },
      });
      expect(
        report!.modules.map((m) => ({
          name: m.name,
          area: m.area,
          skipped: m.skipped,
          total: m.totalQuestions,
          answered: m.totalAnsweredQuestions,
          zones: m.questionsByComfortZones,
        })),
      ).toEqual([
        {
          name: 'Hygiene',
          area: 'reception',
          skipped: false,
          total: 2,
          answered: 2,
          zones: {
            hygiene: { totalQuestions: 1, totalAnsweredQuestions: 1 },
            socialDistance: { totalQuestions: 1, totalAnsweredQuestions: 1 },
          },
        },
        {
          name: 'Distance',
          area: 'restaurant',
          skipped: false,
          total: 1,
          answered: 1,
          zones: { socialDistance: { totalQuestions: 1, totalAnsweredQuestions: 1 } },
        },
      ]);
      expect(report!.modules[0]!.clusters[0]!.questions.map((q) => [q.content, q.score, q.points])).toEqual([
        ['Question 1', 0, 3],
        ['Question 2', -1, null],
        ['Question 3', 0, 0],
      ]);
    });

    it('answers an empty list on a day without a report, and filters by inspection type', async () => {
      const path = `/api/admin/hotels/${history.hotels.Alfa}/safeq-report/daily`;
      expect((await get<DailyReport[]>(`${path}?day=2026-12-16`)).body).toEqual([]);
      expect(
        (await get<DailyReport[]>(`${path}?day=2026-12-28&inspectionType=${crypto.randomUUID()}`)).body,
      ).toEqual([]);
      const bad = await get(`${path}?inspectionType=nope`);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('safeQReport.unknownInspectionType');
    });
  });

  describe('default days from the clock', () => {
    it('on Monday 00:30 in Stockholm: yesterday is Sunday 2027-01-03, the last whole week 2026-W53', async () => {
      clock.set('2027-01-03T23:30:00.000Z');
      const daily = await get<DailyReport[]>(`/api/admin/hotels/${history.hotels.Alfa}/safeq-report/daily`);
      expect((daily.body as DailyReport[]).map((r) => r.date)).toEqual(['2027-01-03']);
      expect((daily.body as DailyReport[])[0]!.modules[1]!.skipped).toBe(true);
      const week = await weekly('Alfa');
      expect([week.body.day, week.body.week.week]).toEqual(['2027-01-03', '2026-W53']);
      const org = await organization('');
      expect(org.body.week.week).toBe('2026-W53');
    });

    it('an hour earlier (Sunday 23:30) the last whole week is 2026-W52', async () => {
      clock.set('2027-01-03T22:30:00.000Z');
      expect((await weekly('Alfa')).body.week.week).toBe('2026-W52');
      const info = await get<{
        defaultDailyDay: string;
        latestDay: string | null;
        safeQInfo: { reportDays: Array<{ day: string }> };
      }>(`/api/admin/hotels/${history.hotels.Alfa}/safeq-info`);
      expect(info.body.defaultDailyDay).toBe('2027-01-02');
      // The latest report day (2027-01-03) is today: the panel offers it.
      expect(info.body.latestDay).toBe('2027-01-03');
      expect(info.body.safeQInfo.reportDays.map((d) => d.day)).toEqual(history.days('Alfa'));
    });
  });

  describe('report days of the statistics tab', () => {
    it('lists the days of a month with their ISO weeks', async () => {
      const { body } = await get<{ reportDays: string[]; weeks: Array<{ week: string }> }>(
        `/api/admin/organizations/${history.organizationId}/report-days?month=2026-12`,
      );
      expect(body.reportDays).toEqual([
        '2026-12-14',
        '2026-12-15',
        '2026-12-21',
        '2026-12-22',
        '2026-12-28',
        '2026-12-29',
      ]);
      expect(body.weeks.map((w) => w.week)).toEqual(['2026-W51', '2026-W52', '2026-W53']);
      const bad = await get(`/api/admin/organizations/${history.organizationId}/report-days?month=2026-13`);
      expect([bad.status, bad.body.msg]).toEqual([400, 'safeQReport.invalidMonth']);
    });
  });

  describe('who may read them', () => {
    const paths = (hotel: () => string, org: () => string) => [
      () => `/api/admin/hotels/${hotel()}/safeq-report/daily`,
      () => `/api/admin/hotels/${hotel()}/safeq-report/weekly`,
      () => `/api/admin/hotels/${hotel()}/safeq-info`,
      () => `/api/admin/organizations/${org()}/report`,
      () => `/api/admin/organizations/${org()}/report-days`,
    ];
    it('answers 401 without a session', async () => {
      for (const path of paths(
        () => history.hotels.Alfa!,
        () => history.organizationId,
      ))
        expect((await get(path(), 'anon')).body.msg).toBe('errors.invalidSession');
    });
    it("answers 404 for another organization's entity or organization", async () => {
      for (const path of paths(
        () => history.hotels.Alfa!,
        () => history.organizationId,
      )) {
        const answer = await get(path(), 'companyAdmin');
        expect([answer.status, answer.body.msg]).toEqual([404, 'errors.notFound']);
      }
    });
    it('gives a hotelAdmin only their own entities, and agents nothing', async () => {
      expect((await get(`/api/admin/hotels/${f.solvik}/safeq-report/weekly`, 'hotelAdmin')).status).toBe(200);
      expect((await get(`/api/admin/hotels/${f.fjallbacka}/safeq-report/weekly`, 'hotelAdmin')).status).toBe(
        404,
      );
      const mine = await get<OrganizationReport>('/api/admin/organizations/my/report', 'hotelAdmin');
      expect(mine.body.hotels.map((h) => h.id)).toEqual([f.solvik]);
      const beyond = await get(`/api/admin/organizations/my/report?hotelIds=${f.fjallbacka}`, 'hotelAdmin');
      expect(beyond.status).toBe(400);
      expect((await get(`/api/admin/hotels/${f.solvik}/safeq-report/weekly`, 'user')).status).toBe(403);
    });
  });

  it('gives the same Safe Q documents when rebuilt from the log as kept up event by event', async () => {
    const documents = () =>
      readModelsOf(server)
        .collection<TrackedDocument<SafeQDayDocument>>('safeQDays')
        .find({}, { sort: { _id: 1 } })
        .then((docs) => docs.map(stripTracking));
    const reportDays = () =>
      readModelsOf(server)
        .collection<TrackedDocument<SafeQDayDocument>>('safeQReportDays')
        .find({}, { sort: { _id: 1 } })
        .then((docs) => docs.map(stripTracking));
    const both = async () => ({ days: await documents(), reportDays: await reportDays() });
    const { kept, rebuilt } = await keptAndRebuilt(server, ['safeQDays', 'safeQReportDays'], both);
    expect(kept.days.filter((d) => d.organizationId === history.organizationId)).toHaveLength(18);
    expect(rebuilt).toEqual(kept);
  });
});
