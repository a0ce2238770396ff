import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysFrom,
  endOfLocalDay,
  localDate,
  localInstant,
  weekdayOf,
} from '../../src-jobs/schedule/local-time.ts';

// The answers are remembered (a tick asks the same questions for thousands of entities): asked twice, each
// must still be right, and a caller changing what it got must not change what the next caller gets.
describe('local time, asked again', () => {
  it('gives the same instants across the spring and autumn changes the second time', () => {
    for (let round = 0; round < 2; round++) {
      expect(localInstant('Europe/Stockholm', '2026-03-29', '02:30').toISOString()).toBe(
        '2026-03-29T01:30:00.000Z',
      );
      expect(localInstant('Europe/Stockholm', '2026-10-25', '02:30').toISOString()).toBe(
        '2026-10-25T00:30:00.000Z',
      );
      expect(endOfLocalDay('Europe/Stockholm', '2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
      expect(localDate('Asia/Tokyo', new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-02');
    }
  });

  it('hands each caller a Date and a list of its own', () => {
    const first = localInstant('Europe/London', '2026-06-01', '06:00');
    first.setTime(0);
    expect(localInstant('Europe/London', '2026-06-01', '06:00').toISOString()).toBe(
      '2026-06-01T05:00:00.000Z',
    );
    const end = endOfLocalDay('Europe/London', '2026-06-01');
    end.setTime(0);
    expect(endOfLocalDay('Europe/London', '2026-06-01').toISOString()).toBe('2026-06-01T23:00:00.000Z');
    const days = daysFrom('2026-06-01', '2026-06-03');
    days.push('changed');
    expect(daysFrom('2026-06-01', '2026-06-03')).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
  });

  it('stays right past the number of answers it keeps', () => {
    let day = '2020-01-01';
    for (let i = 0; i < 25_000; i++) day = addDays(day, 1);
    expect(day).toBe('2088-06-12');
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(addDays('2026-11-27', 3)).toBe('2026-11-30');
  });
});
