import { describe, expect, it } from 'vitest';
import {
  fromInstant,
  fromParts,
  untilInstant,
  untilParts,
} from '../../src-web/scenes/AuditTrail/audit-period.ts';

/** An instant at a wall-clock time in this process's time zone (the browser's, for the screen). */
const local = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

describe("the audit trail's period, typed as days and times in the viewer's time zone", () => {
  it('starts a day alone at its first minute and ends it as the next day starts (`to` is exclusive)', () => {
    expect(fromInstant({ day: '2026-11-28', time: '' })).toBe(local(2026, 11, 28));
    expect(untilInstant({ day: '2026-11-28', time: '' })).toBe(local(2026, 11, 29));
    // The last day of a month and of a year go on to the next.
    expect(untilInstant({ day: '2026-12-31', time: '' })).toBe(local(2027, 1, 1));
  });

  it('takes a time as the minute it names, at either end', () => {
    expect(fromInstant({ day: '2026-11-28', time: '07:15' })).toBe(local(2026, 11, 28, 7, 15));
    expect(untilInstant({ day: '2026-11-28', time: '14:30' })).toBe(local(2026, 11, 28, 14, 30));
  });

  it('leaves an end without a day open', () => {
    expect(fromInstant({ day: '', time: '' })).toBeUndefined();
    expect(untilInstant({ day: '', time: '09:00' })).toBeUndefined();
    expect(fromParts(undefined)).toEqual({ day: '', time: '' });
    expect(untilParts('not a time')).toEqual({ day: '', time: '' });
  });

  it('reads an address back as it was typed: a whole day as the day alone', () => {
    for (const end of [
      { day: '2026-11-28', time: '' },
      { day: '2026-11-28', time: '07:15' },
      { day: '2026-03-01', time: '' },
    ]) {
      expect(fromParts(fromInstant(end))).toEqual(end);
      expect(untilParts(untilInstant(end))).toEqual(end);
    }
    // An address made elsewhere (the answer history's link, an older bookmark) reads the same way.
    expect(untilParts(local(2026, 11, 29))).toEqual({ day: '2026-11-28', time: '' });
    expect(fromParts(local(2026, 11, 28, 23, 59))).toEqual({ day: '2026-11-28', time: '23:59' });
  });
});
