import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTION_FIELDS } from '../../src-domain/catalogue/index.ts';
import type { CommandActor } from '../../src-domain/shared/actor.ts';
import {
  inspectionDecider,
  questionnaireParts,
  type InspectionCommand,
  type InspectionEvent,
  type InspectionState,
  type SnapshotModule,
  type SnapshotQuestion,
} from '../../src-domain/inspection/index.ts';
import { DomainError } from '../../src-domain/shared/domain-error.ts';
import type { QuestionType } from '../../src-domain/shared/scales.ts';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { applyBatch } from '../../src-projections/apply-batch.ts';
import {
  inspectionsProjection,
  type InspectionDocument,
} from '../../src-projections/inspections/projection.ts';
import {
  inspectionQuestionnairesProjection,
  type InspectionQuestionnaireDocument,
} from '../../src-projections/inspections/questionnaire-projection.ts';
import type { AuditTrailDocument } from '../../src-projections/audit-trail/documents.ts';
import {
  eventsFor,
  stripTracking,
  type Projection,
  type TrackedDocument,
} from '../../src-projections/projection.ts';
import type { Document } from '../../src-projections/store/types.ts';
import type { DomainEvent } from '../../src-domain/eventstore/decider.ts';
import { StreamFolds } from '../../src-projections/stream-folds.ts';
import { moduleTypesOf, safeQDaysProjection } from '../../src-projections/safeq/projection.ts';
import {
  weeklyRankingId,
  weeklyRankingsProjection,
} from '../../src-projections/weekly-rankings/projection.ts';
import {
  dashboardFiguresProjection,
  tallyOf,
  type InspectionTallyContext,
} from '../../src-projections/dashboards/figures-projection.ts';
import { isAnswered, isComplete } from '../../src-domain/statistics/week-figures.ts';
import { actionPlansProjection } from '../../src-projections/action-plans/projection.ts';
import { auditTrailProjection } from '../../src-projections/audit-trail/projection.ts';
import { isEntry, type AuditEntryDocument } from '../../src-projections/audit-trail/documents.ts';
import { safeQDayOf, safeQKeyWith } from '../../src-domain/statistics/safeq-day.ts';
import { actionOf, actionPlanSent, actionKey, isAction } from '../../src-domain/inspection/index.ts';
import { actionAt, addedActionsOf } from '../../src-domain/inspection/fold.ts';
import { addedActionKey } from '../../src-domain/inspection/fields.ts';

/**
 * The decider and the inspections read model fold the same events with the same function; this checks the
 * whole way there agrees: random commands (many of them refused) through the decider, the events it
 * decides recorded as the log would hold them, and the read models built from them in random batches with
 * replays, as the runner does. At every batch the document must be the decider's live state exactly.
 */

const ID = 'i1';
const STREAM = `inspection-${ID}`;

const question = (
  id: string,
  type: QuestionType,
  over: Partial<SnapshotQuestion> = {},
): SnapshotQuestion => ({
  ...DEFAULT_QUESTION_FIELDS,
  id,
  referenceNumber: id,
  type,
  content: { sv_SE: id },
  information: {},
  ...over,
});
const moduleOf = (id: string, questions: SnapshotQuestion[], isMandatory: boolean): SnapshotModule => ({
  id,
  name: id,
  names: {},
  ordinal: 1,
  isMandatory,
  isDefaultNA: false,
  useTabs: false,
  moduleTypeId: `${id}-type`,
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
});
// A question asked by two modules (a module type may appear twice): answers are kept per module.
const MODULES = [
  moduleOf('room', [question('radio', 'radio'), question('gradeJ', 'gradeJ', { isMandatory: true })], false),
  moduleOf('lobby', [question('circle', 'circle'), question('gradeA', 'gradeA')], true),
  moduleOf('spa', [question('radio', 'radio'), question('none', 'none')], false),
];
/** Mostly ids the inspection has, sometimes one it has not (the decider must refuse it). */
const mostly = <T>(valid: readonly T[], invalid: T) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: fc.constant(invalid) },
  );
