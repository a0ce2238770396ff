import type { Worth } from './worth.ts';

/**
 * The counts behind a percentage, kept with it so every figure can say how it was computed: points out of
 * max over the scored answers; not-applicable, unanswered and unscored questions counted apart.
 */
export interface Tally {
  points: number;
  max: number;
  /** Questions answered with a score that counts. */
  scored: number;
  notApplicable: number;
  unanswered: number;
  /** Questions of types that take no score (information, free text, measurements). */
  unscored: number;
}

export const EMPTY_TALLY: Tally = Object.freeze({
  points: 0,
  max: 0,
  scored: 0,
  notApplicable: 0,
  unanswered: 0,
  unscored: 0,
});

export function addWorth(tally: Tally, worth: Worth): Tally {
  switch (worth.kind) {
    case 'scored':
      return {
        ...tally,
        points: tally.points + worth.points,
        max: tally.max + worth.max,
        scored: tally.scored + 1,
      };
    case 'notApplicable':
      return { ...tally, notApplicable: tally.notApplicable + 1 };
    case 'unanswered':
      return { ...tally, unanswered: tally.unanswered + 1 };
    case 'unscored':
      return { ...tally, unscored: tally.unscored + 1 };
  }
}

export function mergeTallies(...tallies: Tally[]): Tally {
  return tallies.reduce(
    (sum, t) => ({
      points: sum.points + t.points,
      max: sum.max + t.max,
      scored: sum.scored + t.scored,
      notApplicable: sum.notApplicable + t.notApplicable,
      unanswered: sum.unanswered + t.unanswered,
      unscored: sum.unscored + t.unscored,
    }),
    EMPTY_TALLY,
  );
}

/** Points as a share of the maximum, 0 to 100 unrounded; null when nothing scored counts. */
export function percentOf(tally: Tally): number | null {
  return tally.max > 0 ? (100 * tally.points) / tally.max : null;
}

/**
 * Fulfilment (inspection-run §9): answered divided by total, rounded up, where the total leaves out the
 * not-applicable questions; null when there is nothing to answer.
 */
export function fulfilmentOf(tally: Tally): number | null {
  const total = tally.scored + tally.unanswered;
  return total > 0 ? Math.ceil((100 * tally.scored) / total) : null;
}

/** The percentage as screens and reports show it: whole percent, half away from zero. */
export function roundPercent(percent: number | null): number | null {
  return percent === null ? null : Math.round(percent);
}
