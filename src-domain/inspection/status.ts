import { countAnswers, type AnswerCounts, type CountedQuestion } from './answer-counts.ts';

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
    questions: ReadonlyArray<CountedQuestion & { answer: { needsFollowUp: boolean } }>;
  }>;
}

export interface AnswerSummary extends AnswerCounts {
  /** Answers flagged for follow-up. */
  followUps: number;
}

/**
 * The counts an agent or reviewer confirms before submitting or approving, by the one answered count
 * (`countAnswers`): the questions of every module that is not skipped, and the inspection's own extra
 * questions (scored on the radio scale).
 */
export function answerSummary(
  modules: readonly SummaryModule[],
  extraQuestions: ReadonlyArray<{ score: number | null }> = [],
): AnswerSummary {
  const questions = modules.filter((m) => !m.skipped).flatMap((m) => m.clusters.flatMap((c) => c.questions));
  const extras = extraQuestions.map(({ score }) => ({ type: 'radio' as const, answer: { score } }));
  return {
    ...countAnswers([...questions, ...extras]),
    followUps: questions.filter((q) => q.answer.needsFollowUp).length,
  };
}
