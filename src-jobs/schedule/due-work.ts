/** One period of one job for one target: at most one firing (or skip) is ever recorded for it. */
export interface DueWork {
  job: string;
  /** The entity the work is for: an inspection type, an inspection. */
  target: string;
  /**
   * The target's local period the work belongs to: its calendar day (YYYY-MM-DD) in the entity's zone, or
   * for a weekly job its ISO week (YYYY-Www).
   */
  period: string;
  /** When it is due, as an instant (the local time resolved in the entity's zone). */
  dueAt: Date;
  /** After this instant doing it would be pointless or harmful: it is recorded as skipped instead. */
  staleAt: Date;
}

/** Why a period was recorded without doing its work. */
export type SkipReason = 'tooOld';

/**
 * A job of the scheduler: which periods of which targets fell due in a time window, and the work of one of
 * them. `run` must be idempotent by the period's key (a stable id, a decider that records nothing the second
 * time): a crash between the work and its record, or two processes at once, may run it twice.
 */
export interface ScheduledJob {
  name: string;
  /** Periods due after `from` and at or before `to`. */
  due(window: { from: Date; to: Date }): Promise<DueWork[]>;
  /** The work itself; a job whose only effect is mail does nothing here (its reactor mails on the firing). */
  run(work: DueWork, now: Date): Promise<void>;
}
