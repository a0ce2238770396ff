import { isScored, NOT_APPLICABLE, type QuestionType } from '../shared/scales.ts';
import type { Answer } from './fields.ts';
import type { SnapshotModule } from './snapshot.ts';
import { givenScore } from './unanswered.ts';

/**
 * Where one question stands, by the one rule every count reads (the inspection page, control, the submit
 * and approve dialogs, the report and its PDF and spreadsheet):
 * - `answered`: someone gave it a score (an unticked checkbox is its "no", given by leaving it so);
 * - `filled`: finishing its module wrote the type's best answer (inspection-run §4): scored, never observed;
 * - `unanswered`: it takes a score and has none;
 * - `notApplicable`: scored -1, out of every total (inspection-run §9);
 * - `notAsked`: a type that takes no score (information, comment-only, free text): out of the counts.
 */
export type AnswerState = 'answered' | 'filled' | 'unanswered' | 'notApplicable' | 'notAsked';

export interface CountedQuestion {
  type: QuestionType;
  answer?: { score: number | null; filledAtFinish?: boolean } | undefined;
}

export function answerStateOf({ type, answer }: CountedQuestion): AnswerState {
  if (!isScored(type)) return 'notAsked';
  const score = givenScore(type, answer?.score ?? null);
  if (score === null) return 'unanswered';
  if (score === NOT_APPLICABLE) return 'notApplicable';
  // An unticked checkbox left at finish is the agent's "no", not a best answer written for them.
  return answer?.filledAtFinish && type !== 'gradeH' ? 'filled' : 'answered';
}

/** How many questions stand where; `total` is the questions that ask for an answer (not-applicable ones out). */
export interface AnswerCounts {
  answered: number;
  filled: number;
  unanswered: number;
  notApplicable: number;
  total: number;
}

export const NO_ANSWERS: AnswerCounts = Object.freeze({
  answered: 0,
  filled: 0,
  unanswered: 0,
  notApplicable: 0,
  total: 0,
});

/** The one answered count (see AnswerState). */
export function countAnswers(questions: Iterable<CountedQuestion>): AnswerCounts {
  const counts = { ...NO_ANSWERS };
  for (const question of questions) {
    const state = answerStateOf(question);
    if (state === 'notAsked') continue;
    counts[state]++;
    if (state !== 'notApplicable') counts.total++;
  }
  return counts;
}

export function addCounts(a: AnswerCounts, b: AnswerCounts): AnswerCounts {
  return {
    answered: a.answered + b.answered,
    filled: a.filled + b.filled,
    unanswered: a.unanswered + b.unanswered,
    notApplicable: a.notApplicable + b.notApplicable,
    total: a.total + b.total,
  };
}

/**
 * Fulfilment (inspection-run §9): answered divided by total, rounded up. A best answer written at finish was
 * not answered by anyone, so it counts in the total only. null when nothing asks for an answer.
 */
export function fulfilmentPercent(counts: AnswerCounts): number | null {
  return counts.total > 0 ? Math.ceil((100 * counts.answered) / counts.total) : null;
}

/** Completion: the share of the questions that hold a score at all, given or written at finish, rounded up. */
export function completionPercent(counts: AnswerCounts): number | null {
  return counts.total > 0 ? Math.ceil((100 * (counts.answered + counts.filled)) / counts.total) : null;
}

/** A module's counts over its answers by question id: what its progress bar and control show. */
export function moduleAnswerCounts(module: SnapshotModule, answers: Record<string, Answer>): AnswerCounts {
  return countAnswers(
    module.clusters.flatMap((c) => c.questions.map((q) => ({ type: q.type, answer: answers[q.id] }))),
  );
}
