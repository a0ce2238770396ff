import { WrongExpectedVersionError } from '../../src-domain/eventstore/errors.ts';
import type { EventStore } from '../../src-domain/eventstore/types.ts';
import type { Clock } from '../../src-domain/shared/clock.ts';
import type { DueWork, ScheduledJob } from './due-work.ts';
import {
  SCHEDULED_WORK_FIRED,
  SCHEDULED_WORK_SKIPPED,
  scheduledWorkData,
  scheduledWorkStream,
} from './scheduled-work-events.ts';
import { SCHEDULER_ACTOR } from './scheduler-actor.ts';

/**
 * How far back a tick looks for periods nobody recorded: a jobs process down longer than this loses the
 * older periods without a trace (nothing due then is of use a week later). Within it, each missed period is
 * done once, or recorded as skipped when it went stale (docs/jobs.md).
 */
export const LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

export interface TickResult {
  due: number;
  fired: number;
  skipped: number;
  failed: number;
}

/**
 * The scheduler of due work: each tick asks every job which periods fell due in the last week and records
 * each one not recorded yet, once, in its own stream appended with expected version "no stream". Runs in
 * the jobs role under the jobs lease; a second process, a restart or a replay finds the stream there and
 * does nothing. The work runs before its record, so a crash between them repeats the (idempotent) work and
 * never loses it.
 */
export class DueWorkScheduler {
  /** Streams known recorded, with their due time, so a tick reads each period's stream once per process. */
  private readonly recorded = new Map<string, number>();

  constructor(
    private readonly options: {
      events: EventStore;
      clock: Clock;
      jobs: ScheduledJob[];
      log?: (line: string) => void;
    },
  ) {}

  async tick(): Promise<TickResult> {
    const now = this.options.clock.now();
    const from = new Date(now.getTime() - LOOKBACK_MS);
    for (const [stream, dueAt] of this.recorded) if (dueAt <= from.getTime()) this.recorded.delete(stream);
    const result: TickResult = { due: 0, fired: 0, skipped: 0, failed: 0 };
    for (const job of this.options.jobs) {
      let works: DueWork[];
      try {
        works = await job.due({ from, to: now });
      } catch (error) {
        this.log(`schedule ${job.name}: ${(error as Error).message}`);
        result.failed++;
        continue;
      }
      result.due += works.length;
      for (const work of works) {
        try {
          const outcome = await this.settle(job, work, now);
          if (outcome) result[outcome]++;
        } catch (error) {
          // Not recorded: the next tick tries the period again.
          this.log(`schedule ${job.name} ${work.target} ${work.period}: ${(error as Error).message}`);
          result.failed++;
        }
      }
    }
    return result;
  }

  private async settle(job: ScheduledJob, work: DueWork, now: Date): Promise<'fired' | 'skipped' | null> {
    const stream = scheduledWorkStream(work);
    if (this.recorded.has(stream)) return null;
    if ((await this.options.events.readStream(stream)).length > 0) {
      this.recorded.set(stream, work.dueAt.getTime());
      return null;
    }
    const stale = now.getTime() >= work.staleAt.getTime();
    if (!stale) await job.run(work, now);
    const event = stale
      ? {
          type: SCHEDULED_WORK_SKIPPED,
          data: { ...scheduledWorkData(work), skippedAt: now.toISOString(), reason: 'tooOld' },
        }
      : { type: SCHEDULED_WORK_FIRED, data: { ...scheduledWorkData(work), firedAt: now.toISOString() } };
    try {
      await this.options.events.append(stream, [{ ...event, metadata: { actorId: SCHEDULER_ACTOR.id } }], {
        expected: 'no_stream',
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // Another process recorded it first (its work and ours are the same idempotent work).
      this.recorded.set(stream, work.dueAt.getTime());
      return null;
    }
    this.recorded.set(stream, work.dueAt.getTime());
    return stale ? 'skipped' : 'fired';
  }

  private log(line: string): void {
    (this.options.log ?? console.error)(line);
  }
}
