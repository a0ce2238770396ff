import { describe, expect, it } from 'vitest';
import {
  answerStateOf,
  completionPercent,
  countAnswers,
  evolveLiveInspection,
  fulfilmentPercent,
  moduleAnswerCounts,
  type InspectionEvent,
  type LiveInspection,
} from '../../src-domain/inspection/index.ts';
import type { QuestionType } from '../../src-domain/shared/scales.ts';

const q = (type: QuestionType, score: number | null, filledAtFinish?: true) => ({
  type,
  answer: { score, ...(filledAtFinish ? { filledAtFinish } : {}) },
});

describe('answerStateOf: the one rule of what counts as answered', () => {
  it('tells a given answer from a best answer written at finish', () => {
    expect(answerStateOf(q('radio', 0))).toBe('answered');
    expect(answerStateOf(q('radio', 0, true))).toBe('filled');
    expect(answerStateOf(q('gradeK', 0, true))).toBe('filled');
  });

  it('reads an unticked checkbox as its "no", given by the agent even when finishing wrote it', () => {
    expect(answerStateOf(q('gradeH', null))).toBe('answered');
    expect(answerStateOf(q('gradeH', 0, true))).toBe('answered');
  });

  it('leaves not applicable and the types without a score out, and counts a number as an answer', () => {
    expect(answerStateOf(q('circle', -1))).toBe('notApplicable');
    expect(answerStateOf(q('gradeJ', null))).toBe('notAsked');
    expect(answerStateOf(q('gradeI', null))).toBe('notAsked');
    expect(answerStateOf(q('none', null))).toBe('notAsked');
    expect(answerStateOf(q('gradeG', 4.5))).toBe('answered');
    expect(answerStateOf(q('gradeG', null))).toBe('unanswered');
    expect(answerStateOf({ type: 'radio' })).toBe('unanswered');
  });
});

describe('countAnswers, fulfilment and completion', () => {
  const counts = countAnswers([
    q('radio', 1),
    q('circle', 0, true),
    q('gradeA', 1, true),
    q('gradeB', null),
    q('gradeF', -1),
    q('gradeJ', null),
    q('gradeH', null),
  ]);

  it('counts answered, filled, unanswered and not applicable apart; the total leaves not applicable out', () => {
    expect(counts).toEqual({ answered: 2, filled: 2, unanswered: 1, notApplicable: 1, total: 5 });
  });

  it('rounds fulfilment (answered by someone / total) and completion (any answer / total) up', () => {
    expect(fulfilmentPercent(counts)).toBe(40);
    expect(completionPercent(counts)).toBe(80);
    expect(fulfilmentPercent(countAnswers([q('radio', 0), q('radio', 0), q('radio', null)]))).toBe(67);
    expect(fulfilmentPercent(countAnswers([q('gradeJ', null)]))).toBeNull();
  });
});

describe('the fold marks the answers finishing a module wrote', () => {
  const by = { by: 'u1', at: '2026-11-21T10:00:00.000Z' };
  const module = {
    id: 'm1',
    clusters: [
      {
        questions: [
          { id: 'a', type: 'radio' },
          { id: 'b', type: 'radio' },
        ],
      },
    ],
  } as unknown as Parameters<typeof moduleAnswerCounts>[0];
  const start = {
    answers: { m1: {} },
    progress: {
      m1: { skipped: false, finished: false, clusterComments: {}, contextAnswers: {}, followUpComment: '' },
    },
    actions: {},
  } as unknown as LiveInspection;
  const fold = (events: InspectionEvent[]) =>
    events.reduce<LiveInspection | null>((live, e) => evolveLiveInspection(live, e), start)!;
  const finished: InspectionEvent = {
    type: 'ModuleFinished',
    data: { ...by, moduleId: 'm1', filledScores: { b: 0 } },
  };
  const scored = (score: number, questionId = 'b'): InspectionEvent => ({
    type: 'QuestionScored',
    data: { ...by, moduleId: 'm1', questionId, score },
  });

  it('keeps the filled score marked, and counts it apart from the one given', () => {
    const live = fold([scored(1, 'a'), finished]);
    expect(live.answers.m1!.b).toMatchObject({ score: 0, filledAtFinish: true });
    expect(live.answers.m1!.a!.filledAtFinish).toBeUndefined();
    expect(moduleAnswerCounts(module, live.answers.m1!)).toMatchObject({ answered: 1, filled: 1, total: 2 });
  });

  it('drops the mark once someone scores the question', () => {
    const live = fold([finished, scored(2)]);
    expect(live.answers.m1!.b!.score).toBe(2);
    expect('filledAtFinish' in live.answers.m1!.b!).toBe(false);
    expect(moduleAnswerCounts(module, live.answers.m1!)).toMatchObject({
      answered: 1,
      filled: 0,
      unanswered: 1,
    });
  });
});
