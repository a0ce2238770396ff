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
  /** Each waiter's check, run again on every notice. */
  private readonly waiting = new Set<() => void>();

  /** Runs every waiter's check again. */
  notify(): void {
    for (const recheck of [...this.waiting]) recheck();
  }

  /**
   * Resolves the check's first verdict; false when `timeoutMs` passes without one. A waiter is one promise and
   * at most one timer for its whole wait: answers wait in step with the runners, so there are tens of waiters at
   * a time and a notice for each runner's batch, and a promise and a timer made again on every notice were a
   * twentieth of what the HTTP thread allocated per answer.
   */
  until(check: (leftMs: number) => Verdict, timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    return new Promise<boolean>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | null = null;
      const settle = (verdict: boolean | Promise<boolean>) => {
        if (timer) clearTimeout(timer);
        this.waiting.delete(recheck);
        resolve(verdict);
      };
      const recheck = () => {
        const left = deadline - performance.now();
        let verdict: Verdict;
        try {
          verdict = check(Math.max(0, left));
        } catch (error) {
          if (timer) clearTimeout(timer);
          this.waiting.delete(recheck);
          reject(error);
          return;
        }
        if (verdict !== undefined) settle(verdict);
        else if (left <= 0) settle(false);
        else if (!timer) arm(left);
      };
      const arm = (left: number) => {
        timer = setTimeout(
          () => {
            timer = null;
            recheck();
          },
          Math.min(left, RECHECK_MS),
        );
      };
      this.waiting.add(recheck);
      recheck();
    });
  }
}
