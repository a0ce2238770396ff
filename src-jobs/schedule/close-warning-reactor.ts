import { DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';
import { CLOSE_WARNING } from './jobs/close-warning.ts';
import { notificationRecipients } from './notification-recipients.ts';
import { SCHEDULED_WORK_FIRED, type ScheduledWorkData } from './scheduled-work-events.ts';

export const CLOSE_WARNING_TEMPLATE = 'autoCloseWarning';

/**
 * A close warning fired -> one mail to each address of the type's and the entity's autoCloseWarningEmail
 * (in the product's default language: a list is addresses, not people). Nothing when the inspection was
 * submitted or deleted meanwhile; the outbox keys each mail by the firing, which exists once per period.
 */
export function closeWarningReactor(options: { readModels: ReadModels }): Reactor {
  return {
    name: REACTOR_NAMES.autoCloseWarning,
    eventTypes: [SCHEDULED_WORK_FIRED],
    readModels: ['inspections', 'hotels', 'inspectionTypes'],
    async react(recorded) {
      const work = recorded.data as ScheduledWorkData;
      if (work.job !== CLOSE_WARNING) return null;
      const inspection = await inspectionQueries(options.readModels).byId(work.target);
      if (!inspection || inspection.agentEndTime) return null;
      const [type, hotel] = await Promise.all([
        inspectionTypeQueries(options.readModels).byId(inspection.inspectionType.inspectionTypeId),
        hotelQueries(options.readModels).byId(inspection.hotelId),
      ]);
      if (!type || !hotel || !type.autoCloseTime) return null;
      const params = {
        language: DEFAULT_LOCALE,
        hotel: hotel.name,
        type: inspection.inspectionType.name,
        startDate: inspection.startDate,
        closeDate: work.period,
        closeTime: type.autoCloseTime,
        path: `/sessions/${work.target}`,
      };
      return notificationRecipients(type.autoCloseWarningEmail, hotel.autoCloseWarningEmail).map((to) => ({
        template: CLOSE_WARNING_TEMPLATE,
        to,
        params,
      }));
    },
  };
}
