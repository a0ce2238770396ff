/**
 * Calendar days (YYYY-MM-DD) and ISO weeks (Monday to Sunday; week 1 holds the year's first Thursday), computed
 * on the date alone, so a day means the same wherever the server runs. An inspection's start date is already its
 * entity's local date; only "today" needs the entity's time zone (`localDay`).
 */
const DAY_MS = 86_400_000;

const toEpochDay = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS;
const fromEpochDay = (epochDay: number) => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromEpochDay(toEpochDay(day) + days);
}

/** 1 Monday to 7 Sunday (administration §9: weekdays 1 to 7, Monday first). */
export function isoWeekday(day: string): number {
  // 1970-01-01 was a Thursday.
  return ((((toEpochDay(day) + 3) % 7) + 7) % 7) + 1;
}

export interface IsoWeek {
  /** `2026-W53`: sorts in time order; what read models index by. */
  key: string;
  year: number;
  week: number;
  /** Its Monday and Sunday. */
  start: string;
  end: string;
}

export function isoWeekOf(day: string): IsoWeek {
  const start = addDays(day, 1 - isoWeekday(day));
  const thursday = addDays(start, 3);
  const year = +thursday.slice(0, 4);
  const week = Math.floor((toEpochDay(thursday) - toEpochDay(`${year}-01-01`)) / 7) + 1;
  return { key: `${year}-W${String(week).padStart(2, '0')}`, year, week, start, end: addDays(start, 6) };
}

/** The week `count` weeks before (negative: after) the one holding `day`. */
export function weeksBefore(day: string, count: number): IsoWeek {
  return isoWeekOf(addDays(isoWeekOf(day).start, -7 * count));
}

/** The calendar day it is at `instant` in an IANA time zone. */
export function localDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Administration §9: the daily report's default day is yesterday, in the entity's time zone. */
export function defaultDailyDay(instant: Date, timeZone: string): string {
  return addDays(localDay(instant, timeZone), -1);
}

/** Administration §9: the weekly report's default day is the end (Sunday) of the last whole ISO week. */
export function defaultWeeklyDay(instant: Date, timeZone: string): string {
  const today = localDay(instant, timeZone);
  return addDays(today, -isoWeekday(today));
}
