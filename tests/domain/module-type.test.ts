import { describe, expect, it } from 'vitest';
import {
  moduleTypeDecider,
  type ModuleTypeEvent,
  type QuestionFields,
} from '../../src-domain/catalogue/index.ts';
import { evolveModuleType, initialModuleTypeState } from '../../src-domain/catalogue/state.ts';
import { LOCALES } from '../../src-domain/shared/locales.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(moduleTypeDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const created: ModuleTypeEvent = {
  type: 'ModuleTypeCreated',
  data: {
    moduleTypeId: 'm1',
    name: 'Guest Room',
    classification: 'accommodation',
    area: 'room',
    copiedFrom: null,
    createdAt: NOW,
  },
};
const cluster: ModuleTypeEvent = {
  type: 'ClusterAdded',
  data: { clusterId: 'c1', name: 'Bathroom', ordinal: 1, commentPosition: 'bottom' },
};
const question = (over: Partial<QuestionFields> = {}): QuestionFields => ({
  clusterId: 'c1',
  parentId: null,
  referenceNumber: '4099-001',
  partNumber: null,
  type: 'radio',
  classification: 'hygiene',
  ordinal: 1,
  notifyHotelResponsible: false,
  isMandatory: true,
  requiredCommentMinScore: 2,
  isCommentMandatoryPos: false,
  isCommentMandatoryNeg: false,
  isPictureMandatoryPos: false,
  isPictureMandatoryNeg: false,
  content: { sv_SE: 'Är handfatet rent?', en_US: 'Is the washbasin clean?' },
  information: {},
  ...over,
});
const added: ModuleTypeEvent = { type: 'QuestionAdded', data: { questionId: 'q1', ...question() } };

describe('a module type that does not exist yet', () => {
  it('is created with a name, a classification and an area from the lists', () => {
    spec([])
      .when({
        type: 'CreateModuleType',
        moduleTypeId: 'm1',
        fields: { name: ' Guest Room ', classification: 'accommodation', area: 'room' },
        now: NOW,
      })
      .then([created]);
  });
  it('refuses an empty name, an unknown classification or area', () => {
    spec([])
      .when({
        type: 'CreateModuleType',
        moduleTypeId: 'm1',
        fields: { name: ' ', classification: 'food', area: 'bar' },
        now: NOW,
      })
      .thenFails('moduleTypes.nameRequired');
    spec([])
      .when({
        type: 'CreateModuleType',
        moduleTypeId: 'm1',
        fields: { name: 'x', classification: 'spa' as never, area: 'bar' },
        now: NOW,
      })
      .thenFails('moduleTypes.invalidClassification');
    spec([])
      .when({
        type: 'CreateModuleType',
        moduleTypeId: 'm1',
        fields: { name: 'x', classification: 'food', area: 'moon' as never },
        now: NOW,
      })
      .thenFails('moduleTypes.invalidArea');
  });
  it('takes no cluster before it exists', () => {
    spec([])
      .when({
        type: 'AddCluster',
        clusterId: 'c1',
        fields: { name: 'Bathroom', ordinal: 1, commentPosition: 'bottom' },
      })
      .thenFails('moduleTypes.notFound');
  });
  it('is made as a copy with new ids, parents before children', () => {
    spec([])
      .when({
        type: 'CopyModuleType',
        moduleTypeId: 'm2',
        name: 'Guest Room (copy)',
        source: {
          moduleTypeId: 'm1',
          fields: { name: 'Guest Room', classification: 'accommodation', area: 'room' },
          clusters: [{ clusterId: 'c1', name: 'Bathroom', ordinal: 1, commentPosition: 'bottom' }],
          questions: [
            { questionId: 'q2', ...question({ parentId: 'q1', referenceNumber: '4099-002' }) },
            { questionId: 'q1', ...question() },
          ],
          contextQuestions: [],
        },
        ids: { c1: 'c9', q1: 'q8', q2: 'q9' },
        now: NOW,
      })
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual([
          'ModuleTypeCreated',
          'ClusterAdded',
          'QuestionAdded',
          'QuestionAdded',
        ]);
        expect(events[0]!.data).toMatchObject({
          moduleTypeId: 'm2',
          name: 'Guest Room (copy)',
          copiedFrom: 'm1',
        });
        expect(events[2]!.data).toMatchObject({ questionId: 'q8', clusterId: 'c9', parentId: null });
        expect(events[3]!.data).toMatchObject({ questionId: 'q9', clusterId: 'c9', parentId: 'q8' });
      });
  });
});

