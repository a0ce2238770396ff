import type { InspectionEvent } from '../../src-domain/inspection/index.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';

export const ASSIGNMENT_TEMPLATE = 'inspectionAssigned';

type Assigning = Extract<InspectionEvent, { type: 'InspectionCreated' | 'InspectionRescheduled' }>;

/**
 * An inspection given to an agent -> one mail to them, in their language, with its link: at creation when
 * "send a notification" was asked for (a follow-up's agent is mailed with its action plan instead), and on
 * every reassignment to someone else. Nothing for an inspection left to any agent, one deleted since, or an
 * agent gone or deactivated; the outbox keys the mail by the event, so a replay sends nothing twice.
 */
export function assignmentReactor(options: { readModels: ReadModels }): Reactor {
  return {
    name: REACTOR_NAMES.assignment,
    eventTypes: ['InspectionCreated', 'InspectionRescheduled'],
    readModels: ['inspections', 'hotels', 'users'],
    async react(recorded) {
      const event = { type: recorded.type, data: recorded.data } as Assigning;
      const userId =
        event.type === 'InspectionCreated'
          ? event.data.shouldSendNotification && !event.data.followUpToInspectionId
            ? event.data.userId
            : null
          : (event.data.changes.userId ?? null);
      if (!userId) return null;
      const inspectionId = recorded.stream.slice('inspection-'.length);
      const inspection = await inspectionQueries(options.readModels).byId(inspectionId);
      // Reassigned again since: the later event mails the agent it names.
      if (!inspection || inspection.userId !== userId) return null;
      const [agent, hotel] = await Promise.all([
        userQueries(options.readModels).byId(userId),
        hotelQueries(options.readModels).byId(inspection.hotelId),
      ]);
      if (!agent || agent.role === 'deactivated' || !hotel) return null;
      return {
        template: ASSIGNMENT_TEMPLATE,
        to: agent.email,
        params: {
          name: agent.name,
          language: agent.language,
          hotel: hotel.name,
          type: inspection.inspectionType.name,
          startDate: inspection.startDate,
          startHour: inspection.startHour,
          path: `/sessions/${inspectionId}`,
        },
        organizationId: hotel.organizationId,
      };
    },
  };
}
