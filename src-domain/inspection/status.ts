import { isScored, NOT_APPLICABLE, type QuestionType } from '../shared/scales.ts';

/**
 * Where an inspection stands (inspection-run §4 lifecycle; the spec names `status` without its values):
 * in progress (no end times), submitted (the agent's end time, waiting for approval), approved (the admin's
 * end time: a final report), reverted (an approval taken back: at control again, for the reviewers).
 */
export const INSPECTION_STATUSES = ['inProgress', 'submitted', 'approved', 'reverted'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

export function inspectionStatus(times: {
  agentEndTime: string | null;
  adminEndTime: string | null;
  /** Absent on documents written before reverts were kept: read as never reverted. */
  revertedAt?: string | null;
}): InspectionStatus {
  if (times.adminEndTime) return 'approved';
  if (times.revertedAt) return 'reverted';
  if (times.agentEndTime) return 'submitted';
  return 'inProgress';
}

/** What the submit and approve dialogs sum up; the screens hold the presented inspection, so this takes its shape. */
interface SummaryModule {
  skipped: boolean;
  clusters: ReadonlyArray<{
    questions: ReadonlyArray<{
      type: QuestionType;
      answer: { score: number | null; needsFollowUp: boolean };
    }>;
  }>;
}

export interface AnswerSummary {
  answered: number;
  notApplicable: number;
  /** Scored questions without a score: the same rule as finishing a module (`unansweredQuestions`). */
  unanswered: number;
  /** Answers flagged for follow-up. */
  followUps: number;
}

/**
 * The counts an agent or reviewer confirms before submitting or approving: every question that takes a
 * score in a module that is not skipped (information, comment-only and free-text questions have none), and
 * the inspection's own extra questions.
 */
export function answerSummary(
  modules: readonly SummaryModule[],
  extraQuestions: ReadonlyArray<{ score: number | null }> = [],
): AnswerSummary {
  const summary: AnswerSummary = { answered: 0, notApplicable: 0, unanswered: 0, followUps: 0 };
  const count = (score: number | null) => {
    if (score === null) summary.unanswered++;
    else if (score === NOT_APPLICABLE) summary.notApplicable++;
    else summary.answered++;
  };
  for (const module of modules) {
    if (module.skipped) continue;
    for (const cluster of module.clusters)
      for (const question of cluster.questions) {
        if (question.answer.needsFollowUp) summary.followUps++;
        if (isScored(question.type)) count(question.answer.score);
      }
  }
  for (const extra of extraQuestions) count(extra.score);
  return summary;
}
