import { MAX_POINTS } from '../scoring/worth.ts';
import type { Tally } from '../scoring/tally.ts';

/**
 * qIndex, the organization report's ranking figure (the spec names it without defining it): the points a
 * week's Safe Q answers earned out of the points its applicable questions could earn, where a question left
 * unanswered earns nothing and a not-applicable one is out of the total:
 *
 *   qIndex = 100 × points ÷ (3 × (scored + unanswered))
 *
 * With every question answered it equals the weekly score (points ÷ max); each unanswered question pulls it
 * down as a worst answer would, so an entity cannot rank well by answering little. Null when the week had no
 * applicable question.
 */
export function qIndexOf(tally: Tally): number | null {
  const possible = MAX_POINTS * (tally.scored + tally.unanswered);
  return possible > 0 ? (100 * tally.points) / possible : null;
}

/** Administration §9: the colour bands of the ranking, ±5 around the average; grey an inactive entity. */
export type Band = 'green' | 'yellow' | 'red' | 'grey' | 'none';
export const BAND_MARGIN = 5;

export function bandOf(qIndex: number | null, average: number | null, inactive: boolean): Band {
  if (inactive) return 'grey';
  if (qIndex === null || average === null) return 'none';
  if (qIndex > average + BAND_MARGIN) return 'green';
  if (qIndex < average - BAND_MARGIN) return 'red';
  return 'yellow';
}

/** Administration §9: gauge max = min(100, 10 × ceil((max score + 1) / 10)). */
export function gaugeMaxOf(maxScore: number): number {
  return Math.min(100, 10 * Math.ceil((maxScore + 1) / 10));
}

/** Administration §9: entity names in full up to 5, beyond that only their count. */
export const NAMES_IN_FULL = 5;
export function namesOrCount(names: readonly string[]): { names: string[] | null; count: number } {
  return { names: names.length <= NAMES_IN_FULL ? [...names] : null, count: names.length };
}

/** Competition ranking (1, 2, 2, 4) by value, highest first; entries without a value get no rank. */
export function ranksOf(values: ReadonlyArray<number | null>): Array<number | null> {
  const rounded = values.map((v) => (v === null ? null : Math.round(v * 1e9) / 1e9));
  return rounded.map((v) => (v === null ? null : 1 + rounded.filter((o) => o !== null && o > v).length));
}
