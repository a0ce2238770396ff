import { describe, expect, it } from 'vitest';
import { firstWeekday, formatDay, monthWeeks, parseDay } from '../../src-web/components/local-dates.ts';

/** DateField writes and reads a day the way the app's language does, whatever the browser's language is. */
describe('days in the app’s language', () => {
  it('writes a day as Swedish, German and American English write it', () => {
    expect(formatDay('2026-12-24', 'sv-SE')).toBe('2026-12-24');
    expect(formatDay('2026-12-24', 'de-DE')).toBe('24.12.2026');
    expect(formatDay('2026-12-24', 'en-US')).toBe('12/24/2026');
  });

  it('reads what is typed in the language’s order, with any separators, and an ISO day in every language', () => {
    expect(parseDay('24.12.2026', 'de-DE')).toBe('2026-12-24');
    expect(parseDay('3.1.2027', 'de-DE')).toBe('2027-01-03');
    expect(parseDay('12/24/2026', 'en-US')).toBe('2026-12-24');
    expect(parseDay('24/12/2026', 'en-GB')).toBe('2026-12-24');
    expect(parseDay('2026-12-24', 'de-DE')).toBe('2026-12-24');
    expect(parseDay('2026 12 24', 'sv-SE')).toBe('2026-12-24');
  });

  it('refuses what is no day rather than guessing one', () => {
    expect(parseDay('31.02.2026', 'de-DE')).toBeNull();
    expect(parseDay('12/24/2026', 'de-DE')).toBeNull();
    expect(parseDay('morgen', 'de-DE')).toBeNull();
    expect(parseDay('24.12', 'de-DE')).toBeNull();
  });

  it('starts the calendar week on the language’s first day, every week whole', () => {
    expect(firstWeekday('de-DE')).toBe(1);
    expect(firstWeekday('en-US')).toBe(7);
    const weeks = monthWeeks('2026-11', 1);
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-06');
    expect(monthWeeks('2026-11', 7)[0]![0]).toBe('2026-11-01');
  });
});
