import { highestScore, isScored, type QuestionType } from '../shared/scales.ts';
import type { Answer } from './fields.ts';
import type { SnapshotModule, SnapshotQuestion } from './snapshot.ts';

/**
 * A checkbox (gradeH) is always answered: unticked looks exactly like "no", so it is read as "no" (0), never
 * as a question left open, nor filled with "yes" when the module is finished.
 */
export const CHECKBOX_UNTICKED = 0;
const isCheckbox = (type: QuestionType) => type === 'gradeH';

/** The score a question holds as the agent sees it: an unticked checkbox is its "no". */
export function givenScore(type: QuestionType, score: number | null): number | null {
  return score === null && isCheckbox(type) ? CHECKBOX_UNTICKED : score;
}

/**
 * Does the question still wait for an answer (inspection-run §4 "Finishing a module")? Scored types with no
 * score; not information, comment-only or free-text questions, and never a checkbox.
 */
export function isUnanswered(question: Pick<SnapshotQuestion, 'type'>, answer: Answer | undefined): boolean {
  return isScored(question.type) && givenScore(question.type, answer?.score ?? null) === null;
}

const questionsOf = (module: SnapshotModule) => module.clusters.flatMap((cluster) => cluster.questions);

/** Questions still without an answer, in questionnaire order: what the finish dialog lists. */
export function unansweredQuestions(
  module: SnapshotModule,
  answers: Record<string, Answer>,
): SnapshotQuestion[] {
  return questionsOf(module).filter((q) => isUnanswered(q, answers[q.id]));
}

/**
 * What finishing a module writes, by question id: every unticked checkbox its "no"; the other unanswered
 * questions the type's best score unless the inspection type allows unanswered questions (inspection-run
 * §4). A number (gradeG) has no best answer and stays empty.
 */
export function scoresFilledOnFinish(
  module: SnapshotModule,
  answers: Record<string, Answer>,
  allowUnansweredQuestions: boolean,
): Record<string, number> {
  const filled: Record<string, number> = {};
  for (const question of questionsOf(module)) {
    if ((answers[question.id]?.score ?? null) !== null || !isScored(question.type)) continue;
    const score = isCheckbox(question.type)
      ? CHECKBOX_UNTICKED
      : allowUnansweredQuestions
        ? null
        : highestScore(question.type);
    if (score !== null) filled[question.id] = score;
  }
  return filled;
}
