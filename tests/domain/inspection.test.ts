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

describe('scoring', () => {
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

  it('refuses answers to a skipped module, a deleted inspection, and after the end times', () => {
    const skipped: InspectionEvent = {
      type: 'ModuleSkipToggled',
      data: { by: 'u1', at: NOW, moduleId: 'room', skipped: true },
    };
    spec([created(), skipped])
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'radio', score: 1 })
      .thenFails('inspections.moduleSkipped');
    spec([created(), { type: 'InspectionDeleted', data: { by: 's1', at: NOW } }])
      .when({ type: 'CommentQuestion', ...by(agent), moduleId: 'room', questionId: 'radio', comment: 'x' })
      .thenFails('inspections.notFound');
    const lobbyDone: InspectionEvent = {
      type: 'ModuleFinished',
      data: { by: 'u1', at: NOW, moduleId: 'lobby', filledScores: {} },
    };
    const roomDone: InspectionEvent = {
      type: 'ModuleFinished',
      data: { by: 'u1', at: NOW, moduleId: 'room', filledScores: {} },
    };
    const ended = [created(), roomDone, lobbyDone, agentEnded];
    spec(ended)
      .when({ type: 'ScoreQuestion', ...by(agent), moduleId: 'room', questionId: 'radio', score: 1 })
      .thenFails('inspections.finished');
    // A reviewer still may at control, until the admin's end time.
    spec(ended)
      .when({ type: 'ScoreQuestion', ...by(reviewer), moduleId: 'room', questionId: 'radio', score: 1 })
      .then((e) => expect(e).toHaveLength(1));
    spec([...ended, { type: 'AdminEndTimeSet', data: { by: 's1', at: NOW, revert: false } }])
      .when({ type: 'ScoreQuestion', ...by(reviewer), moduleId: 'room', questionId: 'radio', score: 1 })
      .thenFails('inspections.finished');
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

describe('finishing a module', () => {
  it('is refused with the errors per question for an agent, and fills the unanswered with the highest score', () => {
    spec([created()])
      .when({ type: 'FinishModule', ...by(hotelAdmin), moduleId: 'room' })
      .thenFails('inspections.moduleHasErrors');
    spec([created(), scored('radio', 1)])
      .when({ type: 'FinishModule', ...by(reviewer), moduleId: 'room' })
      .then([
        {
          type: 'ModuleFinished',
          data: { by: 's1', at: NOW, moduleId: 'room', filledScores: { gradeA: 1, gradeB: 0 } },
        },
      ]);
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

  it('leaves the unanswered empty when the type allows unanswered questions', () => {
    spec([created({ allowUnansweredQuestions: true })])
      .when({ type: 'FinishModule', ...by(reviewer), moduleId: 'lobby' })
      .then([{ type: 'ModuleFinished', data: { by: 's1', at: NOW, moduleId: 'lobby', filledScores: {} } }]);
  });

  it('skips only a module that is not mandatory, and toggles back', () => {
    spec([created()])
      .when({ type: 'ToggleModuleSkipped', ...by(agent), moduleId: 'lobby' })
      .thenFails('inspections.moduleMandatory');
    spec([created()])
      .when({ type: 'ToggleModuleSkipped', ...by(agent), moduleId: 'room' })
      .then([{ type: 'ModuleSkipToggled', data: { by: 'u1', at: NOW, moduleId: 'room', skipped: true } }]);
    spec([
      created(),
      { type: 'ModuleSkipToggled', data: { by: 'u1', at: NOW, moduleId: 'room', skipped: true } },
    ])
      .when({ type: 'ToggleModuleSkipped', ...by(agent), moduleId: 'room' })
      .then((events) => expect(events[0]!.data).toMatchObject({ skipped: false }));
  });
});

describe('a checkbox (gradeH) is always answered', () => {
  // Guest room: "Was the remote control in place?" is a checkbox; beside it a yes/no and a number.
  const guestRoom = module('guest', [
    q('remote', 'gradeH'),
    q('guide', 'gradeH', { isCommentMandatoryNeg: true }),
    q('welcome', 'gradeF'),
    q('temperature', 'gradeG'),
  ]);
  const withGuestRoom = (allowUnansweredQuestions = false): InspectionEvent => {
    const plain = created({ allowUnansweredQuestions }) as Extract<InspectionEvent, { type: 'InspectionCreated' }>;
    return { ...plain, data: { ...plain.data, modules: [guestRoom, lobby] } };
  };
  const scoredHere = (questionId: string, score: number | null, comment?: string) => ({
    ...scored(questionId, score, comment, 'guest'),
  });
  const finished = (filledScores: Record<string, number>): InspectionEvent[] => [
    { type: 'ModuleFinished', data: { by: 's1', at: NOW, moduleId: 'guest', filledScores } },
  ];

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

  it('is stored as "no" (0) when the module is finished unticked, never as "yes"', () => {
    spec([withGuestRoom(), scoredHere('guide', 1)])
      .when({ type: 'FinishModule', ...by(reviewer), moduleId: 'guest' })
      .then(finished({ remote: 0, welcome: 1 }));
  });

  it('is stored as "no" even where the type allows unanswered questions; the others stay empty', () => {
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

describe('follow-up', () => {
  const base = [created(), agentEnded];
  const followUp = (over: object) => ({
    needsFollowUp: true,
    followUpComment: 'Byt duschdraperi',
    followUpDeadline: '2026-12-01',
    followUpTip: false,
    followUpFeedback: false,
    ...over,
  });

  it('is for reviewers once the agent has finished; one kind; an action needs a deadline', () => {
    spec(base)
      .when({
        type: 'SetFollowUp',
        ...by(hotelAdmin),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({}),
      })
      .thenFails('errors.noPermission');
    spec([created()])
      .when({
        type: 'SetFollowUp',
        ...by(reviewer),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({}),
      })
      .thenFails('inspections.notFinishedByAgent');
    spec(base)
      .when({
        type: 'SetFollowUp',
        ...by(reviewer),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({ followUpTip: true, followUpFeedback: true }),
      })
      .thenFails('questions.followUp.oneKind');
    spec(base)
      .when({
        type: 'SetFollowUp',
        ...by(reviewer),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({ followUpDeadline: null }),
      })
      .thenFails('questions.followUp.missingDeadline');
    spec(base)
      .when({
        type: 'SetFollowUp',
        ...by(reviewer),
        moduleId: 'room',
        questionId: 'radio',
        followUp: followUp({ followUpTip: true }),
      })
      .then((events) => expect(events[0]!.data).toMatchObject({ followUpTip: true, followUpDeadline: null }));
  });

  it('clearing it blanks the comment', () => {
    spec(base)
      .when({
        type: 'SetFollowUp',
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
});

describe("a module's follow-up comment", () => {
  const on = (actor: typeof reviewer, comment: string, moduleId = 'room') => ({
    type: 'SetModuleFollowUp' as const,
    ...by(actor),
    moduleId,
    comment,
  });

  it("is the reviewers', once the agent has finished, on a module of the inspection", () => {
    spec([created(), agentEnded]).when(on(hotelAdmin, 'x')).thenFails('errors.noPermission');
    spec([created()]).when(on(reviewer, 'x')).thenFails('inspections.notFinishedByAgent');
    spec([created(), agentEnded])
      .when(on(reviewer, 'x', 'nowhere'))
      .thenFails('inspections.moduleNotFound');
    spec([created(), agentEnded])
      .when(on(reviewer, '  Se över skyltningen i hela modulen.  '))
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
});

describe('control and submit', () => {
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

  it('sets the agent end time once every module is finished or skipped, unless unanswered are allowed', () => {
    spec([created()])
      .when({ type: 'SetAgentEndTime', ...by(agent) })
      .thenFails('inspections.modulesNotFinished');
    spec([created({ allowUnansweredQuestions: true })])
      .when({ type: 'SetAgentEndTime', ...by(agent) })
      .then([agentEnded]);
    spec([
      created(),
      { type: 'ModuleSkipToggled', data: { by: 'u1', at: NOW, moduleId: 'room', skipped: true } },
      { type: 'ModuleFinished', data: { by: 'u1', at: NOW, moduleId: 'lobby', filledScores: {} } },
    ])
      .when({ type: 'SetAgentEndTime', ...by(agent) })
      .then([agentEnded]);
  });

  it('removes, at submit, the answers given in a module before it was skipped', () => {
    const history: InspectionEvent[] = [
      created(),
      {
        type: 'QuestionScored',
        data: { by: 'u1', at: NOW, moduleId: 'room', questionId: 'radio', score: 2 },
      },
      { type: 'ModuleSkipToggled', data: { by: 'u1', at: NOW, moduleId: 'room', skipped: true } },
      { type: 'ModuleFinished', data: { by: 'u1', at: NOW, moduleId: 'lobby', filledScores: {} } },
    ];
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

  it('lets an admin approve after the agent, and revert, but not an agent', () => {
    const ended = [created({ allowUnansweredQuestions: true }), agentEnded];
    spec([created()])
      .when({ type: 'SetAdminEndTime', ...by(reviewer), revert: false })
      .thenFails('inspections.notFinishedByAgent');
    spec(ended)
      .when({ type: 'SetAdminEndTime', ...by(agent), revert: false })
      .thenFails('errors.noPermission');
    spec(ended)
      .when({ type: 'SetAdminEndTime', ...by(hotelAdmin), revert: true })
      .thenFails('inspections.notFinishedByAdmin');
    const approved: InspectionEvent = { type: 'AdminEndTimeSet', data: { by: 'h1', at: NOW, revert: false } };
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
    spec([...ended, approved])
      .when({ type: 'SetAdminEndTime', ...by(hotelAdmin), revert: true })
      .then((e) => expect(e[0]!.data).toMatchObject({ revert: true }));
  });

  it('reschedules (admins only, nothing when nothing changes) and deletes', () => {
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
    spec([created()])
      .when({ type: 'DeleteInspection', ...by(agent) })
      .thenFails('errors.noPermission');
  });
});

describe('context questions, cluster comments and attachments', () => {
  it('belong to their module', () => {
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

  it('refuses a comment that would take the answers over the bound', () => {
    spec(nearFull).when(comment(count, longComment)).thenFails('inspections.answersTooLarge');
    spec(nearFull)
      .when({ ...comment(count, longComment), type: 'ScoreQuestion', score: 1 })
      .thenFails('inspections.answersTooLarge');
  });
});
