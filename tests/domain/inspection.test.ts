import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTION_FIELDS } from '../../src-domain/catalogue/index.ts';
import type { CommandActor } from '../../src-domain/shared/actor.ts';
import {
  ANSWER_ERRORS,
  EMPTY_ANSWER,
  moduleAnswerCounts,
  inspectionDecider,
  MAX_ANSWERS_BYTES,
  unansweredQuestions,
  validateModule,
  type InspectionEvent,
  type SnapshotModule,
  type SnapshotQuestion,
} from '../../src-domain/inspection/index.ts';
import type { DomainError } from '../../src-domain/shared/domain-error.ts';
import type { QuestionType } from '../../src-domain/shared/scales.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(inspectionDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const agent: CommandActor = { id: 'u1', role: 'user' };
const hotelAdmin: CommandActor = { id: 'h1', role: 'hotelAdmin' };
const reviewer: CommandActor = { id: 's1', role: 'superUser' };

const q = (id: string, type: QuestionType, over: Partial<SnapshotQuestion> = {}): SnapshotQuestion => ({
  ...DEFAULT_QUESTION_FIELDS,
  id,
  referenceNumber: id,
  type,
  content: { sv_SE: id },
  information: {},
  ...over,
});
const module = (
  id: string,
  questions: SnapshotQuestion[],
  over: Partial<SnapshotModule> = {},
): SnapshotModule => ({
  id,
  name: id,
  names: {},
  ordinal: 1,
  isMandatory: false,
  isDefaultNA: false,
  useTabs: false,
  moduleTypeId: 'mt',
  area: 'room',
  clusters: [
    {
      id: `${id}-c`,
      name: 'c',
      names: {},
      ordinal: 1,
      commentPosition: 'bottom',
      questions,
      contextQuestions: [
        {
          id: `${id}-x`,
          ordinal: 1,
          content: { sv_SE: 'Rum' },
          orderInReportHeader: null,
          showInReportHeader: false,
        },
      ],
    },
  ],
  ...over,
});

const room = module('room', [
  q('radio', 'radio', { isMandatory: true, requiredCommentMinScore: 2 }),
  q('gradeA', 'gradeA', { isCommentMandatoryNeg: true, isPictureMandatoryNeg: true }),
  q('gradeB', 'gradeB', { isCommentMandatoryPos: true }),
  q('gradeG', 'gradeG'),
  q('gradeJ', 'gradeJ', { isMandatory: true }),
  q('none', 'none', { isPictureMandatoryPos: true }),
]);
const lobby = module('lobby', [q('circle', 'circle')], { isMandatory: true });

const created = (
  over: { allowUnansweredQuestions?: boolean; followUpToInspectionId?: string | null } = {},
): InspectionEvent => ({
  type: 'InspectionCreated',
  data: {
    inspectionId: 'i1',
    organizationId: 'o1',
    hotelId: 'h1',
    type: {
      inspectionTypeId: 't1',
      name: 'Mystery guest',
      reportType: 'agentQ',
      allowUnansweredQuestions: over.allowUnansweredQuestions ?? false,
    },
    startDate: '2026-11-21',
    startHour: '09:00',
    userId: 'u1',
    createdBy: 's1',
    descriptions: [],
    extraQuestions: [{ id: 'e1', content: 'Något mer?', ordinal: 1 }],
    prefilledComments: [],
    shouldSendNotification: true,
    followUpToInspectionId: over.followUpToInspectionId ?? null,
    modules: [room, lobby],
    createdAt: NOW,
  },
});
const by = (actor: CommandActor) => ({ actor, now: NOW });
const scored = (
  questionId: string,
  score: number | null,
  comment?: string,
  moduleId = 'room',
): InspectionEvent => ({
  type: 'QuestionScored',
  data: { by: 'u1', at: NOW, moduleId, questionId, score, ...(comment !== undefined ? { comment } : {}) },
});
const agentEnded: InspectionEvent = {
  type: 'AgentEndTimeSet',
  data: { by: 'u1', at: NOW, clearedModuleIds: [] },
};

