import type { QuestionClassification } from '../catalogue/fields.ts';
import {
  EMPTY_TALLY,
  fulfilmentOf,
  mergeTallies,
  percentOf,
  roundPercent,
  type Tally,
} from '../scoring/tally.ts';
import { qIndexOf } from './ranking.ts';
import type { SafeQFigures } from './safeq-day.ts';

/** The sum of Safe Q days' figures: a week of an entity, or of a module type, is the sum of its days. */
export function sumFigures(days: ReadonlyArray<{ figures: SafeQFigures }>): SafeQFigures {
  const moduleTypes: Record<string, Tally> = {};
  const classifications: Partial<Record<QuestionClassification, Tally>> = {};
  for (const { figures } of days) {
    for (const [id, tally] of Object.entries(figures.moduleTypes))
      moduleTypes[id] = mergeTallies(moduleTypes[id] ?? EMPTY_TALLY, tally);
    for (const [zone, tally] of Object.entries(figures.classifications) as Array<
      [QuestionClassification, Tally]
    >)
      classifications[zone] = mergeTallies(classifications[zone] ?? EMPTY_TALLY, tally);
  }
  return {
    total: mergeTallies(...days.map((d) => d.figures.total)),
    modules: {},
    moduleTypes,
    classifications,
  };
}

/**
 * A figure as the Safe Q reports show it: the whole percentages (score = points ÷ max, fulfilment = answered
 * ÷ applicable rounded up, qIndex) and the counts they were computed from.
 */
export function safeQFigure(tally: Tally | undefined) {
  const counts = tally ?? EMPTY_TALLY;
  const qIndex = qIndexOf(counts);
  return {
    percent: roundPercent(percentOf(counts)),
    fulfilment: fulfilmentOf(counts),
    qIndex: qIndex === null ? null : Math.round(qIndex),
    points: counts.points,
    max: counts.max,
    answered: counts.scored,
    notApplicable: counts.notApplicable,
    unanswered: counts.unanswered,
  };
}
export type SafeQFigure = ReturnType<typeof safeQFigure>;

/** A Safe Q day is complete when every applicable question has an answer. */
export function isComplete(figures: SafeQFigures): boolean {
  return figures.total.unanswered === 0 && figures.total.scored > 0;
}

/** A Safe Q day counts as answered once any question has a score (not applicable included). */
export function isAnswered(figures: SafeQFigures): boolean {
  return figures.total.scored + figures.total.notApplicable > 0;
}
