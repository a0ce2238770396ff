/** Where a Safe Q type's round of one day stands at one entity. */
export type RoundState = 'notStarted' | 'inProgress' | 'done';

export const ROUND_STATES: readonly RoundState[] = ['notStarted', 'inProgress', 'done'];

/**
 * Where one Safe Q inspection stands: done once submitted, in progress once any question has a score, else
 * not started. The start page's count and the pushed Safe Q day both read it, so they cannot disagree.
 */
export function roundStateOf(day: {
  agentEndTime: string | null;
  scores: Record<string, Record<string, number | null>>;
}): RoundState {
  if (day.agentEndTime) return 'done';
  const answered = Object.values(day.scores).some((m) => Object.values(m).some((s) => s !== null));
  return answered ? 'inProgress' : 'notStarted';
}

/** A second round of a type on one day is the same round started again: the furthest one counts. */
export const furthestRound = (states: readonly RoundState[]): RoundState =>
  states.includes('done') ? 'done' : states.includes('inProgress') ? 'inProgress' : 'notStarted';

/**
 * The rounds of a day by where they stand, from the state of each of its inspections per Safe Q type that
 * runs that day (a type with no inspection yet is a round not started).
 */
export function roundCounts(byType: Record<string, Record<string, RoundState>>): Record<RoundState, number> {
  const counts = noRounds();
  for (const states of Object.values(byType)) counts[furthestRound(Object.values(states))] += 1;
  return counts;
}

export const noRounds = (): Record<RoundState, number> => ({ notStarted: 0, inProgress: 0, done: 0 });

/** Several entities' round counts added up: the start page's total. */
export function totalRounds(counts: Iterable<Record<RoundState, number>>): Record<RoundState, number> {
  const total = noRounds();
  for (const count of counts) for (const state of ROUND_STATES) total[state] += count[state];
  return total;
}
