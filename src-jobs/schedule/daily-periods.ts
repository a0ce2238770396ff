import type { DueWork } from './due-work.ts';
import { daysFrom, endOfLocalDay, localDate, localInstant } from './local-time.ts';

/**
 * The periods of a job that runs once a day at a wall-clock time in a zone, within a tick's window, none
 * before `since` (the target's creation: nothing is due for days before it existed). Each goes stale at the
 * end of its local day: a digest not sent that day is replaced by the next day's.
 */
export function dailyPeriods(
  job: string,
  target: string,
  zone: string,
  time: string,
  since: Date,
  { from, to }: { from: Date; to: Date },
): DueWork[] {
  const start = new Date(Math.max(from.getTime(), since.getTime()));
  const works: DueWork[] = [];
  for (const day of daysFrom(localDate(zone, start), localDate(zone, to))) {
    const dueAt = localInstant(zone, day, time);
    if (dueAt <= start || dueAt > to) continue;
    works.push({ job, target, period: day, dueAt, staleAt: endOfLocalDay(zone, day) });
  }
  return works;
}
