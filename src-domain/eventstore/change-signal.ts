/**
 * Wakes waiters when the log has grown. Waiters pass the generation they last saw, so a notice that lands
 * between "read found nothing" and "wait" is never missed.
 */
export class ChangeSignal {
  private generation = 0;
  private waiters = new Set<() => void>();

  get current(): number {
    return this.generation;
  }

  notify(): void {
    this.generation++;
    const waiters = this.waiters;
    this.waiters = new Set();
    for (const wake of waiters) wake();
  }

  /** Resolves once the generation has moved past `seen`, or after `timeoutMs` (so other writers are polled). */
  wait(seen: number, timeoutMs: number): Promise<void> {
    if (this.generation !== seen) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      this.waiters.add(wake);
    });
  }
}