// Guest room: a checkbox, a checkbox whose "no" needs a comment, a yes/no and a number.
const guestRoom = module('guest', [
  q('remote', 'gradeH'),
  q('guide', 'gradeH', { isCommentMandatoryNeg: true }),
  q('welcome', 'gradeF'),
  q('temperature', 'gradeG'),
]);
const skipped: InspectionEvent = {
  type: 'ModuleSkipToggled',
  data: { by: 'u1', at: NOW, moduleId: 'room', skipped: true },
};
const lobbyDone: InspectionEvent = {
  type: 'ModuleFinished',
  data: { by: 'u1', at: NOW, moduleId: 'lobby', filledScores: {} },
};
const roomDone: InspectionEvent = {
  type: 'ModuleFinished',
  data: { by: 'u1', at: NOW, moduleId: 'room', filledScores: {} },
};
const scheduler = { id: 'scheduler', role: 'superUser' as const };
const closed: InspectionEvent = {
  type: 'InspectionClosedAutomatically',
  data: { by: 'scheduler', at: NOW, closeDate: '2026-03-29' },
};
const approved: InspectionEvent = { type: 'AdminEndTimeSet', data: { by: 'h1', at: NOW, revert: false } };
const followUp = (over: object) => ({
  needsFollowUp: true,
  followUpComment: 'Byt duschdraperi',
  followUpDeadline: '2026-12-01',
  followUpTip: false,
  followUpFeedback: false,
  ...over,
});
const moduleFollowUp = (actor: typeof reviewer, comment: string, moduleId = 'room') => ({
  type: 'SetModuleFollowUp' as const,
  ...by(actor),
  moduleId,
  comment,
});

