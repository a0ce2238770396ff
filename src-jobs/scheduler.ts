import type { Clock } from '../src-domain/shared/clock.ts';
import type { Lease } from '../src-projections/lease.ts';

interface Job {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
  nextAt: number;
  busy: boolean;
}

/**
 * Runs periodic jobs in one process of the deployment only: each tick renews or takes the jobs lease, and
 * only the holder runs what is due. A job never overlaps itself; a failing job is logged and tried again
 * at its next interval. When a job is due is the injected clock's: tests move it.
 */
export class JobScheduler {
  private readonly jobs: Job[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly lease: Lease,
    private readonly clock: Clock,
    private readonly log: (line: string) => void = console.error,
    private readonly tickMs = 1000,
  ) {}

  private now(): number {
    return this.clock.now().getTime();
  }

  /** Runs `run` every `intervalMs`: first at once, or one interval from now with `firstAfterInterval`. */
  every(
    name: string,
    intervalMs: number,
    run: () => Promise<void>,
    options: { firstAfterInterval?: boolean } = {},
  ): void {
    const nextAt = this.now() + (options.firstAfterInterval ? intervalMs : 0);
    this.jobs.push({ name, intervalMs, run, nextAt, busy: false });
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    void this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.lease.release().catch(() => {});
  }

  /** One pass: returns the names of the jobs started. */
  async tick(): Promise<string[]> {
    let held = false;
    try {
      held = await this.lease.acquire();
    } catch (error) {
      this.log(`jobs lease: ${(error as Error).message}`);
    }
    if (!held) return [];
    const started: string[] = [];
    for (const job of this.jobs) {
      if (job.busy || job.nextAt > this.now()) continue;
      job.busy = true;
      job.nextAt = this.now() + job.intervalMs;
      started.push(job.name);
      void job
        .run()
        .catch((error: Error) => this.log(`job ${job.name} failed: ${error.message}`))
        .finally(() => {
          job.busy = false;
        });
    }
    return started;
  }
}