describe('an existing module type', () => {
  it('cannot be created twice', () => {
    spec([created])
      .when({
        type: 'CreateModuleType',
        moduleTypeId: 'm1',
        fields: { name: 'Guest Room', classification: 'accommodation', area: 'room' },
        now: NOW,
      })
      .thenFails('moduleTypes.exists');
  });
  it('records a rename with the previous name, and refuses an empty one', () => {
    spec([created])
      .when({ type: 'UpdateModuleType', fields: { name: 'Suite' } })
      .then([
        { type: 'ModuleTypeUpdated', data: { changes: { name: 'Suite' }, previous: { name: 'Guest Room' } } },
      ]);
    spec([created])
      .when({ type: 'UpdateModuleType', fields: { name: ' ' } })
      .thenFails('moduleTypes.nameRequired');
  });
  it('takes a cluster with its name trimmed', () => {
    spec([created])
      .when({
        type: 'AddCluster',
        clusterId: 'c1',
        fields: { name: ' Bathroom ', ordinal: 1, commentPosition: 'bottom' },
      })
      .then([cluster]);
  });
  it('takes an import as one command, each part decided against the state the earlier parts made', () => {
    spec([created])
      .when({
        type: 'ImportQuestions',
        commands: [
          {
            type: 'AddCluster',
            clusterId: 'c9',
            fields: { name: 'Spa', ordinal: 1, commentPosition: 'bottom' },
          },
          {
            type: 'AddQuestion',
            questionId: 'q1',
            fields: question({ clusterId: 'c9', referenceNumber: 'S-1' }),
          },
          {
            type: 'AddQuestion',
            questionId: 'q2',
            fields: question({ clusterId: 'c9', referenceNumber: 'S-1a', parentId: 'q1', partNumber: 'a' }),
          },
          { type: 'UpdateQuestion', questionId: 'q1', fields: { content: { en_US: 'Is the sauna warm?' } } },
        ],
      })
      .then((events) =>
        expect(events.map((e) => e.type)).toEqual([
          'ClusterAdded',
          'QuestionAdded',
          'QuestionAdded',
          'QuestionUpdated',
        ]),
      );
  });
  it('is deleted', () => {
    spec([created])
      .when({ type: 'DeleteModuleType', now: NOW })
      .then([{ type: 'ModuleTypeDeleted', data: { at: NOW } }]);
  });
});

