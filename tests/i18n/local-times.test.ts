import { describe, expect, it } from 'vitest';
import { parseTime } from '../../src-web/components/local-times.ts';

/** TimeField reads a time of day as people type it and writes it as HH:mm, in every language. */
describe('times of day as typed', () => {
  it('reads hours alone, hours and minutes with or without a separator, as HH:mm', () => {
    expect(parseTime('9')).toBe('09:00');
    expect(parseTime('09')).toBe('09:00');
    expect(parseTime('9:30')).toBe('09:30');
    expect(parseTime('9.30')).toBe('09:30');
    expect(parseTime('0930')).toBe('09:30');
    expect(parseTime('930')).toBe('09:30');
    expect(parseTime('1745')).toBe('17:45');
    expect(parseTime(' 23:59 ')).toBe('23:59');
    expect(parseTime('0:05')).toBe('00:05');
  });

  it('refuses what is not a time of day on a 24-hour clock', () => {
    for (const typed of ['24:00', '12:60', '9:3', '12345', '9:30 PM', 'noon', '', '12:30:00', '-1'])
      expect(parseTime(typed), typed).toBeNull();
  });
});
