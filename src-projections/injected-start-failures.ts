/**
 * Fails the first `times` starts of one projection, as a store refusing its indexes would: the multi-process
 * test proves with it that a failed start is retried and reported. Set only from
 * INSPECTA_TEST_FAIL_PROJECTION_START, which the configuration refuses in production.
 */
export class InjectedStartFailures {
  private left: number;

  constructor(
    private readonly projection: string,
    times: number,
  ) {
    this.left = times;
  }

  /** Throws while failures of `name`'s start are left. */
  check(name: string): void {
    if (name !== this.projection || this.left === 0) return;
    this.left--;
    throw new Error(`injected start failure of ${name} (${this.left} left)`);
  }
}

/** The engine's `beforeStart` for a configured fault (tests only), on whichever thread the engine runs. */
export function injectedStartFaults(fault: { projection: string; times: number } | null): {
  beforeStart?: (name: string) => void;
} {
  if (!fault) return {};
  const failures = new InjectedStartFailures(fault.projection, fault.times);
  return { beforeStart: (name) => failures.check(name) };
}
