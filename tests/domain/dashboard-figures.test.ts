import { describe, expect, it } from 'vitest';
import type { LiveInspection } from '../../src-domain/inspection/index.ts';
import { dashboardFigures, fulfilment } from '../../src-domain/statistics/dashboard-figures.ts';
import { tallyOf } from '../../src-projections/dashboards/figures-projection.ts';

/**
 * Figures computed by hand (inspection-run §9). Today is Sunday 2026-11-22, the last day of ISO week W47
 * (Mon 16 to Sun 22); the 7 days are 16 to 22 November, the 30 days 24 October to 22 November.
 */
const TODAY = '2026-11-22';
const TALLIES = [
  { day: '2026-11-22', answered: 2, total: 3 }, // W47, in both windows
  { day: '2026-11-16', answered: 1, total: 4 }, // W47, first day of the 7
  { day: '2026-11-15', answered: 3, total: 3 }, // W46, in the 30 only
  { day: '2026-11-01', answered: 0, total: 0 }, // W44: every question not applicable, nothing to answer
  { day: '2026-10-24', answered: 1, total: 3 }, // W43, first day of the 30
  { day: '2026-10-23', answered: 0, total: 2 }, // W43, a day before the 30
];

describe('fulfilment', () => {
  it('is answered ÷ total in percent, rounded up, and null with nothing to answer', () => {
    expect(fulfilment(1, 3)).toBe(34); // 33.3… up, where rounding would give 33
    expect(fulfilment(2, 3)).toBe(67);
    expect(fulfilment(3, 3)).toBe(100);
    expect(fulfilment(0, 0)).toBeNull();
  });
});

describe('the dashboard figures of a day', () => {
  const figures = dashboardFigures(TALLIES, TODAY);

  it('pools the last 7 days, today included: (2+1) ÷ (3+4) = 42.9 → 43', () => {
    expect(figures.last7Days).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      answered: 3,
      total: 7,
      fulfilment: 43,
    });
  });

  it('pools the last 30 days: (2+1+3+1) ÷ (3+4+3+3) = 53.8 → 54', () => {
    expect(figures.last30Days).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
      answered: 7,
      total: 13,
      fulfilment: 54,
    });
  });

  it('draws 12 weeks, each the average of it and the previous 3 weeks that have anything to answer', () => {
    expect(figures.weekly).toHaveLength(12);
    expect(figures.weekly[0]!.week).toBe('2026-W36');
    expect(figures.weekly.slice(-6)).toEqual([
      { week: '2026-W42', start: '2026-10-12', fulfilment: null, average: null },
      // W43: (1 + 0) ÷ (3 + 2) = 20
      { week: '2026-W43', start: '2026-10-19', fulfilment: 20, average: 20 },
      // W44 has nothing to answer: it does not count; W41 to W43 give 20
      { week: '2026-W44', start: '2026-10-26', fulfilment: null, average: 20 },
      { week: '2026-W45', start: '2026-11-02', fulfilment: null, average: 20 },
      // W46 100 and W43 20: 60
      { week: '2026-W46', start: '2026-11-09', fulfilment: 100, average: 60 },
      // W47 3 ÷ 7 → 43, with W46 100: 71.5 → 72 (rounded up)
      { week: '2026-W47', start: '2026-11-16', fulfilment: 43, average: 72 },
    ]);
  });

  it('moves on with the day without a new count: a week later the 7 days hold nothing', () => {
    const later = dashboardFigures(TALLIES, '2026-11-29');
    expect(later.computedFor).toBe('2026-11-29');
    expect(later.last7Days).toMatchObject({ answered: 0, total: 0, fulfilment: null });
    expect(later.weekly.at(-1)).toMatchObject({ week: '2026-W48', fulfilment: null, average: 72 });
  });
});

describe('an inspection’s tally', () => {
  const live = {
    startDate: '2026-11-20',
    progress: { m1: { skipped: false, finished: false }, m2: { skipped: true, finished: false } },
    answers: {
      m1: {
        q1: { score: 2 },
        q2: { score: -1 }, // not applicable: out of the total
        q3: { score: null },
        q4: { score: 0 },
      },
      m2: { q5: { score: 3 } }, // a skipped module asks nothing
    },
  } as unknown as LiveInspection;
  const questions = {
    m1: { q1: 'radio', q2: 'radio', q3: 'radio', q4: 'radio', q5: 'none' },
    m2: { q5: 'radio', q6: 'radio' },
  } as const;

  it('counts the questions scored over those that ask for a score, not-applicable and skipped ones out', () => {
    expect(tallyOf(live, questions)).toEqual({ day: '2026-11-20', answered: 2, total: 3 });
  });
});
