import { isoWeekOf } from '../../../src-domain/shared/iso-week.ts';
import { timeZoneOf } from '../../../src-domain/shared/time-zone.ts';
import { hotelQueries } from '../../../src-projections/hotels/queries.ts';
import { organizationQueries } from '../../../src-projections/organizations/queries.ts';
import type { ReadModels } from '../../../src-projections/read-models.ts';
import type { DueWork, ScheduledJob } from '../due-work.ts';
import { addDays, daysFrom, endOfLocalDay, localDate, localInstant, weekdayOf } from '../local-time.ts';

export const WEEKLY_RANKING = 'weeklyRanking';
/** Monday morning (administration §9), before the week's work begins, in the organization's zone. */
export const WEEKLY_RANKING_TIME = '07:00';

/**
 * The Monday-morning aggregated weekly mail: for each organization with a non-empty reportEmail, at 07:00 on
 * Monday the ranking of the ISO week that just ended. An organization has no zone of its own: it counts in
 * its first entity's (by name, as the organization report screen counts its default week); without entities
 * it has nothing to rank and nothing is due. The period is the week reported (`2026-W48`), so each
 * organization and week mails at most once; a mail not sent on its Monday is skipped (the report stays on
 * the screen, and a Monday mail on Thursday helps nobody).
 */
export function weeklyRankingJob(options: { readModels: ReadModels }): ScheduledJob {
  return {
    name: WEEKLY_RANKING,
    async due({ from, to }) {
      const organizations = (await organizationQueries(options.readModels).all()).filter(
        (o) => o.reportEmail.length > 0,
      );
      const works: DueWork[] = [];
      for (const organization of organizations) {
        const [first] = await hotelQueries(options.readModels).inOrganization(organization._id, {});
        if (!first) continue;
        const zone = timeZoneOf(first);
        // No report of the weeks before the organization existed.
        const firstDay = localDate(zone, new Date(organization.createdAt));
        for (const monday of daysFrom(localDate(zone, from), localDate(zone, to))) {
          if (weekdayOf(monday) !== 1) continue;
          const week = isoWeekOf(addDays(monday, -1));
          const dueAt = localInstant(zone, monday, WEEKLY_RANKING_TIME);
          if (week.end < firstDay || dueAt <= from || dueAt > to) continue;
          works.push({
            job: WEEKLY_RANKING,
            target: organization._id,
            period: week.key,
            dueAt,
            staleAt: endOfLocalDay(zone, monday),
          });
        }
      }
      return works;
    },
    async run() {},
  };
}
