import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWER } from '../../src-domain/inspection/fields.ts';
import { EMPTY_TALLY } from '../../src-domain/scoring/tally.ts';
import { presentDailyReport, type DailyReportSources } from '../../src-domain/statistics/daily-report.ts';
import { safeQFiguresOf, type SafeQModuleKey } from '../../src-domain/statistics/safeq-day.ts';
import { sumFigures } from '../../src-domain/statistics/week-figures.ts';
import {
  presentWeeklyReport,
  withPushedDay,
  withPushedWeek,
  type WeeklyDay,
  type WeeklyReportSources,
} from '../../src-domain/statistics/weekly-report.ts';

const key: SafeQModuleKey[] = [
  {
    id: 'm1',
    name: 'Hygien',
    names: { en_GB: 'Hygiene' },
    moduleTypeId: 'mt1',
    area: 'reception',
    questions: [
      { id: 'q1', type: 'radio', classification: 'hygiene' },
      { id: 'q2', type: 'radio', classification: 'socialDistance' },
    ],
  },
];
const answer = (score: number | null) => ({ ...EMPTY_ANSWER, score });
const figuresOf = (q1: number | null, q2: number | null) =>
  safeQFiguresOf(key, [], { m1: { q1: answer(q1), q2: answer(q2) } } as never);

const day = (id: string, date: string, week: string, q1: number | null, q2: number | null): WeeklyDay => ({
  id,
  hotelId: 'h1',
  day: date,
  week,
  inspectionTypeId: 't1',
  inspectionTypeName: 'Daily Safe Q',
  agentEndTime: null,
  skipped: [],
  comments: { hygiene: '', socialDistance: '' },
  key: key.map(({ id, name, names, moduleTypeId, area }) => ({ id, name, names, moduleTypeId, area })),
  figures: figuresOf(q1, q2),
  round: q1 === null && q2 === null ? 'notStarted' : 'inProgress',
});

/** Week 2026-W52 (Monday 2026-12-21) with one day answered, and the week's sum as the read model keeps it. */
const sources = (): WeeklyReportSources => {
  const monday = day('i1', '2026-12-21', '2026-W52', 3, null);
  return {
    hotel: { id: 'h1', name: 'Alfa', inactive: false },
    day: '2026-12-27',
    days: [monday],
    weeks: [{ week: '2026-W52', figures: sumFigures([monday]) }],
    calendar: [{ id: 'i1', day: '2026-12-21', inspectionTypeId: 't1', inspectionTypeName: 'Daily Safe Q' }],
  };
};

describe('a weekly Safe Q report held in the browser', () => {
  it('takes a pushed day of its week in place of the one held, and the same report follows', () => {
    const answered = day('i1', '2026-12-21', '2026-W52', 3, 3);
    const next = withPushedDay(sources(), 'i1', answered);
    expect(next.days).toEqual([answered]);
    const report = presentWeeklyReport(next, 'sv_SE');
    expect(report.hotels[0]!.inspections[0]).toMatchObject({ id: 'i1', complete: true });
  });

  it('takes a new day of its week into its inspections and calendar, in day order', () => {
    const tuesday = day('i2', '2026-12-22', '2026-W52', null, null);
    const report = presentWeeklyReport(withPushedDay(sources(), 'i2', tuesday), 'sv_SE');
    expect(report.hotels[0]!.inspections.map((i) => i.id)).toEqual(['i1', 'i2']);
    expect(report.reportDays.map((d) => d.day)).toEqual(['2026-12-21', '2026-12-22']);
  });

  it('lets a removed day, or one moved out of its weeks and year, leave', () => {
    expect(presentWeeklyReport(withPushedDay(sources(), 'i1', null), 'sv_SE').hotels[0]!.inspections).toEqual(
      [],
    );
    const moved = withPushedDay(sources(), 'i1', day('i1', '2027-02-01', '2027-W05', 3, null));
    expect(moved.days).toEqual([]);
    expect(moved.calendar).toEqual([]);
  });

  it("ignores another entity's day and a week outside its chart year", () => {
    const other = { ...day('i9', '2026-12-22', '2026-W52', 3, 3), hotelId: 'h2' };
    expect(withPushedDay(sources(), 'i9', other).days).toHaveLength(1);
    const held = sources();
    expect(withPushedWeek(held, { hotelId: 'h1', week: '2027-W10', figures: figuresOf(3, 3) })).toBe(held);
  });

  it("shows a pushed week's sums as its score, in place of the week held", () => {
    const sum = sumFigures([day('i1', '2026-12-21', '2026-W52', 3, 3)]);
    const report = presentWeeklyReport(
      withPushedWeek(sources(), { hotelId: 'h1', week: '2026-W52', figures: sum }),
      'sv_SE',
    );
    expect(report.score).toMatchObject({ answered: 2, unanswered: 0 });
    expect(report.charts.at(-1)!.week).toBe('2026-W52');
    expect(report.fulfilment.current).toBe(100);
  });
});

describe('a daily Safe Q report held in the browser', () => {
  const daily: DailyReportSources = {
    id: 'i1',
    date: '2026-12-21',
    hotel: { id: 'h1', name: 'Alfa', timeZone: 'Europe/Stockholm' },
    inspectionTypeId: 't1',
    inspectionTypeName: 'Daily Safe Q',
    key,
    outline: {
      modules: [
        {
          id: 'm1',
          moduleTypeId: 'mt1',
          name: 'Hygien',
          clusters: [
            {
              id: 'c1',
              name: 'Entré',
              questions: key[0]!.questions.map((q, i) => ({
                ...q,
                parentId: null,
                ordinal: i + 1,
                referenceNumber: `R-${i + 1}`,
                content: `Fråga ${i + 1}`,
              })),
            },
          ],
        },
      ],
      headerContext: [],
    },
  };
  const live = (q1: number | null, q2: number | null, skipped = false) =>
    ({
      progress: { m1: { skipped, finished: false, clusterComments: { c1: 'Bra' } } },
      answers: { m1: { q1: answer(q1), q2: answer(q2) } },
      comfortZones: { hygiene: 'Handsprit saknas' },
      externalScores: {},
      generalComments: '',
      extraQuestions: [],
      agentEndTime: null,
      adminEndTime: null,
      actions: {},
    }) as never;

  it('is computed again from a pushed live state over its sources, in the language asked', () => {
    const before = presentDailyReport(daily, live(3, null), 4, 'en_GB');
    const after = presentDailyReport(before.sources, live(3, 0), 5, 'en_GB');
    expect(before.modules[0]).toMatchObject({
      name: 'Hygiene',
      totalAnsweredQuestions: 1,
      totalQuestions: 2,
    });
    expect(after).toMatchObject({ version: 5, hygiene: 'Handsprit saknas' });
    expect(after.modules[0]).toMatchObject({
      totalAnsweredQuestions: 2,
      questionsByComfortZones: { socialDistance: { totalQuestions: 1, totalAnsweredQuestions: 1 } },
    });
    expect(after.modules[0]!.clusters[0]).toMatchObject({ comment: 'Bra' });
  });

  it('counts nothing of a skipped module', () => {
    const skipped = presentDailyReport(daily, live(3, 0, true), 6, 'sv_SE');
    expect(skipped.modules[0]).toMatchObject({ skipped: true, totalQuestions: 0, score: { points: 0 } });
    expect(skipped.score).toMatchObject({ points: EMPTY_TALLY.points, max: 0 });
  });
});
