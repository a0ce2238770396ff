import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTION_FIELDS } from '../../src-domain/catalogue/index.ts';
import type { CommandActor } from '../../src-domain/shared/actor.ts';
import {
  actionAt,
  evolveLiveInspection,
  inspectionDecider,
  type InspectionCommand,
  type InspectionEvent,
  type LiveInspection,
} from '../../src-domain/inspection/index.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(inspectionDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const agent: CommandActor = { id: 'u1', role: 'user' };
const admin: CommandActor = { id: 'a1', role: 'hotelAdmin' };
const by = (actor: CommandActor) => ({ actor, now: NOW });
const at = (who: CommandActor) => ({ by: who.id, at: NOW });

const created: InspectionEvent = {
  type: 'InspectionCreated',
  data: {
    inspectionId: 'i1',
    organizationId: 'o1',
    hotelId: 'h1',
    type: { inspectionTypeId: 't1', name: 'Audit', reportType: 'auditQA', allowUnansweredQuestions: true },
    startDate: '2026-11-21',
    startHour: '09:00',
    userId: 'u1',
    createdBy: 'a1',
    descriptions: [],
    extraQuestions: [],
    prefilledComments: [],
    shouldSendNotification: false,
    followUpToInspectionId: null,
    modules: [
      {
        id: 'm',
        name: 'm',
        names: {},
        ordinal: 1,
        isMandatory: false,
        isDefaultNA: false,
        useTabs: false,
        moduleTypeId: 'mt',
        area: 'room',
        clusters: [
          {
            id: 'c',
            name: 'c',
            names: {},
            ordinal: 1,
            commentPosition: 'bottom',
            contextQuestions: [],
            questions: ['q1', 'q2'].map((id) => ({
              ...DEFAULT_QUESTION_FIELDS,
              id,
              referenceNumber: id,
              type: 'radio' as const,
              content: { sv_SE: id },
              information: {},
            })),
          },
        ],
      },
    ],
    createdAt: NOW,
  },
};
const ended: InspectionEvent = { type: 'AgentEndTimeSet', data: { ...at(agent), clearedModuleIds: [] } };
const approved: InspectionEvent = { type: 'AdminEndTimeSet', data: { ...at(admin), revert: false } };
const flagged: InspectionEvent = {
  type: 'FollowUpSet',
  data: {
    ...at(admin),
    moduleId: 'm',
    questionId: 'q1',
    needsFollowUp: true,
    followUpComment: 'Fix q1',
    followUpDeadline: '2026-12-01',
    followUpTip: false,
    followUpFeedback: false,
  },
};
const q2 = { moduleId: 'm', questionId: 'q2' };
const add = (
  actor: CommandActor,
  over: Partial<Extract<InspectionCommand, { type: 'AddActionItem' }>> = {},
): InspectionCommand => ({
  type: 'AddActionItem',
  ...by(actor),
  itemId: 'x1',
  question: q2,
  description: ' Byt lampan ',
  deadline: '2026-12-10',
  ownerId: null,
  ...over,
});
const added: InspectionEvent = {
  type: 'ActionItemAdded',
  data: { ...at(admin), itemId: 'x1', ...q2, description: 'Byt lampan', deadline: '2026-12-10' },
};
const freeAdded: InspectionEvent = {
  type: 'ActionItemAdded',
  data: {
    ...at(admin),
    itemId: 'x2',
    moduleId: null,
    questionId: null,
    description: 'Utbilda personalen',
    deadline: null,
  },
};
const link = { inspectionId: 'f1', startDate: '2026-12-02', startHour: '10:00', userId: 'u2' };
const sent: InspectionEvent = {
  type: 'FollowUpCreated',
  data: { ...at(admin), ...link, sendCCToCreator: true },
};
const item = { itemId: 'x1' };

const fold = (events: InspectionEvent[]) => events.reduce<LiveInspection | null>(evolveLiveInspection, null)!;

describe('an inspection the agent has submitted, not approved yet', () => {
  it('takes no added action: flagging at control is how review adds them', () => {
    spec([created, ended]).when(add(admin)).thenFails('actionPlan.notApproved');
  });
});

