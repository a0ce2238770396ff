import { describe, expect, it } from 'vitest';
import { answerSummary, inspectionStatus } from '../../src-domain/inspection/index.ts';
import type { QuestionType } from '../../src-domain/shared/scales.ts';

const at = '2026-11-24T10:00:00.000Z';

describe('inspectionStatus', () => {
  it('is in progress without end times', () => {
    expect(inspectionStatus({ agentEndTime: null, adminEndTime: null, revertedAt: null })).toBe('inProgress');
  });
  it('is submitted after the agent, approved after the admin', () => {
    expect(inspectionStatus({ agentEndTime: at, adminEndTime: null, revertedAt: null })).toBe('submitted');
    expect(inspectionStatus({ agentEndTime: at, adminEndTime: at, revertedAt: null })).toBe('approved');
  });
  it('is reverted once an approval is taken back, and approved again over it', () => {
    expect(inspectionStatus({ agentEndTime: at, adminEndTime: null, revertedAt: at })).toBe('reverted');
    expect(inspectionStatus({ agentEndTime: at, adminEndTime: at, revertedAt: at })).toBe('approved');
  });
  it('reads a document written before reverts were kept as never reverted', () => {
    expect(inspectionStatus({ agentEndTime: at, adminEndTime: null })).toBe('submitted');
  });
});

describe('answerSummary', () => {
  const q = (type: QuestionType, score: number | null, needsFollowUp = false) => ({
    type,
    answer: { score, needsFollowUp },
  });
  it('counts scored questions answered, not applicable and unanswered, and follow-ups flagged', () => {
    const modules = [
      {
        skipped: false,
        clusters: [
          { questions: [q('radio', 0), q('circle', -1), q('gradeA', null), q('gradeG', 3.5, true)] },
          // Information, comment-only and free-text questions take no score: not counted as unanswered.
          { questions: [q('none', null), q('gradeI', null), q('gradeJ', null, true)] },
        ],
      },
      // A skipped module counts for nothing.
      { skipped: true, clusters: [{ questions: [q('radio', null, true), q('radio', 2)] }] },
    ];
    expect(answerSummary(modules, [{ score: 1 }, { score: null }])).toEqual({
      answered: 3,
      filled: 0,
      notApplicable: 1,
      unanswered: 2,
      total: 5,
      followUps: 2,
    });
  });
});
