import type { ReadModels } from '../../../src-projections/read-models.ts';
import { closeAt, closeDateOf, closeWarningAt } from '../auto-schedule.ts';
import type { DueWork, ScheduledJob } from '../due-work.ts';
import { openAutoInspections } from './open-auto-inspections.ts';

export const CLOSE_WARNING = 'autoCloseWarning';

/**
 * The warning before the automatic close: on the closing day at the type's warning hour, for each open
 * inspection the scheduler started whose type closes automatically and has its warning toggle on (a
 * non-empty autoCloseWarningEmail). The mail itself is the firing's reactor's (close-warning-reactor.ts).
 * After the close a warning is pointless: it is skipped.
 */
export function closeWarningJob(options: { readModels: ReadModels }): ScheduledJob {
  return {
    name: CLOSE_WARNING,
    async due({ from, to }) {
      const works: DueWork[] = [];
      for (const open of await openAutoInspections(options.readModels)) {
        const { type, zone, startDate } = open;
        if (!type.autoShutdown || type.autoCloseWarningEmail.length === 0) continue;
        const dueAt = closeWarningAt(type, zone, startDate);
        const staleAt = closeAt(type, zone, startDate);
        if (!dueAt || !staleAt || dueAt <= from || dueAt > to) continue;
        const period = closeDateOf(type, startDate);
        works.push({ job: CLOSE_WARNING, target: open.inspectionId, period, dueAt, staleAt });
      }
      return works;
    },
    async run() {},
  };
}
