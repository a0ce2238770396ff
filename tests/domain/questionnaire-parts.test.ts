import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTION_FIELDS } from '../../src-domain/catalogue/index.ts';
import type { CommandActor } from '../../src-domain/shared/actor.ts';
import {
  inspectionDecider,
  MAX_QUESTIONNAIRE_PARTS,
  mergeQuestionnaire,
  questionnaireParts,
  type InspectionCreatedData,
  type InspectionEvent,
  type SnapshotCluster,
  type SnapshotModule,
} from '../../src-domain/inspection/index.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(inspectionDecider);
const NOW = '2026-11-26T10:00:00.000Z';
const agent: CommandActor = { id: 'u1', role: 'user' };
const admin: CommandActor = { id: 'h1', role: 'hotelAdmin' };
const by = (actor: CommandActor) => ({ actor, now: NOW });

const cluster = (id: string, questions: number, contextQuestions = 0): SnapshotCluster => ({
  id,
  name: id,
  names: {},
  ordinal: 1,
  commentPosition: 'bottom',
  questions: Array.from({ length: questions }, (_, i) => ({
    ...DEFAULT_QUESTION_FIELDS,
    id: `${id}-q${i}`,
    referenceNumber: `${id}-${i}`,
    type: 'radio' as const,
    content: { sv_SE: `${id} fråga ${i} `.padEnd(200, '.') },
    information: {},
  })),
  contextQuestions: Array.from({ length: contextQuestions }, (_, i) => ({
    id: `${id}-x${i}`,
    ordinal: i + 1,
    content: { sv_SE: 'Rum' },
    orderInReportHeader: null,
    showInReportHeader: false,
  })),
});
const moduleOf = (id: string, clusters: SnapshotCluster[]): SnapshotModule => ({
  id,
  name: id,
  names: { sv_SE: id },
  ordinal: 1,
  isMandatory: false,
  isDefaultNA: false,
  useTabs: false,
  moduleTypeId: `${id}-type`,
  area: 'room',
  clusters,
});
// A big module whose clusters span parts, an empty one, one with an empty cluster, and a small one.
const MODULES = [
  moduleOf('big', [cluster('b1', 30, 2), cluster('b2', 25)]),
  moduleOf('empty', []),
  moduleOf('hollow', [cluster('h1', 0)]),
  moduleOf('small', [cluster('s1', 3, 1)]),
];
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe('splitting a questionnaire into parts', () => {
  it('keeps each part within the budget, in order, and puts the pieces back together exactly', () => {
    const budget = 2000;
    const parts = questionnaireParts(MODULES, [], budget);
    expect(parts.length).toBeGreaterThan(5);
    parts.forEach((part, index) => {
      expect(part).toMatchObject({ index, count: parts.length });
      expect(bytes(part.modules)).toBeLessThanOrEqual(budget);
    });
    // The big module and its first cluster continue across parts under the same ids.
    expect(parts.filter((p) => p.modules.some((m) => m.id === 'big')).length).toBeGreaterThan(2);
    expect(parts.reduce((into, p) => mergeQuestionnaire(into, p.modules), [] as SnapshotModule[])).toEqual(
      MODULES,
    );
  });

  it('makes one part of a questionnaire within the budget, and none of an empty one', () => {
    expect(questionnaireParts(MODULES, [])).toEqual([
      { index: 0, count: 1, modules: MODULES, prefilledComments: [] },
    ]);
    expect(questionnaireParts([], [])).toEqual([]);
  });

  it('sends each prefilled comment with every part that holds its question', () => {
    // b1-q0 in the big module and again in a second module of the same type: two parts hold it.
    const twice = moduleOf('again', [cluster('b1', 1)]);
    const comment = { questionId: 'b1-q0', comment: 'Fråga i receptionen' };
    const parts = questionnaireParts([...MODULES, twice], [comment], 2000);
    const holding = parts.filter((p) =>
      p.modules.some((m) => m.clusters.some((c) => c.questions.some((q) => q.id === 'b1-q0'))),
    );
    expect(holding).toHaveLength(2);
    for (const part of parts) expect(part.prefilledComments).toEqual(holding.includes(part) ? [comment] : []);
  });
});

const base: Omit<
  InspectionCreatedData,
  'modules' | 'prefilledComments' | 'questionnaireParts' | 'createdBy' | 'createdAt'