describe('a module type with a cluster', () => {
  it('takes a question of a valid type, scale and text', () => {
    spec([created, cluster])
      .when({ type: 'AddQuestion', questionId: 'q1', fields: question() })
      .then([added]);
  });
  const refusals: Array<[string, Partial<QuestionFields>, string]> = [
    ['an unknown cluster', { clusterId: 'nope' }, 'clusters.notFound'],
    ['no reference number', { referenceNumber: ' ' }, 'questions.referenceNumberRequired'],
    ['an unknown type', { type: 'slider' as never }, 'questions.invalidType'],
    ['an unknown classification', { classification: 'noise' as never }, 'questions.invalidClassification'],
    [
      'a required-comment minimum of 4',
      { requiredCommentMinScore: 4 },
      'questions.invalidRequiredCommentMinScore',
    ],
    [
      'a required-comment minimum on an unscored type',
      { type: 'none' },
      'questions.invalidRequiredCommentMinScore',
    ],
    ['no text in any language', { content: { sv_SE: '  ' } }, 'questions.contentRequired'],
    ['a parent that does not exist', { parentId: 'ghost' }, 'questions.parentNotFound'],
  ];
  for (const [what, over, key] of refusals) {
    it(`refuses a question with ${what}`, () => {
      spec([created, cluster])
        .when({ type: 'AddQuestion', questionId: 'q1', fields: question(over) })
        .thenFails(key);
    });
  }
  it('records a setting the question’s type ignores as off, by every way in (catalogue/question-flags.ts)', () => {
    // A radio question has no positive or negative answer: a picture asked on a negative one is off.
    spec([created, cluster])
      .when({ type: 'AddQuestion', questionId: 'q1', fields: question({ isPictureMandatoryNeg: true }) })
      .then([added]);
    // A graded question's picture setting stays; the question made a radio one turns it off with its type.
    const graded = question({ type: 'gradeA', isPictureMandatoryNeg: true });
    spec([created, cluster, { type: 'QuestionAdded', data: { questionId: 'q1', ...graded } }])
      .when({ type: 'UpdateQuestion', questionId: 'q1', fields: { type: 'radio' } })
      .then([
        {
          type: 'QuestionUpdated',
          data: {
            questionId: 'q1',
            changes: { type: 'radio', isPictureMandatoryNeg: false },
            previous: { type: 'gradeA', isPictureMandatoryNeg: true },
          },
        },
      ]);
    // A checkbox is always answered: an update asking it to be mandatory changes nothing.
    spec([
      created,
      cluster,
      {
        type: 'QuestionAdded',
        data: { questionId: 'q1', ...question({ type: 'gradeH', isMandatory: false }) },
      },
    ])
      .when({ type: 'UpdateQuestion', questionId: 'q1', fields: { isMandatory: true } })
      .then([]);
  });
  it('takes a context question shown at a place in the report header', () => {
    spec([created, cluster])
      .when({
        type: 'AddContextQuestion',
        contextQuestionId: 'x1',
        fields: {
          clusterId: 'c1',
          ordinal: 1,
          orderInReportHeader: 0,
          showInReportHeader: true,
          content: { sv_SE: 'Rumsnummer' },
        },
      })
      .then((events) => expect(events[0]!.type).toBe('ContextQuestionAdded'));
    spec([created, cluster])
      .when({
        type: 'AddContextQuestion',
        contextQuestionId: 'x1',
        fields: {
          clusterId: 'c1',
          ordinal: 1,
          orderInReportHeader: -1,
          showInReportHeader: true,
          content: { sv_SE: 'Rumsnummer' },
        },
      })
      .thenFails('catalogue.invalidOrdinal');
  });
  it('removes the cluster while it holds nothing', () => {
    spec([created, cluster])
      .when({ type: 'RemoveCluster', clusterId: 'c1' })
      .then([{ type: 'ClusterRemoved', data: { clusterId: 'c1' } }]);
  });
  it('does not take a second cluster under the same id', () => {
    spec([created, cluster])
      .when({
        type: 'AddCluster',
        clusterId: 'c1',
        fields: { name: 'Shower', ordinal: 2, commentPosition: 'top' },
      })
      .thenFails('clusters.exists');
  });
  it('refuses an import whole when one part is refused', () => {
    spec([created, cluster])
      .when({
        type: 'ImportQuestions',
        commands: [
          { type: 'AddQuestion', questionId: 'q1', fields: question({ referenceNumber: 'S-1' }) },
          {
            type: 'AddQuestion',
            questionId: 'q2',
            fields: question({ referenceNumber: 'S-2', clusterId: 'ghost' }),
          },
        ],
      })
      .thenFails('clusters.notFound');
  });
});

describe('a module type with a question', () => {
  it('updates one language of a question and keeps the others', () => {
    spec([created, cluster, added])
      .when({
        type: 'UpdateQuestion',
        questionId: 'q1',
        fields: { content: { de_DE: 'Ist das Waschbecken sauber?' } },
      })
      .then((events) => {
        expect(events).toHaveLength(1);
        const state = [created, cluster, added, ...events].reduce(evolveModuleType, initialModuleTypeState());
        expect(state.questions.q1!.content).toEqual({
          sv_SE: 'Är handfatet rent?',
          en_US: 'Is the washbasin clean?',
          de_DE: 'Ist das Waschbecken sauber?',
        });
      });
  });
  it('changes nothing when an ordinal is sent unchanged', () => {
    spec([created, cluster, added])
      .when({ type: 'UpdateQuestion', questionId: 'q1', fields: { ordinal: 1 } })
      .then([]);
  });
  it('does not remove the cluster that holds it', () => {
    spec([created, cluster, added])
      .when({ type: 'RemoveCluster', clusterId: 'c1' })
      .thenFails('clusters.notEmpty');
  });
  it('does not take a second question under the same id', () => {
    spec([created, cluster, added])
      .when({ type: 'AddQuestion', questionId: 'q1', fields: question({ referenceNumber: '4099-009' }) })
      .thenFails('questions.exists');
  });
  it('removes the question', () => {
    spec([created, cluster, added])
      .when({ type: 'RemoveQuestion', questionId: 'q1' })
      .then([{ type: 'QuestionRemoved', data: { questionId: 'q1' } }]);
  });
  it('changes nothing on an import whose every part changes nothing', () => {
    spec([created, cluster, added])
      .when({
        type: 'ImportQuestions',
        commands: [{ type: 'UpdateQuestion', questionId: 'q1', fields: question() }],
      })
      .then([]);
  });
});