describe('a created inspection', () => {
  it('takes a score on the type’s scale, -1 (not applicable) and null (unhide)', () => {
    spec([created()])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'gradeB', score: 5 })
      .then([scored('gradeB', 5)]);
    spec([created()])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'radio', score: -1 })
      .then([scored('radio', -1)]);
    spec([created()])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'radio', score: null })
      .then([scored('radio', null)]);
    spec([created()])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'gradeG', score: 21.5 })
      .then([scored('gradeG', 21.5)]);
  });

  it('refuses a score outside the scale, on a question of no score, or of another module', () => {
    spec([created()])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'radio', score: 4 })
      .thenFails('inspections.invalidScore');
    spec([created()])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'gradeA', score: 2 })
      .thenFails('inspections.invalidScore');
    spec([created()])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'gradeJ', score: 1 })
      .thenFails('inspections.invalidScore');
    spec([created()])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'lobby', questionId: 'radio', score: 1 })
      .thenFails('inspections.questionNotFound');
    spec([created()])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'spa', questionId: 'radio', score: 1 })
      .thenFails('inspections.moduleNotFound');
  });

  it('refuses to finish a module with errors per question, for anyone below a companyAdmin', () => {
    spec([created()])
      .when({ type: 'FinishModule', ...by(hotelAdmin), moduleId: 'room' })
      .thenFails('inspections.moduleHasErrors');
  });

  it('counts the type’s prefilled comment as the answer’s comment, as the agent sees it', () => {
    const plain = created() as Extract<InspectionEvent, { type: 'InspectionCreated' }>;
    const prefilled: InspectionEvent = {
      ...plain,
      data: { ...plain.data, prefilledComments: [{ questionId: 'gradeJ', comment: 'Asked at the desk' }] },
    };
    const errorsAfter = (history: InspectionEvent[]) => {
      const state = history.reduce(inspectionDecider.evolve, inspectionDecider.initialState());
      try {
        inspectionDecider.decide({ type: 'FinishModule', ...by(agent), moduleId: 'room' }, state);
      } catch (error) {
        return (error as DomainError).errors;
      }
      return {};
    };
    expect(errorsAfter([plain])).toHaveProperty('gradeJ', ANSWER_ERRORS.comment);
    expect(errorsAfter([prefilled])).not.toHaveProperty('gradeJ');
  });

  it('skips only a module that is not mandatory', () => {
    spec([created()])
      .when({ type: 'ToggleModuleSkipped', ...by(agent), moduleId: 'lobby' })
      .thenFails('inspections.moduleMandatory');
    spec([created()])
      .when({ type: 'ToggleModuleSkipped', ...by(agent), moduleId: 'room' })
      .then([skipped]);
  });

  it('takes answers to context questions, cluster comments and attachments of their own module only', () => {
    spec([created()])
      .when({
        type: 'AnswerContextQuestion',
        ...by(agent),
        moduleId: 'room',
        contextQuestionId: 'room-x',
        content: '101',
      })
      .then((e) => expect(e).toHaveLength(1));
    spec([created()])
      .when({
        type: 'AnswerContextQuestion',
        ...by(agent),
        moduleId: 'lobby',
        contextQuestionId: 'room-x',
        content: '101',
      })
      .thenFails('inspections.contextQuestionNotFound');
    spec([created()])
      .when({
        type: 'SetClusterComment',
        ...by(agent),
        moduleId: 'room',
        clusterId: 'lobby-c',
        comments: 'x',
      })
      .thenFails('inspections.clusterNotFound');
    spec([created()])
      .when({
        type: 'RemoveAttachment',
        ...by(agent),
        moduleId: 'room',
        questionId: 'none',
        attachmentId: 'f9',
      })
      .thenFails('inspections.attachmentNotFound');
  });

  it('checks external scores against their maxima and comfort zones against the list', () => {
    spec([created()])
      .when({ type: 'SetExternalScores', ...by(agent), scores: { facebook: 4.5, booking: 9.25, custom: 87 } })
      .then((e) => expect(e).toHaveLength(1));
    spec([created()])
      .when({ type: 'SetExternalScores', ...by(agent), scores: { tripAdvisor: 5.01 } })
      .thenFails('inspections.invalidExternalScore');
    spec([created()])
      .when({ type: 'SetExternalScores', ...by(agent), scores: { hotels: -1 } })
      .thenFails('inspections.invalidExternalScore');
    spec([created()])
      .when({ type: 'SetComfortZoneComments', ...by(agent), comments: { hygiene: 'Bra', spa: 'x' } as never })
      .thenFails('inspections.invalidComfortZone');
  });

  it('answers extra questions on the radio scale', () => {
    spec([created()])
      .when({ type: 'AnswerExtraQuestion', ...by(agent), extraQuestionId: 'e1', score: 2, comment: '' })
      .then((e) => expect(e).toHaveLength(1));
    spec([created()])
      .when({ type: 'AnswerExtraQuestion', ...by(agent), extraQuestionId: 'e1', score: 7, comment: '' })
      .thenFails('inspections.invalidScore');
    spec([created()])
      .when({ type: 'AnswerExtraQuestion', ...by(agent), extraQuestionId: 'e9', score: 1, comment: '' })
      .thenFails('inspections.extraQuestionNotFound');
  });

  it('gets no agent end time while a module is neither finished nor skipped', () => {
    spec([created()])
      .when({ type: 'SetAgentEndTime', ...by(agent) })
      .thenFails('inspections.modulesNotFinished');
  });

  it('takes no follow-up, on a question or a module, before the agent has finished', () => {
    spec([created()])
      .when({
        type: 'SetFollowUp',
        today: '2026-11-21',
        ...by(reviewer),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({}),
      })
      .thenFails('inspections.notFinishedByAgent');
    spec([created()]).when(moduleFollowUp(reviewer, 'x')).thenFails('inspections.notFinishedByAgent');
  });

  it('cannot be approved before the agent has finished', () => {
    spec([created()])
      .when({ type: 'SetAdminEndTime', ...by(reviewer), revert: false })
      .thenFails('inspections.notFinishedByAgent');
  });

  it('is closed automatically when nobody submitted it, as submitted at the close', () => {
    spec([created()])
      .when({ type: 'CloseInspectionAutomatically', ...by(scheduler), closeDate: '2026-03-29' })
      .then((events) => {
        expect(events).toEqual([closed]);
        const after = [created(), ...events].reduce(
          inspectionDecider.evolve,
          inspectionDecider.initialState(),
        );
        expect(after.live!.agentEndTime).toBe(NOW);
        expect(after.live!.agentEndTimeSetBy).toBe('scheduler');
      });
  });

  it('is rescheduled by admins only, with nothing recorded when nothing changes', () => {
    spec([created()])
      .when({ type: 'RescheduleInspection', ...by(agent), changes: { startDate: '2026-11-22' } })
      .thenFails('errors.noPermission');
    spec([created()])
      .when({
        type: 'RescheduleInspection',
        ...by(hotelAdmin),
        changes: { startDate: '2026-11-21', startHour: '09:00' },
      })
      .then([]);
    spec([created()])
      .when({
        type: 'RescheduleInspection',
        ...by(hotelAdmin),
        changes: { startDate: '2026-11-22', startHour: '09:00' },
      })
      .then([
        {
          type: 'InspectionRescheduled',
          data: {
            by: 'h1',
            at: NOW,
            changes: { startDate: '2026-11-22' },
            previous: { startDate: '2026-11-21' },
          },
        },
      ]);
  });

  it('is not deleted by an agent', () => {
    spec([created()])
      .when({ type: 'DeleteInspection', ...by(agent) })
      .thenFails('errors.noPermission');
  });
});