const QUESTIONS_BY_MODULE = MODULES.flatMap((m) =>
  m.clusters.flatMap((c) => c.questions.map((q) => ({ moduleId: m.id, questionId: q.id }))),
);
const onQuestion = mostly(QUESTIONS_BY_MODULE, { moduleId: 'room', questionId: 'circle' });
const moduleId = mostly(
  MODULES.map((m) => m.id),
  'nowhere',
);

const ACTORS: CommandActor[] = [
  { id: 'u1', role: 'user' },
  { id: 'h1', role: 'hotelAdmin' },
  { id: 'c1', role: 'companyAdmin' },
  { id: 's1', role: 'superUser' },
];

/** A command without who and when: the run adds them. */
type WithoutActor<C> = C extends unknown ? Omit<C, 'actor' | 'now'> : never;
type Command = WithoutActor<InspectionCommand>;

const text = fc.constantFrom('', ' ', 'Bra', 'Dammigt hörn', ' trimmas ');

/** A command on one question of the inspection (mostly): where, and the rest. */
const atQuestion = <T>(rest: fc.Arbitrary<T>) =>
  fc.tuple(onQuestion, rest).map(([at, r]) => ({ ...at, ...r }));

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: atQuestion(
      fc.record({
        type: fc.constant('ScoreQuestion' as const),
        score: fc.constantFrom(null, -1, 0, 1, 2, 3, 7),
        comment: fc.option(text, { nil: undefined }),
      }),
    ),
  },
  {
    weight: 3,
    arbitrary: atQuestion(fc.record({ type: fc.constant('CommentQuestion' as const), comment: text })),
  },
  {
    weight: 2,
    arbitrary: atQuestion(
      fc.record({
        type: fc.constant('SetFollowUp' as const),
        today: fc.constant('2026-11-01'),
        followUp: fc.record({
          needsFollowUp: fc.boolean(),
          followUpComment: text,
          followUpDeadline: fc.constantFrom(null, '2026-12-01'),
          followUpTip: fc.boolean(),
          followUpFeedback: fc.boolean(),
        }),
      }),
    ),
  },
  {
    weight: 2,
    arbitrary: atQuestion(
      fc.record({
        type: fc.constant('AddAttachment' as const),
        attachment: fc.record({
          id: fc.constantFrom('f1', 'f2'),
          path: fc.constant('files/f.jpg'),
          originalName: fc.constant('f.jpg'),
          mimeType: fc.constant('image/jpeg'),
          isFollowUp: fc.boolean(),
        }),
      }),
    ),
  },
  {
    weight: 3,
    arbitrary: atQuestion(
      fc.record({
        type: fc.constant('RemoveAttachment' as const),
        attachmentId: fc.constantFrom('f1', 'f2'),
      }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('AnswerContextQuestion' as const),
      moduleId,
      contextQuestionId: fc.constantFrom('room-x', 'lobby-x', 'spa-x'),
      content: text,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('SetClusterComment' as const),
      moduleId,
      clusterId: fc.constantFrom('room-c', 'lobby-c', 'spa-c'),
      comments: text,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('SetModuleFollowUp' as const), moduleId, comment: text }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('ToggleModuleSkipped' as const), moduleId }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('FinishModule' as const), moduleId }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('SetGeneralComments' as const), comments: text }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('SetComfortZoneComments' as const),
      comments: fc.dictionary(fc.constantFrom('hygiene', 'quality', 'nope'), text, { maxKeys: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('SetExternalScores' as const),
      scores: fc.dictionary(fc.constantFrom('booking', 'facebook'), fc.integer({ min: 0, max: 12 }), {
        maxKeys: 2,
      }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('AnswerExtraQuestion' as const),
      extraQuestionId: fc.constantFrom('e1', 'e2', 'nope'),
      score: fc.constantFrom(null, 0, 1, 5),
      comment: text,
    }),
  },
  { weight: 3, arbitrary: fc.constant({ type: 'SetAgentEndTime' as const }) },
  // The scheduler's close of an inspection left open at its type's close time.
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('CloseInspectionAutomatically' as const),
      closeDate: fc.constant('2026-12-01'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('SetAdminEndTime' as const), revert: fc.boolean() }),
  },
  // The follow-up and the action loop (decide-follow-up.ts).
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('CreateFollowUp' as const),
      followUp: fc.record({
        inspectionId: fc.constant('f1'),
        startDate: fc.constantFrom('2026-12-02', 'soon'),
        startHour: fc.constant('10:00'),
        userId: fc.constantFrom(null, 'u1'),
      }),
      sendCCToCreator: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('SetFollowUpSummary' as const), content: text }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('AddFollowUpSummaryFile' as const),
      attachment: fc.record({
        id: fc.constantFrom('s1', 's2'),
        path: fc.constant('files/s.pdf'),
        originalName: fc.constant('s.pdf'),
        mimeType: fc.constant('application/pdf'),
        isFollowUp: fc.constant(true),
      }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('RemoveFollowUpSummaryFile' as const),
      attachmentId: fc.constantFrom('s1', 's2'),
    }),
  },
  {
    weight: 2,
    arbitrary: atQuestion(
      fc.record({ type: fc.constant('SetActionOwner' as const), ownerId: fc.constantFrom(null, 'u1', 'h1') }),
    ),
  },
  {
    weight: 3,
    arbitrary: atQuestion(
      fc.record({
        type: fc.constant('MarkActionDone' as const),
        comment: text,
        attachment: fc.constant(null),
      }),
    ),
  },
  { weight: 2, arbitrary: atQuestion(fc.record({ type: fc.constant('VerifyAction' as const) })) },
  {
    weight: 2,
    arbitrary: atQuestion(fc.record({ type: fc.constant('ReopenAction' as const), reason: text })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('RescheduleInspection' as const),
      changes: fc.record(
        {
          startDate: fc.constantFrom('2026-11-21', '2026-11-22'),
          startHour: fc.constantFrom('09:00', '13:30'),
          userId: fc.constantFrom(null, 'u1', 'u2'),
        },
        { requiredKeys: [] },
      ),
    }),
  },
);

