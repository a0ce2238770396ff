import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import { organizationQueries } from '../../src-projections/organizations/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { listRecipients } from '../mail/list-recipients.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';
import { INCOMPLETE_DIGEST } from './jobs/incomplete-digest.ts';
import { REMINDER_LIST_LIMIT } from './reminder-reactor.ts';
import { SCHEDULED_WORK_FIRED, type ScheduledWorkData } from './scheduled-work-events.ts';

export const INCOMPLETE_DIGEST_TEMPLATE = 'incompleteDigest';

/**
 * An entity's incomplete digest fired -> its inspections whose start day is before the digest's day and
 * that no agent submitted (of every type), at most 50 with the count of all, to each address of the
 * organization's incompleteEmail. No mail when there are none. Keyed by the firing: once per entity and day.
 */
export function incompleteDigestReactor(options: { readModels: ReadModels }): Reactor {
  const { readModels } = options;
  return {
    name: REACTOR_NAMES.incomplete,
    eventTypes: [SCHEDULED_WORK_FIRED],
    readModels: ['inspections', 'hotels', 'organizations', 'users'],
    async react(recorded) {
      const work = recorded.data as ScheduledWorkData;
      if (work.job !== INCOMPLETE_DIGEST) return null;
      const hotel = await hotelQueries(readModels).byId(work.target);
      const organization = hotel && (await organizationQueries(readModels).byId(hotel.organizationId));
      if (!hotel || !organization || organization.incompleteEmail.length === 0) return null;
      const filter = { hotelId: hotel._id, agentEndTime: null, startDate: { $lt: work.period } };
      const queries = inspectionQueries(readModels);
      const [open, count] = await Promise.all([
        queries.summariesNewestFirst(filter, { skip: 0, limit: REMINDER_LIST_LIMIT }),
        queries.count(filter),
      ]);
      if (count === 0) return null;
      const params = {
        hotel: hotel.name,
        date: work.period,
        count: String(count),
        // One line each: "date hour path type"; the template turns the path into a link.
        inspections: open
          .map((i) => `${i.startDate} ${i.startHour} /sessions/${i._id} ${i.inspectionType.name}`)
          .join('\n'),
      };
      return (await listRecipients(readModels, organization.incompleteEmail)).map(({ to, language }) => ({
        template: INCOMPLETE_DIGEST_TEMPLATE,
        to,
        params: { ...params, language },
        organizationId: organization._id,
      }));
    },
  };
}