describe('an inspection with an answer', () => {
  it('has a module finished by a reviewer, the unanswered filled with the highest score', () => {
    spec([created(), scored('radio', 1)])
      .when({ type: 'FinishModule', ...by(reviewer), moduleId: 'room' })
      .then([
        {
          type: 'ModuleFinished',
          data: { by: 's1', at: NOW, moduleId: 'room', filledScores: { gradeA: 1, gradeB: 0 } },
        },
      ]);
  });
});

describe('an inspection whose type allows unanswered questions', () => {
  it('leaves the unanswered empty when a module is finished', () => {
    spec([created({ allowUnansweredQuestions: true })])
      .when({ type: 'FinishModule', ...by(reviewer), moduleId: 'lobby' })
      .then([{ type: 'ModuleFinished', data: { by: 's1', at: NOW, moduleId: 'lobby', filledScores: {} } }]);
  });
  it('gets the agent end time with modules unfinished', () => {
    spec([created({ allowUnansweredQuestions: true })])
      .when({ type: 'SetAgentEndTime', ...by(agent) })
      .then([agentEnded]);
  });
});

describe('an inspection with a skipped module', () => {
  it('refuses answers to the skipped module', () => {
    spec([created(), skipped])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'radio', score: 1 })
      .thenFails('inspections.moduleSkipped');
  });
  it('toggles the module back', () => {
    spec([created(), skipped])
      .when({ type: 'ToggleModuleSkipped', ...by(agent), moduleId: 'room' })
      .then((events) => expect(events[0]!.data).toMatchObject({ skipped: false }));
  });
  it('gets the agent end time once every other module is finished', () => {
    spec([created(), skipped, lobbyDone])
      .when({ type: 'SetAgentEndTime', ...by(agent) })
      .then([agentEnded]);
  });
  it('removes, at submit, the answers given in the module before it was skipped', () => {
    const history: InspectionEvent[] = [created(), scored('radio', 2), skipped, lobbyDone];
    spec(history)
      .when({ type: 'SetAgentEndTime', ...by(agent) })
      .then((events) => {
        expect(events).toEqual([
          { type: 'AgentEndTimeSet', data: { by: agent.id, at: NOW, clearedModuleIds: ['room'] } },
        ]);
        const after = [...history, ...events].reduce(
          inspectionDecider.evolve,
          inspectionDecider.initialState(),
        );
        expect(after.live!.answers.room).toBeUndefined();
        expect(after.live!.progress.room!.skipped).toBe(true);
      });
  });
});