const scenarioArb = fc.record({
  allowUnansweredQuestions: fc.boolean(),
  reportType: fc.constantFrom('agentQ' as const, 'safeQ' as const),
  followUp: fc.boolean(),
  prefilled: fc.subarray(['radio', 'gradeJ', 'none']),
  /**
   * How the questionnaire is recorded: whole in InspectionCreated (budget null: logs written before parts), or
   * in parts of at most `budget` bytes (small ones cut modules and clusters apart), all of them or only the
   * first `recorded` (a creation cut short: the inspection refuses answers), each maybe sent twice.
   */
  questionnaire: fc.record({
    budget: fc.constantFrom(null, 300, 700, 1500, 1_000_000),
    recorded: fc.option(fc.nat({ max: 3 }), { nil: null, freq: 4 }),
    twice: fc.boolean(),
  }),
  steps: fc.array(fc.tuple(fc.constantFrom(...ACTORS), commandArb), {
    minLength: 1,
    maxLength: 60,
    size: 'max',
  }),
  /**
   * Where, if anywhere, the action loop runs its whole way among the random commands (random commands alone
   * rarely line up an action, a sent plan and its owner): submit, an action, the plan, done, back, verified.
   */
  loopAfter: fc.option(fc.nat({ max: 60 }), { nil: null }),
  /** The loop sends the plan before its action is set (so alone, when nothing else set one), and files a summary. */
  loopSendsFirst: fc.boolean(),
  /** Deleted after its commands, or partway through them (nothing after a deletion is accepted). */
  deletedAfter: fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.nat({ max: 60 }) },
  ),
  /** Where the log is cut into the runner's batches, and which batches are delivered twice (a replay). */
  cuts: fc.array(fc.nat({ max: 70 }), { maxLength: 12, size: 'max' }),
  replays: fc.array(fc.boolean(), { maxLength: 13, size: 'max' }),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

const minute = (n: number) => new Date(Date.UTC(2026, 10, 21, 9, n)).toISOString();

