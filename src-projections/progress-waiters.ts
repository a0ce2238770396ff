/** What a waiter's check says: reached or failed settles it; `undefined` keeps it waiting. */
type Verdict = boolean | undefined | Promise<boolean>;

/** The longest a waiter sleeps between checks when no notice comes (a missed notice costs at most this). */
const RECHECK_MS = 250;

/**
 * Requests waiting for this process's own runners to reach a log position (read-your-writes): each waits
 * on a check it gives, run again whenever the runners report progress (`notify`) and at least every 250 ms,
 * until it settles or the time is up. The engine and the projections thread share it; processes that only
 * see stored checkpoints use `CheckpointProgress` instead.
 */
export class ProgressWaiters {
  private readonly sleeping = new Set<() => void>();

  /** Wakes every waiter to run its check again. */
  notify(): void {
    for (const wake of [...this.sleeping]) wake();
  }

  /** Resolves the check's first verdict; false when `timeoutMs` passes without one. */
  async until(check: (leftMs: number) => Verdict, timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const left = deadline - performance.now();
      const verdict = check(Math.max(0, left));
      if (verdict !== undefined) return verdict;
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.sleeping.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(left, RECHECK_MS));
        this.sleeping.add(wake);
      });
    }
  }
}