describe('an inspection with a module of checkboxes (gradeH)', () => {
  // Guest room: "Was the remote control in place?" is a checkbox; beside it a yes/no and a number.
  const withGuestRoom = (allowUnansweredQuestions = false): InspectionEvent => {
    const plain = created({ allowUnansweredQuestions }) as Extract<
      InspectionEvent,
      { type: 'InspectionCreated' }
    >;
    return { ...plain, data: { ...plain.data, modules: [guestRoom, lobby] } };
  };
  const scoredHere = (questionId: string, score: number | null, comment?: string) => ({
    ...scored(questionId, score, comment, 'guest'),
  });
  const finished = (filledScores: Record<string, number>): InspectionEvent[] => [
    { type: 'ModuleFinished', data: { by: 's1', at: NOW, moduleId: 'guest', filledScores } },
  ];

  it('stores an unticked box as "no" (0) when the module is finished, never as "yes"', () => {
    spec([withGuestRoom(), scoredHere('guide', 1)])
      .when({ type: 'FinishModule', ...by(reviewer), moduleId: 'guest' })
      .then(finished({ remote: 0, welcome: 1 }));
  });

  it('stores it as "no" even where the type allows unanswered questions; the others stay empty', () => {
    spec([withGuestRoom(true)])
      .when({ type: 'FinishModule', ...by(reviewer), moduleId: 'guest' })
      .then(finished({ remote: 0, guide: 0 }));
  });

  it('keeps a ticked box, a box unticked again, and not applicable as they are', () => {
    spec([withGuestRoom(), scoredHere('remote', 1), scoredHere('guide', 0), scoredHere('welcome', -1)])
      .when({ type: 'FinishModule', ...by(reviewer), moduleId: 'guest' })
      .then(finished({}));
  });

  it('asks for the comment a "no" needs when the box is left unticked', () => {
    spec([withGuestRoom(), scoredHere('welcome', 1), scoredHere('temperature', 21)])
      .when({ type: 'FinishModule', ...by(agent), moduleId: 'guest' })
      .thenFails('inspections.moduleHasErrors');
    spec([withGuestRoom(), scoredHere('guide', null, 'Ingen guide'), scoredHere('welcome', 1)])
      .when({ type: 'FinishModule', ...by(agent), moduleId: 'guest' })
      .then((events) => expect(events[0]!.data).toMatchObject({ filledScores: { remote: 0, guide: 0 } }));
  });
});

