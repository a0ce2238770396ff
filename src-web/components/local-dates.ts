import { addDays, isoWeekday } from '../../src-domain/shared/iso-week.ts';
import { isIsoDate } from '../../src-domain/shared/dates.ts';

/**
 * Calendar days (YYYY-MM-DD) written and read the way the app's language writes them (sv 2026-11-27,
 * de 27.11.2026, en-US 11/27/2026), from Intl alone: the browser's own language never decides.
 */
const NUMERIC = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' } as const;
const utc = (day: string) => new Date(`${day}T12:00:00Z`);

export function formatDay(day: string, tag: string): string {
  return isIsoDate(day) ? new Intl.DateTimeFormat(tag, NUMERIC).format(utc(day)) : day;
}

/** The order the language writes year, month and day in. */
function partOrder(tag: string): Array<'year' | 'month' | 'day'> {
  return new Intl.DateTimeFormat(tag, NUMERIC)
    .formatToParts(utc('2026-11-27'))
    .flatMap((part) =>
      part.type === 'year' || part.type === 'month' || part.type === 'day' ? [part.type] : [],
    );
}

/**
 * What a person typed, read in the language's order with any separators: the day, or null when it is no
 * real day. An ISO date is read as such in every language, so a pasted 2026-11-27 is understood too.
 */
export function parseDay(text: string, tag: string): string | null {
  const trimmed = text.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const numbers = trimmed.split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const parts: Record<string, string> = {};
  partOrder(tag).forEach((type, index) => (parts[type] = numbers[index]!));
  const year = parts.year!.length === 2 ? `20${parts.year}` : parts.year!;
  const day = `${year.padStart(4, '0')}-${parts.month!.padStart(2, '0')}-${parts.day!.padStart(2, '0')}`;
  return isIsoDate(day) ? day : null;
}

/** The language's first day of the week (1 Monday ... 7 Sunday), Monday where the browser cannot say. */
export function firstWeekday(tag: string): number {
  const locale = new Intl.Locale(tag) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  return locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay ?? 1;
}

/** The weeks shown for a month (YYYY-MM): whole weeks from the language's first weekday. */
export function monthWeeks(month: string, firstDay: number): string[][] {
  const first = `${month}-01`;
  let start = addDays(first, -((isoWeekday(first) - firstDay + 7) % 7));
  const weeks: string[][] = [];
  while (start.slice(0, 7) <= month || weeks.length === 0) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
    start = addDays(start, 7);
    if (start.slice(0, 7) > month) break;
  }
  return weeks;
}

export const monthName = (month: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(`${month}-01`),
  );
export const weekdayName = (day: string, tag: string, width: 'short' | 'long') =>
  new Intl.DateTimeFormat(tag, { weekday: width, timeZone: 'UTC' }).format(utc(day));
export const longDay = (day: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(utc(day));

/** The month after or before `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const index = +month.slice(0, 4) * 12 + (+month.slice(5, 7) - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function shiftMonthOf(day: string, by: number): string {
  const month = shiftMonth(day.slice(0, 7), by);
  // The same day of the month where it exists, else the month's last.
  for (let d = +day.slice(8, 10); d > 27; d--) {
    const candidate = `${month}-${String(d).padStart(2, '0')}`;
    if (isIsoDate(candidate)) return candidate;
  }
  return `${month}-${day.slice(8, 10)}`;
}

/**
 * The browser's clock, the one place screens read it: what a timer waits for is measured against it (the
 * server's clock decides everything else).
 */
export const browserNow = (): number => Date.now();

/**
 * Today in the browser's own time zone: what a form checks a date against before sending. The server checks
 * again by its clock and the entity's zone, and has the last word.
 */
export function browserToday(): string {
  const now = new Date(browserNow());
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