> = {
  inspectionId: 'i1',
  organizationId: 'o1',
  hotelId: 'h1',
  type: { inspectionTypeId: 't1', name: 'Stor', reportType: 'agentQ', allowUnansweredQuestions: true },
  startDate: '2026-11-26',
  startHour: '09:00',
  userId: 'u1',
  descriptions: [],
  extraQuestions: [],
  shouldSendNotification: false,
  followUpToInspectionId: null,
};
const prefilled = [{ questionId: 's1-q1', comment: 'Förifyllt' }];
const PARTS = questionnaireParts(MODULES, prefilled, 2000);
const stamps = { createdBy: 'h1', createdAt: NOW };
const inParts: InspectionEvent = {
  type: 'InspectionCreated',
  data: { ...base, ...stamps, questionnaireParts: PARTS.length },
};
const partEvents: InspectionEvent[] = PARTS.map((data) => ({ type: 'QuestionnairePartRecorded', data }));
const lastQuestion = { moduleId: 'small', questionId: 's1-q2' };
const score = { type: 'ScoreQuestion' as const, ...by(agent), ...lastQuestion, score: 0 };

const allButLast = [inParts, ...partEvents.slice(0, -1)];
const deleted: InspectionEvent = { type: 'InspectionDeleted', data: { by: 'h1', at: NOW } };

describe('an inspection not created yet', () => {
  it('is created with the count of its parts, and no questionnaire', () => {
    spec([])
      .when({
        type: 'CreateInspection',
        ...by(admin),
        data: { ...base, questionnaireParts: PARTS.length },
      })
      .then([inParts]);
  });
  it('is refused when its questionnaire would take more parts than one document may hold', () => {
    const create = (parts: number) => ({
      type: 'CreateInspection' as const,
      ...by(admin),
      data: { ...base, questionnaireParts: parts },
    });
    spec([])
      .when(create(MAX_QUESTIONNAIRE_PARTS + 1))
      .thenFails('inspections.questionnaireTooLarge');
    spec([])
      .when(create(MAX_QUESTIONNAIRE_PARTS))
      .then([
        {
          ...inParts,
          data: { ...inParts.data, questionnaireParts: MAX_QUESTIONNAIRE_PARTS },
        } as InspectionEvent,
      ]);
  });
});

describe('an inspection whose last part is not in', () => {
  it('refuses answers and every other change', () => {
    spec(allButLast).when(score).thenFails('inspections.questionnaireIncomplete');
    spec(allButLast)
      .when({ type: 'SetAgentEndTime', ...by(agent) })
      .thenFails('inspections.questionnaireIncomplete');
    spec([inParts])
      .when({ type: 'RescheduleInspection', ...by(admin), changes: { startHour: '10:00' } })
      .thenFails('inspections.questionnaireIncomplete');
  });
  it('may be deleted', () => {
    spec(allButLast)
      .when({ type: 'DeleteInspection', ...by(admin) })
      .then([deleted]);
  });
  it('records a part once: sent again (a retried creation) it changes nothing', () => {
    const part = PARTS[1]!;
    spec([inParts])
      .when({ type: 'RecordQuestionnairePart', ...by(admin), part })
      .then([{ type: 'QuestionnairePartRecorded', data: part }]);
    spec([inParts, partEvents[1]!])
      .when({ type: 'RecordQuestionnairePart', ...by(admin), part })
      .then([]);
  });
  it('refuses a part of another count', () => {
    const strange = { ...PARTS[0]!, count: PARTS.length + 1 };
    expect(() =>
      spec([inParts])
        .when({ type: 'RecordQuestionnairePart', ...by(admin), part: strange })
        .then([]),
    ).toThrow(/questionnaire part/);
  });
});

describe('an inspection with all its parts in', () => {
  it('takes answers', () => {
    spec([inParts, ...partEvents])
      .when(score)
      .then([{ type: 'QuestionScored', data: { by: 'u1', at: NOW, ...lastQuestion, score: 0 } }]);
  });
  it('folds to the state an InspectionCreated of the old format, the questionnaire whole, folds to', () => {
    const fold = (events: InspectionEvent[]) =>
      events.reduce(inspectionDecider.evolve, inspectionDecider.initialState());
    const old = fold([
      {
        type: 'InspectionCreated',
        data: { ...base, ...stamps, modules: MODULES, prefilledComments: prefilled },
      },
    ]);
    const parted = fold([inParts, ...partEvents]);
    expect(parted.live).toEqual(old.live);
    expect(parted.modules).toEqual(old.modules);
    expect(old.live!.answers).toEqual({
      small: { 's1-q1': expect.objectContaining({ comment: 'Förifyllt' }) },
    });
    expect(fold([inParts, ...partEvents.slice(1)]).live!.missingQuestionnaireParts).toEqual([0]);
  });
});

describe('a deleted inspection created in parts', () => {
  it('takes no more parts', () => {
    spec([inParts, deleted])
      .when({ type: 'RecordQuestionnairePart', ...by(admin), part: PARTS[0]! })
      .thenFails('inspections.notFound');
  });
});