describe('a submitted inspection', () => {
  const base = [created(), agentEnded];

  it('takes no more answers from the agent; a reviewer still may, at control', () => {
    const ended = [created(), roomDone, lobbyDone, agentEnded];
    spec(ended)
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'radio', score: 1 })
      .thenFails('inspections.finished');
    spec(ended)
      .when({ type: 'ScoreQuestion', ...by(reviewer), moduleId: 'room', questionId: 'radio', score: 1 })
      .then((e) => expect(e).toHaveLength(1));
  });

  it('takes a follow-up from reviewers only; one kind; an action needs a deadline', () => {
    spec(base)
      .when({
        type: 'SetFollowUp',
        today: '2026-11-21',
        ...by(hotelAdmin),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({}),
      })
      .thenFails('errors.noPermission');
    spec(base)
      .when({
        type: 'SetFollowUp',
        today: '2026-11-21',
        ...by(reviewer),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({ followUpTip: true, followUpFeedback: true }),
      })
      .thenFails('questions.followUp.oneKind');
    spec(base)
      .when({
        type: 'SetFollowUp',
        today: '2026-11-21',
        ...by(reviewer),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({ followUpDeadline: null }),
      })
      .thenFails('questions.followUp.missingDeadline');
    spec(base)
      .when({
        type: 'SetFollowUp',
        today: '2026-11-21',
        ...by(reviewer),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({ followUpTip: true }),
      })
      .then((events) => expect(events[0]!.data).toMatchObject({ followUpTip: true, followUpDeadline: null }));
  });

  it("refuses an action deadline before the entity's day, and keeps one that has passed since it was set", () => {
    const setFollowUp = (today: string, deadline: string, comment = 'Byt duschdraperi') => ({
      type: 'SetFollowUp' as const,
      ...by(reviewer),
      moduleId: 'room',
      questionId: 'radio',
      today,
      followUp: followUp({ followUpDeadline: deadline, followUpComment: comment }),
    });
    spec(base).when(setFollowUp('2026-11-21', '2026-11-20')).thenFails('questions.followUp.deadlinePassed');
    spec(base)
      .when(setFollowUp('2026-11-21', '2026-11-21'))
      .then((events) => expect(events[0]!.data).toMatchObject({ followUpDeadline: '2026-11-21' }));
    const setEarlier = spec(base).when(setFollowUp('2026-11-01', '2026-11-10'));
    setEarlier.then((events) => {
      // Set while ahead, the same deadline is kept when the comment changes after its day.
      spec([...base, ...events])
        .when(setFollowUp('2026-11-21', '2026-11-10', 'Byt draperiet i dag'))
        .then((later) => expect(later[0]!.data).toMatchObject({ followUpDeadline: '2026-11-10' }));
    });
  });

  it('blanks the comment when a follow-up is cleared', () => {
    spec(base)
      .when({
        type: 'SetFollowUp',
        today: '2026-11-21',
        ...by(reviewer),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({ needsFollowUp: false }),
      })
      .then((events) =>
        expect(events[0]!.data).toMatchObject({
          needsFollowUp: false,
          followUpComment: '',
          followUpDeadline: null,
        }),
      );
  });

  it("takes a module's follow-up comment from reviewers only, on a module of the inspection", () => {
    spec(base).when(moduleFollowUp(hotelAdmin, 'x')).thenFails('errors.noPermission');
    spec(base)
      .when(moduleFollowUp(reviewer, 'x', 'nowhere'))
      .thenFails('inspections.moduleNotFound');
    spec(base)
      .when(moduleFollowUp(reviewer, '  Se över skyltningen i hela modulen.  '))
      .then((events) =>
        expect(events).toEqual([
          {
            type: 'ModuleFollowUpSet',
            data: expect.objectContaining({
              moduleId: 'room',
              comment: 'Se över skyltningen i hela modulen.',
            }),
          },
        ]),
      );
  });

  it('is approved by an admin with the figures it signs off, but not by an agent, and has nothing to revert', () => {
    const ended = [created({ allowUnansweredQuestions: true }), agentEnded];
    spec(ended)
      .when({ type: 'SetAdminEndTime', ...by(agent), revert: false })
      .thenFails('errors.noPermission');
    spec(ended)
      .when({ type: 'SetAdminEndTime', ...by(hotelAdmin), revert: true })
      .thenFails('inspections.notFinishedByAdmin');
    // The approval records the figures it signs off, scored by the one rule.
    spec(ended)
      .when({ type: 'SetAdminEndTime', ...by(hotelAdmin), revert: false })
      .then((e) => {
        expect(e).toHaveLength(1);
        expect(e[0]).toMatchObject(approved);
        const figures = (e[0]!.data as { figures: { total: { max: number }; percent: number | null } })
          .figures;
        expect(figures.total.max % 3).toBe(0);
        expect(figures.percent === null || (figures.percent >= 0 && figures.percent <= 100)).toBe(true);
      });
  });

  it('is not closed automatically again, whether the close or the agent submitted it', () => {
    spec([created(), closed])
      .when({ type: 'CloseInspectionAutomatically', ...by(scheduler), closeDate: '2026-03-29' })
      .then([]);
    spec([created({ allowUnansweredQuestions: true }), agentEnded])
      .when({ type: 'CloseInspectionAutomatically', ...by(scheduler), closeDate: '2026-03-29' })
      .then([]);
  });
});

