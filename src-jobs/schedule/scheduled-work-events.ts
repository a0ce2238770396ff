import type { DueWork, SkipReason } from './due-work.ts';

export const SCHEDULED_WORK_FIRED = 'ScheduledWorkFired';
export const SCHEDULED_WORK_SKIPPED = 'ScheduledWorkSkipped';

export interface ScheduledWorkData {
  job: string;
  target: string;
  period: string;
  dueAt: string;
}

export type ScheduledWorkEvent =
  | { type: typeof SCHEDULED_WORK_FIRED; data: ScheduledWorkData & { firedAt: string } }
  | {
      type: typeof SCHEDULED_WORK_SKIPPED;
      data: ScheduledWorkData & { skippedAt: string; reason: SkipReason };
    };

export const SCHEDULED_WORK_CATEGORY = 'scheduledWork';

/**
 * One stream per (job, target, period), appended once with expected version "no stream": whichever process
 * records a period first owns it, every other append of it is refused, so nothing fires twice.
 */
export const scheduledWorkStream = (work: Pick<DueWork, 'job' | 'target' | 'period'>): string =>
  `${SCHEDULED_WORK_CATEGORY}-${work.job}.${work.target}.${work.period}`;

export const scheduledWorkData = (work: DueWork): ScheduledWorkData => ({
  job: work.job,
  target: work.target,
  period: work.period,
  dueAt: work.dueAt.toISOString(),
});
