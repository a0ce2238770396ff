import { DateTime } from 'luxon';

/**
 * Local calendar arithmetic in an entity's IANA zone, done by luxon so no offset is ever computed by hand.
 * Dates are YYYY-MM-DD, times HH:mm, both the entity's wall clock.
 *
 * Every answer is remembered: a scheduler tick asks the same few questions (this zone's day at the tick,
 * 06:00 on that day in that zone) for each of thousands of entities, and luxon's zone conversions were four
 * fifths of an idle tick's time. The answers are pure functions of their arguments (the zone rules of the
 * running process), so a remembered one is always right; the memory is bounded by starting afresh when full.
 */

const REMEMBERED = 20_000;

function remembered<A extends unknown[], R>(key: (...args: A) => string, compute: (...args: A) => R) {
  const answers = new Map<string, R>();
  return (...args: A): R => {
    const k = key(...args);
    const known = answers.get(k);
    if (known !== undefined) return known;
    if (answers.size >= REMEMBERED) answers.clear();
    const answer = compute(...args);
    answers.set(k, answer);
    return answer;
  };
}

/** The entity's calendar day at an instant. */
export const localDate: (zone: string, at: Date) => string = remembered(
  (zone: string, at: Date) => `${zone}|${at.getTime()}`,
  (zone: string, at: Date) => DateTime.fromJSDate(at, { zone }).toISODate()!,
);

/**
 * The instant a wall-clock time happens on a day. On the spring day a time inside the gap (02:30 in
 * Stockholm on 2026-03-29) does not exist: luxon moves it forward by the gap, so it happens at 03:30. On the
 * autumn day a time in the repeated hour (02:30 on 2026-10-25) happens twice: the first one is taken (summer
 * time), so nothing waits an extra hour; the period is the day, so the second 02:30 never fires again.
 */
export function localInstant(zone: string, date: string, time: string): Date {
  // A Date is mutable: each caller gets its own.
  return new Date(localInstantMs(zone, date, time));
}

const localInstantMs = remembered(
  (zone: string, date: string, time: string) => `${zone}|${date}|${time}`,
  (zone: string, date: string, time: string): number => {
    const local = DateTime.fromISO(`${date}T${time}`, { zone });
    if (!local.isValid) throw new Error(`No local time ${date} ${time} in ${zone}: ${local.invalidReason}`);
    return local
      .getPossibleOffsets()
      .reduce((a, b) => (b.toMillis() < a.toMillis() ? b : a), local)
      .toMillis();
  },
);

/** The instant the day after `date` begins: a day may last 23 or 25 hours. */
export function endOfLocalDay(zone: string, date: string): Date {
  return new Date(endOfLocalDayMs(zone, date));
}

const endOfLocalDayMs = remembered(
  (zone: string, date: string) => `${zone}|${date}`,
  (zone: string, date: string): number =>
    DateTime.fromISO(date, { zone }).plus({ days: 1 }).startOf('day').toMillis(),
);

export const addDays: (date: string, days: number) => string = remembered(
  (date: string, days: number) => `${date}|${days}`,
  (date: string, days: number) => DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!,
);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween: (from: string, to: string) => number = remembered(
  (from: string, to: string) => `${from}|${to}`,
  (from: string, to: string) =>
    Math.round(
      DateTime.fromISO(to, { zone: 'UTC' }).diff(DateTime.fromISO(from, { zone: 'UTC' }), 'days').days,
    ),
);

/** ISO weekday: 1 Monday to 7 Sunday. */
export const weekdayOf: (date: string) => number = remembered(
  (date: string) => date,
  (date: string) => DateTime.fromISO(date, { zone: 'UTC' }).weekday,
);

/** Every calendar day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  return [...daysFromTo(from, to)];
}

const daysFromTo = remembered(
  (from: string, to: string) => `${from}|${to}`,
  (from: string, to: string): readonly string[] => {
    const days: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
    return days;
  },
);
