import { NOT_APPLICABLE, type QuestionType } from '../shared/scales.ts';

/** Every scored question is worth this much at best (administration §9: "out of a maximum of 3"). */
export const MAX_POINTS = 3;

/**
 * What one answer is worth: `points` out of `max`, or why it counts for nothing.
 * - `notApplicable`: scored -1; out of the totals (and of fulfilment's total too).
 * - `unanswered`: no score yet; out of the points, counted as not answered in fulfilment.
 * - `unscored`: a type that takes no score (none, gradeI, gradeJ) or a free number (gradeG, a measurement).
 */
export type Worth =
  | { kind: 'scored'; points: number; max: number }
  | { kind: 'notApplicable' }
  | { kind: 'unanswered' }
  | { kind: 'unscored' };

/**
 * Each type's answers, from worst to best, as deviation steps: radio and circle go 0 (always) to 3 (never),
 * the grade scales name levels of deviation (0 none, 1 marginal … 5 very high) and reach only some of them.
 * A type's worst level is worth 0 and no deviation the full 3 (see `worthOf`).
 */
const WORST_LEVEL: Partial<Record<QuestionType, number>> = {
  radio: 3,
  circle: 3,
  choice: 3, // its options stand for the radio's steps, so it is worth what the radio is
  gradeB: 5,
  gradeC: 4,
  gradeD: 3,
  gradeE: 3,
  gradeK: 4,
};

/** Types whose answer is a yes/no where 1 is the good answer (compliant, yes, checked). */
const PASS_FAIL: ReadonlySet<QuestionType> = new Set(['gradeA', 'gradeF', 'gradeH']);

/**
 * The one rule for what an answer is worth, used by the report, statistics, dashboards and the screens.
 * radio, circle and choice: 3 minus the score (administration §9). Pass/fail types: 3 or 0. Grade scales: the
 * share of the way from the type's worst level to no deviation, times 3, so the worst answer a question
 * can take is 0 % whichever scale it uses.
 */
export function worthOf(type: QuestionType, score: number | null): Worth {
  if (type === 'none' || type === 'gradeI' || type === 'gradeJ' || type === 'gradeG')
    return { kind: 'unscored' };
  if (score === null) return { kind: 'unanswered' };
  if (score === NOT_APPLICABLE) return { kind: 'notApplicable' };
  if (PASS_FAIL.has(type)) return { kind: 'scored', points: score === 1 ? MAX_POINTS : 0, max: MAX_POINTS };
  const worst = WORST_LEVEL[type]!;
  const level = Math.min(Math.max(score, 0), worst);
  return { kind: 'scored', points: (MAX_POINTS * (worst - level)) / worst, max: MAX_POINTS };
}

/**
 * The pass line: an answer passes when it is worth its full points and falls short of it with any deviation
 * at all (radio "often", a grade's "marginal", a pass/fail "no"). Not applicable, unanswered and unscored
 * answers neither pass nor fail. The report's worst questions and the action plan's suggestions read it.
 */
export const fallsShort = (worth: Worth): worth is Extract<Worth, { kind: 'scored' }> =>
  worth.kind === 'scored' && worth.points < worth.max;
