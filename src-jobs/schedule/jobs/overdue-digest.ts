import { isOverdue } from '../../../src-domain/report/action-counts.ts';
import { timeZoneOf } from '../../../src-domain/shared/time-zone.ts';
import { actionPlanQueries } from '../../../src-projections/action-plans/queries.ts';
import { hotelQueries } from '../../../src-projections/hotels/queries.ts';
import type { ReadModels } from '../../../src-projections/read-models.ts';
import { dailyPeriods } from '../daily-periods.ts';
import type { ScheduledJob } from '../due-work.ts';
import { localDate } from '../local-time.ts';

export const OVERDUE_DIGEST = 'overdueDigest';
/** The escalation's hour in the entity's zone: the morning after an action went overdue at midnight. */
export const OVERDUE_DIGEST_TIME = '08:00';

/**
 * The escalation of overdue actions: each day at 08:00 in the entity's zone, for each entity that has an
 * open action past its deadline now. Its reactor (overdue-digest-reactor.ts) mails each of the entity's
 * admins one digest of them. Stale at the end of the local day: the next day's digest lists the same actions.
 */
export function overdueDigestJob(options: { readModels: ReadModels }): ScheduledJob {
  return {
    name: OVERDUE_DIGEST,
    async due(window) {
      const plans = await actionPlanQueries(options.readModels).withOpenActions({});
      const hotels = await hotelQueries(options.readModels).byIds([...new Set(plans.map((p) => p.hotelId))]);
      const zoneOf = new Map(hotels.map((h) => [h._id, timeZoneOf(h)]));
      const late = new Set<string>();
      for (const plan of plans) {
        const zone = zoneOf.get(plan.hotelId);
        const today = zone && localDate(zone, window.to);
        if (today && Object.values(plan.items).some((item) => isOverdue(item, today))) late.add(plan.hotelId);
      }
      return hotels
        .filter((h) => late.has(h._id))
        .flatMap((hotel) =>
          dailyPeriods(
            OVERDUE_DIGEST,
            hotel._id,
            timeZoneOf(hotel),
            OVERDUE_DIGEST_TIME,
            new Date(hotel.createdAt),
            window,
          ),
        );
    },
    async run() {},
  };
}
