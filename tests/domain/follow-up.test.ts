import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTION_FIELDS } from '../../src-domain/catalogue/index.ts';
import type { CommandActor } from '../../src-domain/shared/actor.ts';
import {
  actionOf,
  evolveLiveInspection,
  inspectionDecider,
  type InspectionEvent,
  type LiveInspection,
} from '../../src-domain/inspection/index.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(inspectionDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const agent: CommandActor = { id: 'u1', role: 'user' };
const owner: CommandActor = { id: 'u2', role: 'user' };
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
const followUp = (questionId: string, kind: 'action' | 'tip'): InspectionEvent => ({
  type: 'FollowUpSet',
  data: {
    by: 's1',
    at: NOW,
    moduleId: 'm',
    questionId,
    needsFollowUp: true,
    followUpComment: `Fix ${questionId}`,
    followUpDeadline: kind === 'action' ? '2026-12-01' : null,
    followUpTip: kind === 'tip',
    followUpFeedback: false,
  },
});
const link = { inspectionId: 'f1', startDate: '2026-12-02', startHour: '10:00', userId: 'u2' };
const create = (actor: CommandActor, over: Partial<typeof link> = {}) =>
  ({ type: 'CreateFollowUp', ...by(actor), followUp: { ...link, ...over }, sendCCToCreator: true }) as const;
const sent: InspectionEvent = {
  type: 'FollowUpCreated',
  data: { ...at(admin), ...link, sendCCToCreator: true },
};
const on = { moduleId: 'm', questionId: 'q1' };
const ownerSet: InspectionEvent = { type: 'ActionOwnerSet', data: { ...at(admin), ...on, ownerId: 'u2' } };
const done: InspectionEvent = {
  type: 'ActionDone',
  data: { ...at(owner), ...on, comment: 'Replaced', attachment: null },
};

const markDone = (actor: CommandActor, comment = 'Replaced') =>
  ({ type: 'MarkActionDone', ...by(actor), ...on, comment, attachment: null }) as const;
const verify = (actor: CommandActor) => ({ type: 'VerifyAction', ...by(actor), ...on }) as const;
const reopen = (reason: string) => ({ type: 'ReopenAction', ...by(admin), ...on, reason }) as const;
const reopened: InspectionEvent = {
  type: 'ActionReopened',
  data: { ...at(admin), ...on, reason: 'Still broken' },
};
const planSent = [created, ended, followUp('q1', 'action'), followUp('q2', 'tip'), sent];

describe('an inspection the agent has not ended', () => {
  it('has no action plan to send', () => {
    spec([created, followUp('q1', 'action')])
      .when(create(admin))
      .thenFails('inspections.notFinishedByAgent');
  });
});

describe('an ended inspection with an action and a tip', () => {
  const given = [created, ended, followUp('q1', 'action'), followUp('q2', 'tip')];
  it('sends the plan with a follow-up inspection', () => {
    spec(given).when(create(admin)).then([sent]);
  });
  it('refuses an agent, and a start time that is not one', () => {
    spec(given).when(create(agent)).thenFails('errors.noPermission');
    spec(given)
      .when(create(admin, { startDate: '2026-13-01' }))
      .thenFails('followUp.startTimeRequired');
    spec(given)
      .when(create(admin, { startHour: '25:00' }))
      .thenFails('followUp.startTimeRequired');
  });
  it('takes no proof before the plan is sent', () => {
    spec(given).when(markDone(admin)).thenFails('actionPlan.notSent');
  });
});

describe('an ended inspection with tips only', () => {
  it('sends the plan alone, with no follow-up inspection', () => {
    spec([created, ended, followUp('q2', 'tip')])
      .when(create(admin))
      .then([{ type: 'ActionPlanSent', data: { ...at(admin), sendCCToCreator: true } }]);
  });
});

describe('a sent plan with an open action', () => {
  const given = [...planSent, ownerSet];
  it('is not sent twice', () => {
    spec(given).when(create(admin)).thenFails('followUp.exists');
  });
  it('has the action done by its owner, with the proof trimmed', () => {
    spec(given).when(markDone(owner, ' Replaced ')).then([done]);
  });
  it('refuses one who does not own the action, and a done without proof', () => {
    spec(given).when(markDone(agent)).thenFails('errors.noPermission');
    spec(given).when(markDone(owner, ' ')).thenFails('actionPlan.proofRequired');
  });
  it('has nothing to do on a tip, and nothing to verify yet', () => {
    spec(given)
      .when({ ...markDone(admin), questionId: 'q2' })
      .thenFails('actionPlan.notAnAction');
    spec(given).when(verify(admin)).thenFails('actionPlan.notDone');
  });
});

describe('a sent plan with a done action', () => {
  const given = [...planSent, ownerSet, done];
  it('has the action verified by an admin, not by its owner', () => {
    spec(given)
      .when(verify(admin))
      .then([{ type: 'ActionVerified', data: { ...at(admin), ...on } }]);
    spec(given).when(verify(owner)).thenFails('errors.noPermission');
  });
  it('is not done twice', () => {
    spec(given).when(markDone(owner)).thenFails('actionPlan.notOpen');
  });
  it('is reopened by an admin with a reason, never without', () => {
    spec(given).when(reopen('  ')).thenFails('actionPlan.reasonRequired');
    spec(given).when(reopen('Still broken')).then([reopened]);
  });
});

describe('a sent plan with a reopened action', () => {
  const given = [...planSent, ownerSet, done, reopened];
  it('folds to an open action that keeps its owner, proof and reason', () => {
    const live = given.reduce<LiveInspection | null>(evolveLiveInspection, null)!;
    expect(actionOf(live, 'm', 'q1')).toEqual({
      state: 'open',
      ownerId: 'u2',
      proof: { comment: 'Replaced', attachment: null, by: 'u2', at: NOW },
      verified: null,
      reopenReason: 'Still broken',
    });
    expect(live.followUp).toEqual(link);
  });
  it('is done again by its owner, and cannot be verified before', () => {
    spec(given).when(markDone(owner)).then([done]);
    spec(given).when(verify(admin)).thenFails('actionPlan.notDone');
  });
});