/** Runs the commands through the decider as the command handler does; the states after each event, and the log. */
function runDecider(scenario: Scenario) {
  let state: InspectionState = inspectionDecider.initialState();
  const states: InspectionState[] = [];
  const log: RecordedEvent[] = [];
  const apply = (events: InspectionEvent[]) => {
    for (const event of events) {
      state = inspectionDecider.evolve(state, event);
      states.push(state);
      // The log keeps JSON: what a projection reads has been through it.
      const stored = JSON.parse(JSON.stringify(event)) as InspectionEvent;
      log.push({
        stream: STREAM,
        version: log.length + 1,
        position: 2 * log.length + 1,
        eventId: `ev${log.length}`,
        metadata: {},
        ...stored,
      });
    }
  };
  const data = {
    inspectionId: ID,
    organizationId: 'o1',
    hotelId: 'h1',
    type: {
      inspectionTypeId: 't1',
      name: 'Mystery guest',
      reportType: scenario.reportType,
      allowUnansweredQuestions: scenario.allowUnansweredQuestions,
    },
    startDate: '2026-11-21',
    startHour: '09:00',
    userId: 'u1',
    descriptions: [{ id: 'd1', header: 'Om', body: 'Text', ordinal: 1 }],
    extraQuestions: [
      { id: 'e1', content: 'Något mer?', ordinal: 1 },
      { id: 'e2', content: 'Och?', ordinal: 2 },
    ],
    shouldSendNotification: false,
    followUpToInspectionId: scenario.followUp ? 'i0' : null,
  };
  const prefilledComments = scenario.prefilled.map((questionId) => ({
    questionId,
    comment: `Förifyllt ${questionId}`,
  }));
  const creator = { actor: ACTORS[3]!, now: minute(0) };
  if (scenario.questionnaire.budget === null) {
    // As logs written before parts hold it: the questionnaire whole in InspectionCreated.
    apply([
      {
        type: 'InspectionCreated',
        data: {
          ...data,
          modules: MODULES,
          prefilledComments,
          createdBy: creator.actor.id,
          createdAt: creator.now,
        },
      },
    ]);
  } else {
    const parts = questionnaireParts(MODULES, prefilledComments, scenario.questionnaire.budget);
    apply(
      inspectionDecider.decide(
        { type: 'CreateInspection', ...creator, data: { ...data, questionnaireParts: parts.length } },
        state,
      ),
    );
    // A creation cut short records only its first parts; a part sent twice is recorded once.
    for (const part of parts.slice(0, scenario.questionnaire.recorded ?? parts.length))
      for (let i = 0; i < (scenario.questionnaire.twice ? 2 : 1); i++)
        apply(inspectionDecider.decide({ type: 'RecordQuestionnairePart', ...creator, part }, state));
  }
  const run = (actor: CommandActor, command: Command, at: number) => {
    try {
      apply(inspectionDecider.decide({ ...command, actor, now: minute(at) } as InspectionCommand, state));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  };
  const [agent, hotelAdmin, reviewer] = ACTORS as [CommandActor, CommandActor, CommandActor];
  const on = { moduleId: 'room', questionId: 'radio' };
  const send: [CommandActor, Command] = [
    hotelAdmin,
    {
      type: 'CreateFollowUp',
      followUp: { inspectionId: 'f1', startDate: '2026-12-02', startHour: '10:00', userId: null },
      sendCCToCreator: true,
    },
  ];
  const summaryFile = {
    id: 's9',
    path: 'files/s9.pdf',
    originalName: 's9.pdf',
    mimeType: 'application/pdf',
    isFollowUp: true,
  };
  const loop: Array<[CommandActor, Command]> = [
    [agent, { type: 'SetAgentEndTime' }],
    ...(scenario.loopSendsFirst ? [send] : []),
    [hotelAdmin, { type: 'AddFollowUpSummaryFile', attachment: summaryFile }],
    [hotelAdmin, { type: 'RemoveFollowUpSummaryFile', attachmentId: 's9' }],
    [
      reviewer,
      {
        type: 'SetFollowUp',
        today: '2026-11-01',
        ...on,
        followUp: {
          needsFollowUp: true,
          followUpComment: 'Byt',
          followUpDeadline: '2026-12-01',
          followUpTip: false,
          followUpFeedback: false,
        },
      },
    ],
    ...(scenario.loopSendsFirst ? [] : [send]),
    [hotelAdmin, { type: 'SetActionOwner', ...on, ownerId: agent.id }],
    [agent, { type: 'MarkActionDone', ...on, comment: 'Bytt', attachment: null }],
    [hotelAdmin, { type: 'ReopenAction', ...on, reason: 'Inte än' }],
    [agent, { type: 'MarkActionDone', ...on, comment: 'Nu', attachment: null }],
    [hotelAdmin, { type: 'VerifyAction', ...on }],
    // Actions added after approval, then the approval taken back so the later steps run as before.
    [reviewer, { type: 'SetAdminEndTime', revert: false }],
    [
      hotelAdmin,
      {
        type: 'AddActionItem',
        itemId: 'a1',
        question: null,
        description: 'Måla',
        deadline: null,
        ownerId: null,
      },
    ],
    [hotelAdmin, { type: 'EditActionItem', itemId: 'a1', changes: { description: 'Måla om' } }],
    [
      hotelAdmin,
      {
        type: 'AddActionItem',
        itemId: 'a2',
        question: null,
        description: 'Städa',
        deadline: null,
        ownerId: null,
      },
    ],
    [hotelAdmin, { type: 'RemoveActionItem', itemId: 'a2' }],
    [reviewer, { type: 'SetAdminEndTime', revert: true }],
  ];
  scenario.steps.forEach(([actor, command], index) => {
    run(actor, command, index + 1);
    if (index === scenario.loopAfter) for (const [who, step] of loop) run(who, step, index + 1);
    if (index === scenario.deletedAfter) run(ACTORS[1]!, { type: 'DeleteInspection' }, index + 1);
  });
  if (scenario.deletedAfter !== null && scenario.deletedAfter >= scenario.steps.length)
    run(ACTORS[1]!, { type: 'DeleteInspection' }, scenario.steps.length + 1);
  return { states, log };
}

/** Builds a read model from the log in batches, as the runner does, storing the documents as JSON between them. */
function project<D extends Document, E extends InspectionEvent>(
  projection: Projection<D, E>,
  batches: RecordedEvent[][],
  replays: boolean[],
  check: (doc: D | null, appliedUpTo: number, version: number | null) => void,
) {
  let stored: TrackedDocument<D> | null = null;
  const deliver = (batch: RecordedEvent[]) => {
    const loaded = new Map<string, TrackedDocument<D>>(stored ? [[ID, stored]] : []);
    for (const write of applyBatch(projection, loaded, eventsFor(projection, batch)).writes) {
      if ('replaceOne' in write) stored = JSON.parse(JSON.stringify(write.replaceOne.replacement));
      else stored = null;
    }
  };
  batches.forEach((batch, index) => {
    deliver(batch);
    // A crash after the commit, before the checkpoint was read back: the same batch comes again.
    if (replays[index]) deliver(batch);
    const held = stored as TrackedDocument<D> | null;
    check(held && stripTracking(held), batch[batch.length - 1]!.version, held?._version ?? null);
  });
}

/**
 * Builds a read model that derives its documents from the inspection fold, in batches as the runner does:
 * the fold's states held between batches, a stream's history read from the log when they are not (a replay
 * finds them ahead), every document stored as JSON between batches.
 */
function projectFromFold<D extends Document, E extends DomainEvent, S>(
  projection: Projection<D, E, S>,
  log: RecordedEvent[],
  batches: RecordedEvent[][],
  replays: boolean[],
  check: (docs: Map<string, D>, appliedUpTo: number) => void,
  /** The document the inspection's events are folded for (the Safe Q day's id, or a context document's). */
  foldedId = ID,
) {
  const stored = new Map<string, TrackedDocument<D>>();
  const folds = new StreamFolds(projection.fold!.of);
  const deliver = (batch: RecordedEvent[]) => {
    const events = eventsFor(projection, batch);
    const handled = new Set<RecordedEvent>(events);
    const wants = (event: RecordedEvent) =>
      handled.has(event) &&
      (!projection.fold!.onlyWithDocument || stored.has(foldedId) || event.version === 1);
    const histories = new Map(folds.toRead(batch, wants).map((stream) => [stream, log] as const));
    const steps = folds.steps(batch, histories);
    const loaded = new Map(stored);
    for (const write of applyBatch(projection, loaded, events, new Map(), steps).writes) {
      if ('replaceOne' in write)
        stored.set(
          write.replaceOne.filter._id as string,
          JSON.parse(JSON.stringify(write.replaceOne.replacement)),
        );
      else if ('deleteOne' in write) stored.delete(write.deleteOne.filter._id as string);
    }
  };
  batches.forEach((batch, index) => {
    deliver(batch);
    if (replays[index]) deliver(batch);
    check(
      new Map([...stored].map(([id, doc]) => [id, stripTracking(doc)])),
      batch[batch.length - 1]!.version,
    );
  });
}

/** The answers' scores as the audit trail's entries tell them, each change starting where the last one left. */
function scoresFromTrail(docs: Map<string, AuditTrailDocument>) {
  const entries = [...docs.values()]
    .filter((doc): doc is AuditEntryDocument => isEntry(doc) && doc.stream === STREAM)
    .sort((a, b) => a.position - b.position);
  const scores = new Map<string, unknown>();
  for (const entry of entries)
    for (const change of entry.changes) {
      const moduleId = change.moduleId ?? entry.moduleId;
      const questionId = change.questionId ?? entry.questionId;
      if (!moduleId || !questionId || (change.field !== 'score' && change.field !== 'filledAtFinish'))
        continue;
      const key = `${moduleId}|${questionId}`;
      expect(change.from, `${entry.eventType} ${key}`).toEqual(scores.get(key) ?? null);
      scores.set(key, change.to);
    }
  return scores;
}

function batchesOf(log: RecordedEvent[], cuts: number[]): RecordedEvent[][] {
  const at = [...new Set(cuts.filter((c) => c > 0 && c < log.length))].sort((a, b) => a - b);
  return [0, ...at].map((start, i) => log.slice(start, at[i] ?? log.length));
}

describe('the inspection fold, decider and read model', () => {
  it('gives the read model exactly the live state the decider rules on, whatever the commands and batches', () => {
    const decidedTypes = new Set<string>();
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { states, log } = runDecider(scenario);
        for (const event of log) decidedTypes.add(event.type);
        const batches = batchesOf(log, scenario.cuts);
        project(
          inspectionsProjection,
          batches,
          scenario.replays,
          (doc: InspectionDocument | null, upTo, version) => {
            const state = states[upTo - 1]!;
            if (state.live === null) return expect(doc).toBeNull();
            const { _id, ...live } = doc!;
            expect(_id).toBe(ID);
            expect(live).toEqual(state.live);
            // A push made from the decider's state carries the version the read model gives the document.
            expect(version).toBe(state.liveVersion);
          },
        );
        project(
          inspectionQuestionnairesProjection,
          batches,
          scenario.replays,
          (doc: InspectionQuestionnaireDocument | null, upTo) => {
            const state = states[upTo - 1]!;
            if (state.live === null) return expect(doc).toBeNull();
            expect(doc!.modules).toEqual(state.live.moduleIds.map((id) => state.modules[id]!.snapshot));
            expect(doc!.missingParts ?? []).toEqual(state.live.missingQuestionnaireParts);
          },
        );
        // Every read model that derives from the fold: what it holds is what it computes from the fold.
        projectFromFold(safeQDaysProjection, log, batches, scenario.replays, (docs, upTo) => {
          const state = states[upTo - 1]!;
          const doc = docs.get(ID) ?? null;
          if (state.live === null || scenario.reportType !== 'safeQ') return expect(doc).toBeNull();
          const key = safeQKeyWith(
            [],
            state.live.moduleIds.map((id) => state.modules[id]!.snapshot),
          );
          const { _id, hotelDay: _d, orgWeek: _w, moduleTypes: _t, ...day } = doc!;
          expect(day).toEqual(safeQDayOf(state.live, key, null));
        });
        // The weekly rankings keep the same Safe Q day as their context, and count it in its entity's week.
        projectFromFold(
          weeklyRankingsProjection,
          log,
          batches,
          scenario.replays,
          (docs, upTo) => {
            const state = states[upTo - 1]!;
            const context = docs.get(`d:${ID}`) ?? null;
            if (state.live === null || scenario.reportType !== 'safeQ') {
              expect(context).toBeNull();
              return expect([...docs.keys()]).toEqual([]);
            }
            const modules = state.live.moduleIds.map((id) => state.modules[id]!.snapshot);
            const day = safeQDayOf(state.live, safeQKeyWith([], modules), null);
            const { _id, ...held } = context! as typeof context & { _id: string };
            expect(held).toEqual(day);
            const week = docs.get(weeklyRankingId(day.hotelId, day.week)) as
              { days: Record<string, unknown> } | undefined;
            expect(week?.days).toEqual({
              [ID]: {
                figures: day.figures,
                moduleTypes: moduleTypesOf(day.key),
                answered: isAnswered(day.figures),
                complete: isComplete(day.figures),
              },
            });
          },
          `d:${ID}`,
        );
        // The dashboard figures count the inspection's answers off the fold by the one answered rule.
        projectFromFold(
          dashboardFiguresProjection,
          log,
          batches,
          scenario.replays,
          (docs, upTo) => {
            const state = states[upTo - 1]!;
            const context = (docs.get(`i:${ID}`) ?? null) as InspectionTallyContext | null;
            if (state.live === null) return expect(context).toBeNull();
            const questions: InspectionTallyContext['questions'] = {};
            for (const id of state.live.moduleIds)
              for (const cluster of state.modules[id]!.snapshot.clusters)
                for (const q of cluster.questions) (questions[id] ??= {})[q.id] = q.type;
            const tally = tallyOf(state.live, questions);
            expect(context!.tally).toEqual(tally);
            const entity = docs.get(state.live.hotelId) as { tallies: Record<string, unknown> } | undefined;
            expect(entity?.tallies[ID]).toEqual([tally.day, tally.answered, tally.total]);
          },
          `i:${ID}`,
        );
        projectFromFold(actionPlansProjection, log, batches, scenario.replays, (docs, upTo) => {
          const live = states[upTo - 1]!.live;
          const doc = docs.get(ID) ?? null;
          if (live === null) return expect(doc).toBeNull();
          const items = Object.entries(live.answers).flatMap(([moduleId, answers]) =>
            Object.entries(answers).flatMap(([questionId, answer]) => {
              if (!isAction(answer)) return [];
              const { state, ownerId } = actionOf(live, moduleId, questionId);
              return [
                [actionKey(moduleId, questionId), { deadline: answer.followUpDeadline, state, ownerId }],
              ];
            }),
          );
          for (const added of addedActionsOf(live)) {
            const { state, ownerId } = actionAt(live, { itemId: added.id });
            items.push([addedActionKey(added.id), { deadline: added.deadline, state, ownerId }]);
          }
          expect(doc!.items).toEqual(Object.fromEntries(items));
          expect(doc!.sent).toBe(actionPlanSent(live));
          expect(doc!.followUp).toEqual(live.followUp);
          expect([doc!.startDate, doc!.startHour, doc!.agentEndTime, doc!.adminEndTime]).toEqual([
            live.startDate,
            live.startHour,
            live.agentEndTime,
            live.adminEndTime,
          ]);
        });
        projectFromFold(auditTrailProjection, log, batches, scenario.replays, (docs, upTo) => {
          const live = states[upTo - 1]!.live;
          const scores = scoresFromTrail(docs);
          if (live === null) return;
          // Every score the fold holds, and no other: those a submit cleared show cleared.
          const held = Object.entries(live.answers).flatMap(([moduleId, answers]) =>
            Object.entries(answers).flatMap(([questionId, a]) =>
              a.score === null ? [] : [[`${moduleId}|${questionId}`, a.score] as const],
            ),
          );
          expect(new Map([...scores].filter(([, score]) => score !== null))).toEqual(new Map(held));
        });
      }),
      { numRuns: 200 },
    );
    // The commands are random: every kind of event must still have been decided in some run, or the
    // check above meant less than it says.
    expect([...decidedTypes].sort()).toEqual(Object.keys(inspectionsProjection.handles).sort());
  });
});
