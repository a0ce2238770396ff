import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWER } from '../../src-domain/inspection/fields.ts';
import type { SnapshotModule, SnapshotQuestion } from '../../src-domain/inspection/snapshot.ts';
import { scoreInspection, worstQuestions } from '../../src-domain/scoring/inspection-score.ts';
import { EMPTY_TALLY, fulfilmentOf, percentOf, roundPercent } from '../../src-domain/scoring/tally.ts';
import { worthOf } from '../../src-domain/scoring/worth.ts';
import type { QuestionType } from '../../src-domain/shared/scales.ts';

const points = (type: QuestionType, score: number | null) => {
  const worth = worthOf(type, score);
  return worth.kind === 'scored' ? worth.points : worth.kind;
};

describe('what an answer is worth, type by type (out of 3)', () => {
  it('radio and circle: 3 minus the score', () => {
    for (const type of ['radio', 'circle'] as const) {
      expect([0, 1, 2, 3].map((s) => points(type, s))).toEqual([3, 2, 1, 0]);
    }
  });

  it('pass/fail types: 3 for compliant, yes or checked, 0 otherwise', () => {
    for (const type of ['gradeA', 'gradeF', 'gradeH'] as const) {
      expect([points(type, 1), points(type, 0)]).toEqual([3, 0]);
    }
  });

  it('grade scales: the way from the type’s worst level to no deviation, times 3', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => points('gradeB', s))).toEqual([3, 2.4, 1.8, 1.2, 0.6, 0]);
    expect([0, 1, 2, 3, 4].map((s) => points('gradeC', s))).toEqual([3, 2.25, 1.5, 0.75, 0]);
    expect([0, 1, 3].map((s) => points('gradeD', s))).toEqual([3, 2, 0]);
    expect([0, 1, 3].map((s) => points('gradeE', s))).toEqual([3, 2, 0]);
    expect([0, 2, 3, 4].map((s) => points('gradeK', s))).toEqual([3, 1.5, 0.75, 0]);
  });

  it('not applicable, unanswered and unscored types count for nothing, each named', () => {
    expect(points('radio', -1)).toBe('notApplicable');
    expect(points('gradeB', null)).toBe('unanswered');
    for (const type of ['none', 'gradeG', 'gradeI', 'gradeJ'] as const) {
      expect(points(type, type === 'gradeG' ? 21.5 : null)).toBe('unscored');
    }
  });
});

const question = (id: string, type: QuestionType, classification = 'hygiene'): SnapshotQuestion =>
  ({ id, type, classification, referenceNumber: id, ordinal: 0 }) as unknown as SnapshotQuestion;
const moduleOf = (id: string, questions: SnapshotQuestion[]): SnapshotModule =>
  ({
    id,
    clusters: [{ id: `${id}-c`, questions, contextQuestions: [] }],
  }) as unknown as SnapshotModule;
const answered = (score: number | null) => ({ ...EMPTY_ANSWER, score });

describe('an inspection’s score', () => {
  const modules = [
    moduleOf('m1', [
      question('q1', 'radio'), // 0: 3 of 3
      question('q2', 'radio', 'bs'), // 2: 1 of 3
      question('q3', 'gradeA', 'bs'), // 0: 0 of 3
      question('q4', 'radio'), // -1: not applicable
      question('q5', 'gradeC'), // unanswered
      question('q6', 'none'), // unscored
    ]),
    moduleOf('m2', [question('q7', 'gradeK', 'bi')]), // 2: 1.5 of 3
    moduleOf('m3', [question('q8', 'radio')]), // skipped: out of every total
  ];
  const answers = {
    m1: { q1: answered(0), q2: answered(2), q3: answered(0), q4: answered(-1) },
    m2: { q7: answered(2) },
    m3: { q8: answered(3) },
  };
  const score = scoreInspection(modules, new Set(['m3']), answers);

  it('sums points per module and in total, and keeps the counts behind each figure', () => {
    expect(score.modules.m1).toEqual({
      points: 4,
      max: 9,
      scored: 3,
      notApplicable: 1,
      unanswered: 1,
      unscored: 1,
    });
    expect(score.total).toMatchObject({ points: 5.5, max: 12, scored: 4 });
    expect(roundPercent(percentOf(score.total))).toBe(46); // 5.5 / 12 = 45.8 %
    // Answered 4 of 5 (the not-applicable question is out of the total): 80 %.
    expect(fulfilmentOf(score.total)).toBe(80);
  });

  it('leaves skipped modules out of every total and names them', () => {
    expect(score.skippedModules).toEqual(['m3']);
    expect(score.modules.m3).toBeUndefined();
    expect(score.questions.map((q) => q.questionId)).not.toContain('q8');
  });

  it('sums by classification', () => {
    expect(percentOf(score.classifications.bs!)).toBeCloseTo((100 * 1) / 6);
    expect(percentOf(score.classifications.bi!)).toBe(50);
    expect(score.classifications.hygiene).toMatchObject({
      points: 3,
      max: 3,
      notApplicable: 1,
      unanswered: 1,
    });
  });

  it('ranks the worst answers, worst first, in questionnaire order on ties', () => {
    expect(worstQuestions(score.questions).map((q) => q.questionId)).toEqual(['q3', 'q2', 'q7']);
    expect(worstQuestions(score.questions, 1).map((q) => q.questionId)).toEqual(['q3']);
  });

  it('has no percentage where nothing scored counts', () => {
    expect(percentOf(EMPTY_TALLY)).toBeNull();
    expect(fulfilmentOf(EMPTY_TALLY)).toBeNull();
  });

  it('rounds fulfilment up', () => {
    expect(fulfilmentOf({ ...EMPTY_TALLY, scored: 1, unanswered: 2 })).toBe(34);
  });
});