describe('an approved inspection', () => {
  it('takes no more answers, not even from a reviewer', () => {
    spec([
      created(),
      roomDone,
      lobbyDone,
      agentEnded,
      { type: 'AdminEndTimeSet', data: { by: 's1', at: NOW, revert: false } },
    ])
      .when({ type: 'ScoreQuestion', ...by(reviewer), moduleId: 'room', questionId: 'radio', score: 1 })
      .thenFails('inspections.finished');
  });
  it('has its approval reverted by an admin', () => {
    spec([created({ allowUnansweredQuestions: true }), agentEnded, approved])
      .when({ type: 'SetAdminEndTime', ...by(hotelAdmin), revert: true })
      .then((e) => expect(e[0]!.data).toMatchObject({ revert: true }));
  });
});

describe('a deleted inspection', () => {
  it('takes no more answers', () => {
    spec([created(), { type: 'InspectionDeleted', data: { by: 's1', at: NOW } }])
      .when({ type: 'CommentQuestion', ...by(agent), moduleId: 'room', questionId: 'radio', comment: 'x' })
      .thenFails('inspections.notFound');
  });
});

describe('an inspection near the bound of its answers', () => {
  const many = module(
    'many',
    Array.from({ length: 1400 }, (_, i) => q(`m${i}`, 'radio')),
  );
  const bigCreated: InspectionEvent = {
    ...created(),
    data: { ...(created().data as object), modules: [many] },
  } as InspectionEvent;
  const longComment = 'Smutsigt golv under sängen. '.repeat(357).slice(0, 10_000);
  const commented = (i: number): InspectionEvent => ({
    type: 'QuestionCommented',
    data: { by: 'u1', at: NOW, moduleId: 'many', questionId: `m${i}`, comment: longComment },
  });
  const liveBytes = (events: InspectionEvent[]) => {
    const state = events.reduce(inspectionDecider.evolve, inspectionDecider.initialState());
    return new TextEncoder().encode(JSON.stringify(state.live)).length;
  };
  // As many longest comments as leave between 1 and 9 kB of room under MAX_ANSWERS_BYTES: less than one more.
  const tenMore = (from: number) => Array.from({ length: 10 }, (_, i) => commented(from + i));
  const base = liveBytes([bigCreated, ...tenMore(0)]);
  const each = (liveBytes([bigCreated, ...tenMore(0), ...tenMore(10)]) - base) / 10;
  let count = 10 + Math.floor((MAX_ANSWERS_BYTES - 5_000 - base) / each);
  let nearFull = [bigCreated, ...Array.from({ length: count }, (_, i) => commented(i))];
  // The estimate is near; a comment's size, not a rule, decides the rest.
  while (MAX_ANSWERS_BYTES - liveBytes(nearFull) > 9_000) nearFull = [...nearFull, commented(count++)];
  const comment = (i: number, text: string) => ({
    type: 'CommentQuestion' as const,
    ...by(agent),
    moduleId: 'many',
    questionId: `m${i}`,
    comment: text,
  });

  it('takes a comment that fits, and scores without a comment whatever the size', () => {
    expect(MAX_ANSWERS_BYTES - liveBytes(nearFull)).toBeGreaterThan(1_000);
    expect(MAX_ANSWERS_BYTES - liveBytes(nearFull)).toBeLessThan(9_000);
    spec(nearFull)
      .when(comment(count, 'Ok.'))
      .then([
        {
          type: 'QuestionCommented',
          data: { by: 'u1', at: NOW, moduleId: 'many', questionId: `m${count}`, comment: 'Ok.' },
        },
      ]);
    spec(nearFull)
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'many', questionId: `m${count}`, score: 1 })
      .then([scored(`m${count}`, 1, undefined, 'many')]);
  });

  it('keeps a bound of the answers’ size that is never below it, so they are measured whole only near the limit', () => {
    const exact = (live: unknown) => new TextEncoder().encode(JSON.stringify(live ?? null)).length;
    const lives: InspectionEvent[][] = [
      [
        created(),
        scored('radio', 2, 'Damm på lampan, fönsterbrädan och under sängen.'),
        scored('radio', null),
        {
          type: 'QuestionCommented',
          data: { by: 'u1', at: NOW, moduleId: 'lobby', questionId: 'circle', comment: 'Å' },
        },
        skipped,
        lobbyDone,
        roomDone,
        agentEnded,
        approved,
        closed,
      ],
      nearFull.slice(0, 120),
    ];
    for (const events of lives) {
      let state = inspectionDecider.initialState();
      for (const event of events) {
        state = inspectionDecider.evolve(state, event);
        expect(state.liveBytesAtMost).toBeGreaterThanOrEqual(exact(state.live));
      }
    }
    const small = lives[0]!.reduce(inspectionDecider.evolve, inspectionDecider.initialState());
    expect(small.liveBytesAtMost).toBeLessThan(MAX_ANSWERS_BYTES / 100);
  });

  it('refuses a comment that would take the answers over the bound', () => {
    spec(nearFull).when(comment(count, longComment)).thenFails('inspections.answersTooLarge');
    spec(nearFull)
      .when({ ...comment(count, longComment), type: 'ScoreQuestion', score: 1 })
      .thenFails('inspections.answersTooLarge');
  });
});

