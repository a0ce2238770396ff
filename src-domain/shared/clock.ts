/**
 * The one source of "now". Routes, command helpers, reactors and schedules ask it and pass the time on in
 * commands, so deciders stay pure and tests can set or move the time (tests/support/manual-clock.ts).
 * Projections never ask it: their times come from the events they fold.
 */
export interface Clock {
  now(): Date;
}

/** The machine's wall clock: the only place outside tests that reads it. */
export const systemClock: Clock = {
  now: () => new Date(),
};
