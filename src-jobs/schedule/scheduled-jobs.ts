import type { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import type { EventStore } from '../../src-domain/eventstore/types.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { ScheduledJob } from './due-work.ts';
import { actionOverdueJob } from './jobs/action-overdue.ts';
import { overdueDigestJob } from './jobs/overdue-digest.ts';
import { autoCloseJob } from './jobs/auto-close.ts';
import { autoStartJob, type StartInspection } from './jobs/auto-start.ts';
import { closeWarningJob } from './jobs/close-warning.ts';
import { dailyReminderJob } from './jobs/daily-reminder.ts';
import { incompleteDigestJob } from './jobs/incomplete-digest.ts';
import { safeQDailyReportJob } from './jobs/safeq-daily-report.ts';
import { weeklyRankingJob } from './jobs/weekly-ranking.ts';

/** How often the jobs role asks for due work: a firing is at most this late. */
export const DUE_WORK_INTERVAL_MS = 60 * 1000;

/**
 * Every job of the scheduler, in the order a tick runs them: starts before closes, so a tick that catches up
 * a whole day opens before it closes; the warning before the close it announces.
 */
export function scheduledJobs(options: {
  readModels: ReadModels;
  commands: CommandHandler;
  events: EventStore;
  start: StartInspection;
}): ScheduledJob[] {
  return [
    autoStartJob({ readModels: options.readModels, start: options.start }),
    closeWarningJob({ readModels: options.readModels }),
    autoCloseJob({ readModels: options.readModels, commands: options.commands }),
    dailyReminderJob({ readModels: options.readModels }),
    incompleteDigestJob({ readModels: options.readModels }),
    safeQDailyReportJob({ readModels: options.readModels }),
    weeklyRankingJob({ readModels: options.readModels }),
    actionOverdueJob({ readModels: options.readModels, events: options.events }),
    overdueDigestJob({ readModels: options.readModels }),
  ];
}