describe('the validation helper (inspection-run §5)', () => {
  const answers = (entries: Record<string, Partial<typeof EMPTY_ANSWER>>) =>
    Object.fromEntries(Object.entries(entries).map(([id, a]) => [id, { ...EMPTY_ANSWER, ...a }]));
  const picture = { id: 'f', path: 'p', originalName: 'a.jpg', mimeType: 'image/jpeg', isFollowUp: false };

  it('wants a mandatory answer, a comment at requiredCommentMinScore, and the flags by polarity', () => {
    expect(validateModule(room, {}, 'user')).toEqual({
      radio: [ANSWER_ERRORS.noAnswer],
      gradeJ: [ANSWER_ERRORS.comment],
      none: [ANSWER_ERRORS.picture],
    });
    expect(
      validateModule(
        room,
        answers({
          radio: { score: 2 },
          gradeA: { score: 0 },
          gradeB: { score: 0 },
          gradeJ: { comment: 'Anna' },
          none: { attachments: [picture] },
        }),
        'user',
      ),
    ).toEqual({
      radio: [ANSWER_ERRORS.comment],
      gradeA: [ANSWER_ERRORS.comment, ANSWER_ERRORS.picture],
      gradeB: [ANSWER_ERRORS.comment],
    });
  });

  it('is satisfied by comments and pictures, by not applicable, and exempts companyAdmin and superUser', () => {
    const good = answers({
      radio: { score: 3, comment: 'Aldrig städat' },
      gradeA: { score: 0, comment: 'Saknas', attachments: [picture] },
      gradeB: { score: 2 },
      gradeJ: { comment: 'Anna' },
      none: { attachments: [picture] },
    });
    expect(validateModule(room, good, 'user')).toEqual({});
    expect(
      validateModule(
        room,
        answers({ radio: { score: -1 }, gradeJ: { comment: 'x' }, none: { attachments: [picture] } }),
        'hotelAdmin',
      ),
    ).toEqual({});
    expect(validateModule(room, {}, 'companyAdmin')).toEqual({});
    expect(validateModule(room, {}, 'superUser')).toEqual({});
    // A follow-up picture does not count as the answer's picture.
    expect(
      validateModule(
        room,
        answers({ ...good, none: { attachments: [{ ...picture, isFollowUp: true }] } }),
        'user',
      ),
    ).toEqual({ none: [ANSWER_ERRORS.picture] });
  });

  it('leaves questions without an answer alone on a follow-up inspection', () => {
    expect(validateModule(room, {}, 'user', true)).toEqual({});
  });
});

describe('a checkbox (gradeH) in the answer counts', () => {
  it('is not listed as unanswered: unticked is its "no"', () => {
    const none = {};
    expect(unansweredQuestions(guestRoom, none).map((question) => question.id)).toEqual([
      'welcome',
      'temperature',
    ]);
    expect(moduleAnswerCounts(guestRoom, none)).toEqual({
      answered: 2,
      filled: 0,
      unanswered: 2,
      notApplicable: 0,
      total: 4,
    });
  });
});
