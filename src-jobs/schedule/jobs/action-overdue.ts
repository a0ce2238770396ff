import { WrongExpectedVersionError } from '../../../src-domain/eventstore/errors.ts';
import type { EventStore } from '../../../src-domain/eventstore/types.ts';
import { timeZoneOf } from '../../../src-domain/shared/time-zone.ts';
import { actionPlanQueries } from '../../../src-projections/action-plans/queries.ts';
import { hotelQueries } from '../../../src-projections/hotels/queries.ts';
import type { ReadModels } from '../../../src-projections/read-models.ts';
import {
  ACTION_ITEM_BECAME_OVERDUE,
  actionOverdueStream,
  type ActionItemBecameOverdueData,
} from '../../overdue/overdue-events.ts';
import type { DueWork, ScheduledJob } from '../due-work.ts';
import { endOfLocalDay } from '../local-time.ts';
import { SCHEDULER_ACTOR } from '../scheduler-actor.ts';

export const ACTION_OVERDUE = 'actionOverdue';
const NEVER = new Date(8.64e15);

/**
 * Overdue actions: an open action of a sent plan becomes overdue when the last day of its deadline ends in
 * the entity's zone (a deadline of 3 December in Stockholm passes at 4 December 00:00 there). Each such
 * moment within the scheduler's lookback is one period (target: inspection and action, period: the
 * deadline), and its work records ActionItemBecameOverdue once. An action done, verified or removed before
 * then is no longer open, so it is never listed. An action overdue longer than the lookback when a jobs
 * process first sees it (downtime over a week) is not announced; it still shows as overdue and is in the
 * admins' digest, which judge from the deadline.
 */
export function actionOverdueJob(options: { readModels: ReadModels; events: EventStore }): ScheduledJob {
  const works = new Map<string, ActionItemBecameOverdueData>();
  return {
    name: ACTION_OVERDUE,
    async due({ from, to }) {
      const plans = await actionPlanQueries(options.readModels).withOpenActions({});
      const hotels = await hotelQueries(options.readModels).byIds([...new Set(plans.map((p) => p.hotelId))]);
      const zoneOf = new Map(hotels.map((h) => [h._id, timeZoneOf(h)]));
      const due: DueWork[] = [];
      for (const plan of plans) {
        const zone = zoneOf.get(plan.hotelId);
        if (!zone) continue;
        for (const [actionId, item] of Object.entries(plan.items)) {
          if (item.state !== 'open' || !item.deadline) continue;
          const dueAt = endOfLocalDay(zone, item.deadline);
          if (dueAt <= from || dueAt > to) continue;
          const target = `${plan._id}.${actionId}`;
          works.set(`${target}.${item.deadline}`, {
            inspectionId: plan._id,
            organizationId: plan.organizationId,
            hotelId: plan.hotelId,
            actionId,
            deadline: item.deadline,
            ownerId: item.ownerId,
            overdueSince: dueAt.toISOString(),
          });
          // Never stale: an action that went overdue during a short downtime is announced late, not never.
          due.push({ job: ACTION_OVERDUE, target, period: item.deadline, dueAt, staleAt: NEVER });
        }
      }
      return due;
    },
    async run(work) {
      const data = works.get(`${work.target}.${work.period}`);
      if (!data) return;
      try {
        await options.events.append(
          actionOverdueStream(data.inspectionId, data.actionId, data.deadline),
          [
            {
              type: ACTION_ITEM_BECAME_OVERDUE,
              data: { ...data },
              metadata: { actorId: SCHEDULER_ACTOR.id },
            },
          ],
          { expected: 'no_stream' },
        );
      } catch (error) {
        // Recorded already (a second process, or a crash between this and the firing's record).
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      }
      works.delete(`${work.target}.${work.period}`);
    },
  };
}
