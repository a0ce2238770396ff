import type { CommandHandler } from '../../../src-domain/eventstore/command-handler.ts';
import { inspectionDecider, inspectionStream } from '../../../src-domain/inspection/index.ts';
import type { ReadModels } from '../../../src-projections/read-models.ts';
import { closeAt, closeDateOf } from '../auto-schedule.ts';
import type { DueWork, ScheduledJob } from '../due-work.ts';
import { SCHEDULER_ACTOR } from '../scheduler-actor.ts';
import { openAutoInspections } from './open-auto-inspections.ts';

export const AUTO_CLOSE = 'autoClose';

/**
 * The automatic close (autoShutdown): an inspection the scheduler started and nobody submitted is closed at
 * the type's close time, `autoCloseDelayDays` after its start, in the entity's zone. Never stale: however
 * late the jobs process comes back, an inspection past its close is closed (InspectionClosedAutomatically
 * in its stream; the decider records nothing for one submitted meanwhile).
 */
export function autoCloseJob(options: { readModels: ReadModels; commands: CommandHandler }): ScheduledJob {
  return {
    name: AUTO_CLOSE,
    async due({ to }) {
      const works: DueWork[] = [];
      for (const open of await openAutoInspections(options.readModels)) {
        if (!open.type.autoShutdown) continue;
        const dueAt = closeAt(open.type, open.zone, open.startDate);
        if (!dueAt || dueAt > to) continue;
        const period = closeDateOf(open.type, open.startDate);
        works.push({ job: AUTO_CLOSE, target: open.inspectionId, period, dueAt, staleAt: new Date(8.64e15) });
      }
      return works;
    },
    async run(work, now) {
      await options.commands.handle(
        inspectionDecider,
        inspectionStream(work.target),
        {
          type: 'CloseInspectionAutomatically',
          actor: SCHEDULER_ACTOR,
          now: now.toISOString(),
          closeDate: work.period,
        },
        { actorId: SCHEDULER_ACTOR.id },
      );
    },
  };
}
