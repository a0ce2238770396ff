import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { safeQQueries } from '../../src-projections/safeq/queries.ts';
import { listRecipients } from '../mail/list-recipients.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';
import { SAFEQ_DAILY_REPORT } from './jobs/safeq-daily-report.ts';
import { SCHEDULED_WORK_FIRED, type ScheduledWorkData } from './scheduled-work-events.ts';

export const SAFEQ_DAILY_REPORT_TEMPLATE = 'safeQDailyReport';

/**
 * A Safe Q daily report fired -> when the type had a round at its entity that day, the day's report to each
 * address of the type's and the entity's reportEmail, each once, in its reader's language (an active user's
 * own, any other address the product's default). A day without a round mails nothing: "no round" every day
 * of a type not run at weekends would be noise. Keyed by the firing: once per type and day.
 */
export function safeQDailyReportReactor(options: { readModels: ReadModels }): Reactor {
  const { readModels } = options;
  return {
    name: REACTOR_NAMES.safeQDailyReport,
    eventTypes: [SCHEDULED_WORK_FIRED],
    readModels: ['inspectionTypes', 'hotels', 'safeQDays', 'inspections', 'users'],
    async react(recorded) {
      const work = recorded.data as ScheduledWorkData;
      if (work.job !== SAFEQ_DAILY_REPORT) return null;
      const type = await inspectionTypeQueries(readModels).byId(work.target);
      const hotel = type?.hotelId ? await hotelQueries(readModels).byId(type.hotelId) : null;
      // The toggle as it is now: turned off since the firing, nothing goes.
      if (!type || !hotel || type.reportType !== 'safeQ' || type.reportEmail.length === 0) return null;
      const rounds = (await safeQQueries(readModels).onDay(hotel._id, work.period)).filter(
        (d) => d.inspectionTypeId === type._id,
      );
      if (rounds.length === 0) return null;
      const params = {
        hotelId: hotel._id,
        hotel: hotel.name,
        inspectionTypeId: type._id,
        type: type.name,
        date: work.period,
      };
      return (await listRecipients(readModels, type.reportEmail, hotel.reportEmail)).map(
        ({ to, language }) => ({
          template: SAFEQ_DAILY_REPORT_TEMPLATE,
          to,
          params: { ...params, language },
          organizationId: hotel.organizationId,
        }),
      );
    },
  };
}
