import { timeZoneOf } from '../../../src-domain/shared/time-zone.ts';
import { hotelQueries } from '../../../src-projections/hotels/queries.ts';
import { inspectionTypeQueries } from '../../../src-projections/inspection-types/queries.ts';
import type { ReadModels } from '../../../src-projections/read-models.ts';
import type { DueWork, ScheduledJob } from '../due-work.ts';
import { addDays, daysFrom, endOfLocalDay, localDate, localInstant } from '../local-time.ts';

export const SAFEQ_DAILY_REPORT = 'safeQDailyReport';
/**
 * The hour of the mail, the morning after the round's day, in the entity's zone: a round closes on its own
 * day (autoCloseTime, at the latest midnight), so by then it has ended, and 06:00 is before the morning's
 * work begins. The daily report screen also opens on yesterday by default.
 */
export const SAFEQ_DAILY_REPORT_TIME = '06:00';

/**
 * The Safe Q daily report mail: for each Safe Q type at an entity whose daily-report toggle is on (a
 * non-empty reportEmail), the day's report at 06:00 the next morning. The period is the round's day, so each
 * (type, day) mails at most once. Its reactor (safeq-daily-report-reactor.ts) mails nothing for a day without
 * a round. A mail not sent on its morning's local day is skipped: the report stays on the screen.
 */
export function safeQDailyReportJob(options: { readModels: ReadModels }): ScheduledJob {
  return {
    name: SAFEQ_DAILY_REPORT,
    async due({ from, to }) {
      const types = (await inspectionTypeQueries(options.readModels).notifying('reportEmail')).filter(
        (t) => t.reportType === 'safeQ',
      );
      const hotels = await hotelQueries(options.readModels).byIds([...new Set(types.map((t) => t.hotelId!))]);
      const hotelById = new Map(hotels.map((h) => [h._id, h]));
      const works: DueWork[] = [];
      for (const type of types) {
        const hotel = hotelById.get(type.hotelId!);
        if (!hotel) continue;
        const zone = timeZoneOf(hotel);
        // No report of the days before the type existed.
        const firstDay = localDate(zone, new Date(type.createdAt));
        for (const sendDay of daysFrom(localDate(zone, from), localDate(zone, to))) {
          const day = addDays(sendDay, -1);
          const dueAt = localInstant(zone, sendDay, SAFEQ_DAILY_REPORT_TIME);
          if (day < firstDay || dueAt <= from || dueAt > to) continue;
          works.push({
            job: SAFEQ_DAILY_REPORT,
            target: type._id,
            period: day,
            dueAt,
            staleAt: endOfLocalDay(zone, sendDay),
          });
        }
      }
      return works;
    },
    async run() {},
  };
}
