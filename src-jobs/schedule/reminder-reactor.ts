import { DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';
import { DAILY_REMINDER } from './jobs/daily-reminder.ts';
import { notificationRecipients } from './notification-recipients.ts';
import { SCHEDULED_WORK_FIRED, type ScheduledWorkData } from './scheduled-work-events.ts';

export const DAILY_REMINDER_TEMPLATE = 'dailyReminder';
/** The most inspections one reminder lists; the count says how many there are in all. */
export const REMINDER_LIST_LIMIT = 50;

/**
 * A daily reminder fired -> the type's inspections at the entity that have started (on or before that day)
 * and that no agent has submitted, to each address of the type's and the entity's reminderEmail (default
 * language, as every list's mail). No mail when there are none.
 */
export function reminderReactor(options: { readModels: ReadModels }): Reactor {
  return {
    name: REACTOR_NAMES.dailyReminder,
    eventTypes: [SCHEDULED_WORK_FIRED],
    readModels: ['inspections', 'hotels', 'inspectionTypes'],
    async react(recorded) {
      const work = recorded.data as ScheduledWorkData;
      if (work.job !== DAILY_REMINDER) return null;
      const type = await inspectionTypeQueries(options.readModels).byId(work.target);
      const hotel = type?.hotelId ? await hotelQueries(options.readModels).byId(type.hotelId) : null;
      if (!type || !hotel) return null;
      const filter = {
        hotelId: hotel._id,
        'inspectionType.inspectionTypeId': type._id,
        agentEndTime: null,
        startDate: { $lte: work.period },
      };
      const queries = inspectionQueries(options.readModels);
      const [open, count] = await Promise.all([
        queries.summariesNewestFirst(filter, { skip: 0, limit: REMINDER_LIST_LIMIT }),
        queries.count(filter),
      ]);
      if (count === 0) return null;
      const params = {
        language: DEFAULT_LOCALE,
        hotel: hotel.name,
        type: type.name,
        date: work.period,
        count: String(count),
        // One line each: "date hour path"; the template turns the path into a link.
        inspections: open.map((i) => `${i.startDate} ${i.startHour} /sessions/${i._id}`).join('\n'),
      };
      return notificationRecipients(type.reminderEmail, hotel.reminderEmail).map((to) => ({
        template: DAILY_REMINDER_TEMPLATE,
        to,
        params,
      }));
    },
  };
}