describe('a module type with a question and its sub-question', () => {
  const child: ModuleTypeEvent = {
    type: 'QuestionAdded',
    data: { questionId: 'q2', ...question({ parentId: 'q1' }) },
  };
  it('keeps sub-questions one level deep', () => {
    spec([created, cluster, added, child])
      .when({ type: 'AddQuestion', questionId: 'q3', fields: question({ parentId: 'q2' }) })
      .thenFails('questions.nestedTooDeep');
  });
  it('does not remove a question that has a sub-question, but removes the sub-question', () => {
    spec([created, cluster, added, child])
      .when({ type: 'RemoveQuestion', questionId: 'q1' })
      .thenFails('questions.hasChildren');
    spec([created, cluster, added, child])
      .when({ type: 'RemoveQuestion', questionId: 'q2' })
      .then([{ type: 'QuestionRemoved', data: { questionId: 'q2' } }]);
  });
});

describe('a deleted module type', () => {
  it('takes no more changes', () => {
    spec([created, { type: 'ModuleTypeDeleted', data: { at: NOW } }])
      .when({
        type: 'AddCluster',
        clusterId: 'c2',
        fields: { name: 'x', ordinal: 1, commentPosition: 'top' },
      })
      .thenFails('moduleTypes.notFound');
  });
});

describe('a module type near its size bound', () => {
  const long = 'Är ytorna rena och hela? '.repeat(190);
  const filler = (i: number): ModuleTypeEvent => ({
    type: 'QuestionAdded',
    data: { questionId: `f${i}`, ...question({ content: { sv_SE: long, en_US: long, de_DE: long } }) },
  });
  // 273 questions of about 15 KB: some 40 KB under MAX_MODULE_TYPE_BYTES (4 MiB).
  const nearFull = Array.from({ length: 273 }, (_, i) => filler(i));
  const everyLanguage = Object.fromEntries(LOCALES.map((locale) => [locale, long]));

  it('takes a question while it stays within the bound', () => {
    spec([created, cluster, ...nearFull])
      .when({ type: 'AddQuestion', questionId: 'q1', fields: question() })
      .then([added]);
  });
  it('refuses a question, an import or a longer text that would take it over the bound', () => {
    const big = question({ content: everyLanguage });
    spec([created, cluster, ...nearFull])
      .when({ type: 'AddQuestion', questionId: 'big', fields: big })
      .thenFails('moduleTypes.tooLarge');
    spec([created, cluster, ...nearFull])
      .when({
        type: 'ImportQuestions',
        commands: [1, 2, 3].map((i) => ({ type: 'AddQuestion' as const, questionId: `i${i}`, fields: big })),
      })
      .thenFails('moduleTypes.tooLarge');
    spec([created, cluster, ...nearFull])
      .when({
        type: 'UpdateQuestion',
        questionId: 'f0',
        fields: { information: everyLanguage },
      })
      .thenFails('moduleTypes.tooLarge');
  });
  it('still lets a question be removed from a module type at its bound', () => {
    spec([created, cluster, ...nearFull])
      .when({ type: 'RemoveQuestion', questionId: 'f1' })
      .then([{ type: 'QuestionRemoved', data: { questionId: 'f1' } }]);
  });
});

// Not a state: the decider's optional batch fold, which must agree with evolve.
describe('the batch fold of a module type', () => {
  it('gives the same state at once as event by event, and leaves the state it started from alone', () => {
    const events: ModuleTypeEvent[] = [
      created,
      cluster,
      { type: 'QuestionAdded', data: { questionId: 'q1', ...question() } },
      {
        type: 'QuestionUpdated',
        data: { questionId: 'q1', changes: { content: { en_US: 'Clean?' } }, previous: {} },
      },
      { type: 'ClusterAdded', data: { clusterId: 'c2', name: 'Shower', ordinal: 2, commentPosition: 'top' } },
      { type: 'ClusterRemoved', data: { clusterId: 'c2' } },
    ];
    const start = initialModuleTypeState();
    const stepwise = events.reduce(evolveModuleType, start);
    expect(moduleTypeDecider.fold!(start, events)).toEqual(stepwise);
    expect(start).toEqual(initialModuleTypeState());
    const half = events.slice(0, 3).reduce(evolveModuleType, start);
    const copy = structuredClone(half);
    moduleTypeDecider.fold!(half, events.slice(3));
    expect(half).toEqual(copy);
  });
});