describe('an approved inspection whose plan is not sent', () => {
  const given = [created, ended, flagged, approved];
  it('adds an action about a question, its words trimmed', () => {
    spec(given).when(add(admin)).then([added]);
  });
  it('adds an action about no question, with no deadline yet', () => {
    spec(given)
      .when(add(admin, { itemId: 'x2', question: null, description: 'Utbilda personalen', deadline: null }))
      .then([freeAdded]);
  });
  it('names the owner the admin chose with the action', () => {
    spec(given)
      .when(add(admin, { ownerId: 'u2' }))
      .then([added, { type: 'ActionOwnerSet', data: { ...at(admin), ...item, ownerId: 'u2' } }]);
  });
  it('adds an action given twice (a retried request) once', () => {
    spec([...given, added])
      .when(add(admin))
      .then([]);
  });
  it('refuses an agent', () => {
    spec(given).when(add(agent)).thenFails('errors.noPermission');
  });
  it('refuses an action about no question without words', () => {
    spec(given)
      .when(add(admin, { question: null, description: '  ' }))
      .thenFails('actionPlan.descriptionRequired');
  });
  it('refuses a question that is flagged already, or not in the inspection', () => {
    spec(given)
      .when(add(admin, { question: { moduleId: 'm', questionId: 'q1' } }))
      .thenFails('actionPlan.alreadyAnAction');
    spec(given)
      .when(add(admin, { question: { moduleId: 'm', questionId: 'nope' } }))
      .thenFails('inspections.questionNotFound');
  });
  it('refuses a deadline gone by, or one that is not a date', () => {
    spec(given)
      .when(add(admin, { deadline: '2026-11-20' }))
      .thenFails('actionPlan.deadlinePast');
    spec(given)
      .when(add(admin, { deadline: '2026-13-01' }))
      .thenFails('actionPlan.deadlineInvalid');
  });
  it('counts an added action as an action: the plan goes out with a follow-up inspection', () => {
    spec([created, ended, approved, freeAdded])
      .when({ type: 'CreateFollowUp', ...by(admin), followUp: link, sendCCToCreator: true })
      .then([sent]);
  });
});

describe('an approved inspection with an added action', () => {
  const given = [created, ended, approved, added];
  it('edits what changed only, with what it was', () => {
    spec(given)
      .when({
        type: 'EditActionItem',
        ...by(admin),
        itemId: 'x1',
        changes: { description: 'Byt lampan', deadline: '2026-12-24' },
      })
      .then([
        {
          type: 'ActionItemEdited',
          data: {
            ...at(admin),
            itemId: 'x1',
            changes: { deadline: '2026-12-24' },
            previous: { deadline: '2026-12-10' },
          },
        },
      ]);
  });
  it('changes its owner with the one owner event', () => {
    spec(given)
      .when({ type: 'EditActionItem', ...by(admin), itemId: 'x1', changes: { ownerId: 'u2' } })
      .then([{ type: 'ActionOwnerSet', data: { ...at(admin), ...item, ownerId: 'u2' } }]);
  });
  it('removes it', () => {
    spec(given)
      .when({ type: 'RemoveActionItem', ...by(admin), itemId: 'x1' })
      .then([{ type: 'ActionItemRemoved', data: { ...at(admin), itemId: 'x1' } }]);
  });
  it('refuses an agent, and an action it does not have', () => {
    spec(given)
      .when({ type: 'RemoveActionItem', ...by(agent), itemId: 'x1' })
      .thenFails('errors.noPermission');
    spec(given)
      .when({ type: 'RemoveActionItem', ...by(admin), itemId: 'x9' })
      .thenFails('actionPlan.itemNotFound');
    spec(given)
      .when({ type: 'EditActionItem', ...by(admin), itemId: 'x9', changes: { deadline: null } })
      .thenFails('actionPlan.itemNotFound');
  });
  it('refuses the same question twice', () => {
    spec(given)
      .when(add(admin, { itemId: 'x3' }))
      .thenFails('actionPlan.alreadyAnAction');
  });
  it('is not in the loop before the plan is sent', () => {
    spec(given)
      .when({ type: 'VerifyAction', ...by(admin), ...item })
      .thenFails('actionPlan.notSent');
  });
  it('is gone from the plan once removed, its progress with it', () => {
    const live = fold([...given, { type: 'ActionItemRemoved', data: { ...at(admin), itemId: 'x1' } }]);
    expect(live.addedActions).toEqual([]);
    expect(live.actions).toEqual({});
  });
});

describe('a sent plan with an added action', () => {
  const given = [created, ended, approved, added, sent];
  it('gave the action to the follow-up agent when the plan went out', () => {
    expect(actionAt(fold(given), item).ownerId).toBe('u2');
  });
  it('runs the loop on it: done with proof by its owner, verified by an admin', () => {
    const owner: CommandActor = { id: 'u2', role: 'user' };
    const done: InspectionEvent = {
      type: 'ActionDone',
      data: { ...at(owner), ...item, comment: 'Bytt', attachment: null },
    };
    spec(given)
      .when({ type: 'MarkActionDone', ...by(owner), ...item, comment: 'Bytt', attachment: null })
      .then([done]);
    spec([...given, done])
      .when({ type: 'VerifyAction', ...by(admin), ...item })
      .then([{ type: 'ActionVerified', data: { ...at(admin), ...item } }]);
    expect(actionAt(fold([...given, done]), item).state).toBe('done');
  });
  it('refuses the loop to someone who does not own it', () => {
    spec(given)
      .when({ type: 'MarkActionDone', ...by(agent), ...item, comment: 'Bytt', attachment: null })
      .thenFails('errors.noPermission');
  });
  it('gives an action added now to the follow-up agent when nobody is named', () => {
    spec(given)
      .when(add(admin, { itemId: 'x4', question: null, description: 'Ny rutin' }))
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['ActionItemAdded', 'ActionOwnerSet']);
        expect(events[1]!.data).toMatchObject({ itemId: 'x4', ownerId: 'u2' });
      });
  });
});
