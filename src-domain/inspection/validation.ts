import type { Role } from '../shared/roles.ts';
import { isPositive, isScored, NOT_APPLICABLE } from '../shared/scales.ts';
import type { Answer } from './fields.ts';
import type { SnapshotModule, SnapshotQuestion } from './snapshot.ts';
import { givenScore } from './unanswered.ts';
import { isReviewer } from './access.ts';

/** The answer error keys of inspection-run §5. */
export const ANSWER_ERRORS = {
  noAnswer: 'inspectionQuestions.errors.noAnswer',
  comment: 'inspectionQuestions.errors.comment',
  picture: 'inspectionQuestions.errors.picture',
} as const;

/** Roles whose module finish is not checked for completeness (inspection-run §4, §6). */
export const isExemptFromValidation = (role: Role) => isReviewer(role);

/** The errors of one question's answer, as keys; none when it is fine. */
export function answerErrors(
  question: SnapshotQuestion,
  answer: Answer | undefined,
  isFollowUpInspection = false,
): string[] {
  // An unticked checkbox is its "no": never a missing answer, and the rules for a negative answer apply.
  const score = givenScore(question.type, answer?.score ?? null);
  const comment = answer?.comment.trim() ?? '';
  const pictures = answer?.attachments.filter((a) => !a.isFollowUp).length ?? 0;
  // A hidden (not applicable) question asks nothing more.
  if (score === NOT_APPLICABLE) return [];
  // On a follow-up inspection, a question left without an answer is not checked.
  if (isFollowUpInspection && !answer) return [];
  const errors = new Set<string>();
  if (question.type === 'gradeJ') {
    if (question.isMandatory && !comment) errors.add(ANSWER_ERRORS.comment);
    return [...errors];
  }
  if (question.type === 'none') {
    if (question.isPictureMandatoryPos && pictures === 0) errors.add(ANSWER_ERRORS.picture);
    return [...errors];
  }
  if (!isScored(question.type)) return [];
  if (score === null) {
    if (question.isMandatory) errors.add(ANSWER_ERRORS.noAnswer);
    return [...errors];
  }
  if (question.requiredCommentMinScore !== null && score >= question.requiredCommentMinScore && !comment)
    errors.add(ANSWER_ERRORS.comment);
  if (question.type.startsWith('grade')) {
    const positive = isPositive(question.type, score);
    const commentNeeded = positive ? question.isCommentMandatoryPos : question.isCommentMandatoryNeg;
    const pictureNeeded = positive ? question.isPictureMandatoryPos : question.isPictureMandatoryNeg;
    if (commentNeeded && !comment) errors.add(ANSWER_ERRORS.comment);
    if (pictureNeeded && pictures === 0) errors.add(ANSWER_ERRORS.picture);
  }
  return [...errors];
}

/**
 * The validation helper of inspection-run §5 for finishing a module: errors keyed by question id (an empty
 * object when the module may be finished). Used by the server's decider and by the web before it asks.
 */
export function validateModule(
  module: SnapshotModule,
  answers: Record<string, Answer>,
  role: Role,
  isFollowUpInspection = false,
): Record<string, string[]> {
  if (isExemptFromValidation(role)) return {};
  const errors: Record<string, string[]> = {};
  for (const cluster of module.clusters)
    for (const question of cluster.questions) {
      const found = answerErrors(question, answers[question.id], isFollowUpInspection);
      if (found.length) errors[question.id] = found;
    }
  return errors;
}
