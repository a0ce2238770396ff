import { timeZoneOf } from '../../../src-domain/shared/time-zone.ts';
import { hotelQueries } from '../../../src-projections/hotels/queries.ts';
import { organizationQueries } from '../../../src-projections/organizations/queries.ts';
import type { ReadModels } from '../../../src-projections/read-models.ts';
import type { ScheduledJob } from '../due-work.ts';
import { dailyPeriods } from '../daily-periods.ts';

export const INCOMPLETE_DIGEST = 'incompleteDigest';
/** The digest's hour in the entity's zone (administration §9: daily; the organization has no setting). */
export const INCOMPLETE_DIGEST_TIME = '07:00';

/**
 * The daily incomplete-inspections digest: each day at 07:00 in each entity's zone, for every entity of an
 * organization whose incompleteEmail is not empty (its toggle). Its reactor (incomplete-digest-reactor.ts)
 * lists the entity's inspections whose day is past and that nobody submitted, or mails nothing.
 */
export function incompleteDigestJob(options: { readModels: ReadModels }): ScheduledJob {
  return {
    name: INCOMPLETE_DIGEST,
    async due(window) {
      const organizations = (await organizationQueries(options.readModels).all()).filter(
        (o) => o.incompleteEmail.length > 0,
      );
      if (organizations.length === 0) return [];
      const hotels = await hotelQueries(options.readModels).inScope({
        organizationId: { $in: organizations.map((o) => o._id) },
      });
      return hotels.flatMap((hotel) =>
        dailyPeriods(
          INCOMPLETE_DIGEST,
          hotel._id,
          timeZoneOf(hotel),
          INCOMPLETE_DIGEST_TIME,
          new Date(hotel.createdAt),
          window,
        ),
      );
    },
    async run() {},
  };
}
