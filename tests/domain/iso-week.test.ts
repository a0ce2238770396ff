import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultDailyDay,
  defaultWeeklyDay,
  isoWeekOf,
  isoWeekday,
  localDay,
  weeksBefore,
} from '../../src-domain/shared/iso-week.ts';
import { bandOf, gaugeMaxOf, namesOrCount, qIndexOf, ranksOf } from '../../src-domain/statistics/ranking.ts';
import { EMPTY_TALLY } from '../../src-domain/scoring/tally.ts';

const at = (iso: string) => new Date(iso);
const STOCKHOLM = 'Europe/Stockholm';

describe('ISO weeks', () => {
  it('gives 2026 a week 53, from Monday 28 December to Sunday 3 January', () => {
    expect(isoWeekOf('2026-12-31')).toEqual({
      key: '2026-W53',
      year: 2026,
      week: 53,
      start: '2026-12-28',
      end: '2027-01-03',
    });
    expect(isoWeekOf('2027-01-03').key).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04').key).toBe('2027-W01');
    expect(weeksBefore('2027-01-04', 1).key).toBe('2026-W53');
    expect(weeksBefore('2026-12-31', 52).key).toBe('2026-W01');
  });

  it('puts a year’s first days in the previous year’s last week when its Thursday is there', () => {
    expect(isoWeekOf('2026-01-01')).toMatchObject({ key: '2026-W01', start: '2025-12-29' });
    expect(isoWeekOf('2021-01-03').key).toBe('2020-W53');
    expect(isoWeekOf('2024-12-30').key).toBe('2025-W01');
  });

  it('counts weekdays Monday 1 to Sunday 7 and days across months and years', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('default report days in the entity’s time zone', () => {
  it('on Monday 00:30 in Stockholm (Sunday 23:30 UTC): yesterday is Sunday, the last week just ended', () => {
    const monday = at('2027-01-03T23:30:00Z');
    expect(localDay(monday, STOCKHOLM)).toBe('2027-01-04');
    expect(defaultDailyDay(monday, STOCKHOLM)).toBe('2027-01-03');
    expect(defaultWeeklyDay(monday, STOCKHOLM)).toBe('2027-01-03');
    expect(isoWeekOf(defaultWeeklyDay(monday, STOCKHOLM)).key).toBe('2026-W53');
  });

  it('on Sunday 23:30 in Stockholm the last whole week is the one before', () => {
    const sunday = at('2027-01-03T22:30:00Z');
    expect(defaultDailyDay(sunday, STOCKHOLM)).toBe('2027-01-02');
    expect(defaultWeeklyDay(sunday, STOCKHOLM)).toBe('2026-12-27');
  });

  it('follows the clock change weekends: summer time from 29 March, winter time from 25 October 2026', () => {
    // Monday 00:30 CEST (UTC+2) and Monday 00:30 CET (UTC+1).
    expect(defaultWeeklyDay(at('2026-03-29T22:30:00Z'), STOCKHOLM)).toBe('2026-03-29');
    expect(defaultDailyDay(at('2026-03-29T22:30:00Z'), STOCKHOLM)).toBe('2026-03-29');
    expect(defaultWeeklyDay(at('2026-10-25T23:30:00Z'), STOCKHOLM)).toBe('2026-10-25');
    // Sunday 23:30 CET, an hour before: still the week before.
    expect(defaultWeeklyDay(at('2026-10-25T22:30:00Z'), STOCKHOLM)).toBe('2026-10-18');
    // Sunday 23:30 CEST on the spring weekend.
    expect(defaultWeeklyDay(at('2026-03-29T21:30:00Z'), STOCKHOLM)).toBe('2026-03-22');
  });
});

describe('ranking rules', () => {
  it('computes qIndex with unanswered questions earning nothing and not-applicable ones out', () => {
    const tally = { ...EMPTY_TALLY, points: 9, max: 15, scored: 5, notApplicable: 1, unanswered: 1 };
    expect(qIndexOf(tally)).toBe(50);
    expect(qIndexOf(EMPTY_TALLY)).toBeNull();
  });

  it('bands ±5 around the average, grey for an inactive entity', () => {
    expect(bandOf(80, 74, false)).toBe('green');
    expect(bandOf(79, 74, false)).toBe('yellow');
    expect(bandOf(69, 74, false)).toBe('yellow');
    expect(bandOf(68, 74, false)).toBe('red');
    expect(bandOf(95, 74, true)).toBe('grey');
    expect(bandOf(null, 74, false)).toBe('none');
  });

  it('scales the gauge: min(100, 10 × ceil((max + 1) / 10))', () => {
    expect(gaugeMaxOf(0)).toBe(10);
    expect(gaugeMaxOf(9)).toBe(10);
    expect(gaugeMaxOf(86)).toBe(90);
    expect(gaugeMaxOf(89)).toBe(90);
    expect(gaugeMaxOf(90)).toBe(100);
    expect(gaugeMaxOf(100)).toBe(100);
  });

  it('names up to five entities, then only counts them', () => {
    expect(namesOrCount(['A', 'B', 'C', 'D', 'E'])).toEqual({ names: ['A', 'B', 'C', 'D', 'E'], count: 5 });
    expect(namesOrCount(['A', 'B', 'C', 'D', 'E', 'F'])).toEqual({ names: null, count: 6 });
  });

  it('ranks ties alike and leaves entities without a figure unranked', () => {
    expect(ranksOf([70, 92, 70, null, 10])).toEqual([2, 1, 2, null, 4]);
  });
});
