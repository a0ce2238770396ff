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

describe('sending the action plan', () => {
  it('creates a follow-up inspection when an answer has an action, once', () => {
    spec([created, ended, followUp('q1', 'action'), followUp('q2', 'tip')])
      .when(create(admin))
      .then([sent]);
    spec([created, ended, followUp('q1', 'action'), sent])
      .when(create(admin))
      .thenFails('followUp.exists');
  });

  it('sends the plan alone when no answer has an action', () => {
    spec([created, ended, followUp('q2', 'tip')])
      .when(create(admin))
      .then([{ type: 'ActionPlanSent', data: { ...at(admin), sendCCToCreator: true } }]);
  });

  it('refuses an inspection the agent has not ended, an agent, and a start time that is not one', () => {
    spec([created, followUp('q1', 'action')])
      .when(create(admin))
      .thenFails('inspections.notFinishedByAgent');
    spec([created, ended]).when(create(agent)).thenFails('errors.noPermission');
    spec([created, ended, followUp('q1', 'action')])
      .when(create(admin, { startDate: '2026-13-01' }))
      .thenFails('followUp.startTimeRequired');
    spec([created, ended, followUp('q1', 'action')])
      .when(create(admin, { startHour: '25:00' }))
      .thenFails('followUp.startTimeRequired');
  });
});

describe('the action loop', () => {
  const given = [created, ended, followUp('q1', 'action'), followUp('q2', 'tip'), sent];

  it('goes open -> done with proof -> verified, by the owner and an admin', () => {
    spec([...given, ownerSet])
      .when({ type: 'MarkActionDone', ...by(owner), ...on, comment: ' Replaced ', attachment: null })
      .then([done]);
    spec([...given, ownerSet, done])
      .when({ type: 'VerifyAction', ...by(admin), ...on })
      .then([{ type: 'ActionVerified', data: { ...at(admin), ...on } }]);
  });

  it('lets an admin reopen with a reason, and folds each step', () => {
    spec([...given, ownerSet, done])
      .when({ type: 'ReopenAction', ...by(admin), ...on, reason: '  ' })
      .thenFails('actionPlan.reasonRequired');
    const reopened: InspectionEvent = {
      type: 'ActionReopened',
      data: { ...at(admin), ...on, reason: 'Still broken' },
    };
    spec([...given, ownerSet, done])
      .when({ type: 'ReopenAction', ...by(admin), ...on, reason: 'Still broken' })
      .then([reopened]);
    const live = [...given, ownerSet, done, reopened].reduce<LiveInspection | null>(
      evolveLiveInspection,
      null,
    )!;
    expect(actionOf(live, 'm', 'q1')).toEqual({
      state: 'open',
      ownerId: 'u2',
      proof: { comment: 'Replaced', attachment: null, by: 'u2', at: NOW },
      verified: null,
      reopenReason: 'Still broken',
    });
    expect(live.followUp).toEqual(link);
  });

  it('refuses: someone who does not own it, no proof, twice done, a tip, a plan not sent', () => {
    const markDone = (actor: CommandActor, comment = 'Replaced') =>
      ({ type: 'MarkActionDone', ...by(actor), ...on, comment, attachment: null }) as const;
    spec([...given, ownerSet])
      .when(markDone(agent))
      .thenFails('errors.noPermission');
    spec([...given, ownerSet])
      .when(markDone(owner, ' '))
      .thenFails('actionPlan.proofRequired');
    spec([...given, ownerSet, done])
      .when(markDone(owner))
      .thenFails('actionPlan.notOpen');
    spec([...given])
      .when({ ...markDone(admin), questionId: 'q2' })
      .thenFails('actionPlan.notAnAction');
    spec([created, ended, followUp('q1', 'action')])
      .when(markDone(admin))
      .thenFails('actionPlan.notSent');
    spec([...given])
      .when({ type: 'VerifyAction', ...by(admin), ...on })
      .thenFails('actionPlan.notDone');
    spec([...given, ownerSet, done])
      .when({ type: 'VerifyAction', ...by(owner), ...on })
      .thenFails('errors.noPermission');
  });
});
