import { timeZoneOf } from '../../../src-domain/shared/time-zone.ts';
import { hotelQueries } from '../../../src-projections/hotels/queries.ts';
import { inspectionTypeQueries } from '../../../src-projections/inspection-types/queries.ts';
import type { ReadModels } from '../../../src-projections/read-models.ts';
import type { DueWork, ScheduledJob } from '../due-work.ts';
import { daysFrom, endOfLocalDay, localDate, localInstant } from '../local-time.ts';

export const DAILY_REMINDER = 'dailyReminder';
/** The reminder's hour in the entity's zone: the type has no setting for it. */
export const REMINDER_TIME = '08:00';

/**
 * The daily reminder: each day at 08:00 in the entity's zone, for each type whose reminder toggle is on (a
 * non-empty reminderEmail). Its reactor (reminder-reactor.ts) mails the inspections of the type at the
 * entity started and not finished, or nothing when there are none. A reminder not sent the same local day
 * is skipped: the next day's lists the same inspections.
 */
export function dailyReminderJob(options: { readModels: ReadModels }): ScheduledJob {
  return {
    name: DAILY_REMINDER,
    async due({ from, to }) {
      const types = await inspectionTypeQueries(options.readModels).notifying('reminderEmail');
      const hotels = await hotelQueries(options.readModels).byIds([...new Set(types.map((t) => t.hotelId!))]);
      const hotelById = new Map(hotels.map((h) => [h._id, h]));
      const works: DueWork[] = [];
      for (const type of types) {
        const hotel = hotelById.get(type.hotelId!);
        if (!hotel) continue;
        const zone = timeZoneOf(hotel);
        // A type reminds of nothing for the days before it existed.
        const since = new Date(Math.max(from.getTime(), Date.parse(type.createdAt)));
        for (const day of daysFrom(localDate(zone, since), localDate(zone, to))) {
          const dueAt = localInstant(zone, day, REMINDER_TIME);
          if (dueAt <= since || dueAt > to) continue;
          works.push({
            job: DAILY_REMINDER,
            target: type._id,
            period: day,
            dueAt,
            staleAt: endOfLocalDay(zone, day),
          });
        }
      }
      return works;
    },
    async run() {},
  };
}
