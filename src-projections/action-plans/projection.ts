import {
  actionAt,
  actionKey,
  actionOf,
  actionPlanSent,
  addedActionKey,
  addedActionsOf,
  isAction,
  type ActionState,
  type FollowUpLink,
  type InspectionEvent,
  type LiveInspection,
} from '../../src-domain/inspection/index.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import { inspectionFold } from '../inspections/live-fold.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** One action of a plan as the list counts it: its deadline, state and owner. */
export interface ActionPlanItem {
  deadline: string | null;
  state: ActionState;
  ownerId: string | null;
}

/**
 * One line per inspection for the action plan list (inspection-run §2 "Action plan list"): where and when it
 * was, who ended it, whether its plan is out (`sent`), and its actions by `actionKey`. It reads review and
 * lifecycle events only, never the agent's answers, so answering costs it nothing; "last edited by" is the
 * last review step (follow-up, submit, approval, the action loop).
 */
export interface ActionPlanDocument extends Document {
  organizationId: string;
  hotelId: string;
  inspectionType: { inspectionTypeId: string; name: string };
  startDate: string;
  startHour: string;
  agentEndTime: string | null;
  agentEndTimeSetBy: string | null;
  adminEndTime: string | null;
  adminEndTimeSetBy: string | null;
  lastEditedBy: { userId: string; at: string };
  sent: boolean;
  sentAt: string | null;
  followUp: FollowUpLink | null;
  items: Record<string, ActionPlanItem>;
  /** The states its actions are in, for the list's state filter (a plan is listed under each). */
  states: ActionState[];
}

type PlanEvent = Extract<
  InspectionEvent,
  {
    type:
      | 'InspectionCreated'
      | 'InspectionRescheduled'
      | 'InspectionDeleted'
      | 'FollowUpSet'
      | 'AgentEndTimeSet'
      | 'InspectionClosedAutomatically'
      | 'AdminEndTimeSet'
      | 'FollowUpCreated'
      | 'ActionPlanSent'
      | 'ActionOwnerSet'
      | 'ActionDone'
      | 'ActionVerified'
      | 'ActionReopened'
      | 'ActionItemAdded'
      | 'ActionItemEdited'
      | 'ActionItemRemoved';
  }
>;

/**
 * The plan's actions as the fold leaves them: every answer that is an action and every action added after
 * approval, with its progress.
 */
function itemsOf(live: LiveInspection): Record<string, ActionPlanItem> {
  const items: Record<string, ActionPlanItem> = {};
  for (const [moduleId, answers] of Object.entries(live.answers))
    for (const [questionId, answer] of Object.entries(answers))
      if (isAction(answer)) {
        const { state, ownerId } = actionOf(live, moduleId, questionId);
        items[actionKey(moduleId, questionId)] = { deadline: answer.followUpDeadline, state, ownerId };
      }
  for (const added of addedActionsOf(live)) {
    const { state, ownerId } = actionAt(live, { itemId: added.id });
    items[addedActionKey(added.id)] = { deadline: added.deadline, state, ownerId };
  }
  return items;
}

/** The same items, field by field: a review step that changes none keeps the object the document has. */
function sameItems(a: Record<string, ActionPlanItem>, b: Record<string, ActionPlanItem>): boolean {
  const keys = Object.keys(b);
  return (
    keys.length === Object.keys(a).length &&
    keys.every((key) => {
      const [x, y] = [a[key], b[key]!];
      return !!x && x.deadline === y.deadline && x.state === y.state && x.ownerId === y.ownerId;
    })
  );
}

export const actionPlansProjection: Projection<ActionPlanDocument, PlanEvent, LiveInspection> = {
  name: 'actionPlans',
  collection: 'actionPlans',
  // 2: derived from the inspection's one fold: an action keeps its progress when its follow-up is set again,
  // and the actions a submit clears with a skipped module go. 3: actions added after approval.
  version: 3,
  handles: {
    InspectionCreated: true,
    InspectionRescheduled: true,
    InspectionDeleted: true,
    FollowUpSet: true,
    AgentEndTimeSet: true,
    InspectionClosedAutomatically: true,
    AdminEndTimeSet: true,
    FollowUpCreated: true,
    ActionPlanSent: true,
    ActionOwnerSet: true,
    ActionDone: true,
    ActionVerified: true,
    ActionReopened: true,
    ActionItemAdded: true,
    ActionItemEdited: true,
    ActionItemRemoved: true,
  },
  documentIds: idOfStream('inspection'),
  fold: { of: inspectionFold },
  evolve: (doc, event, context) => {
    if (!context?.fold) throw new Error('an action plan is derived from the inspection fold');
    const next = evolvePlan(doc, event, context.fold.after);
    if (!next || next === doc) return next;
    const states = [...new Set(Object.values(next.items).map((i) => i.state))].sort();
    return { ...next, states };
  },
  indexes: [{ keys: { sent: 1, organizationId: 1, hotelId: 1, sentAt: -1 } }],
  // The entity's room (its agents and admins) and the organization's (its admins): push-audience shows each
  // viewer only the plans it may read.
  rooms: (doc) => [room('hotel', doc.hotelId), room('org', doc.organizationId)],
};

/**
 * The plan as the one fold of the inspection's events leaves it (`live`), with what the fold does not keep:
 * when the plan went out, and who took the last review step (this event's author, but for a reschedule).
 */
function evolvePlan(
  doc: ActionPlanDocument | null,
  event: PlanEvent,
  live: LiveInspection | null,
): ActionPlanDocument | null {
  if (live === null) return null;
  if (event.type !== 'InspectionCreated' && !doc) return doc;
  const sent = actionPlanSent(live);
  const items = itemsOf(live);
  return {
    _id: event.type === 'InspectionCreated' ? event.data.inspectionId : doc!._id,
    organizationId: live.organizationId,
    hotelId: live.hotelId,
    inspectionType: {
      inspectionTypeId: live.inspectionType.inspectionTypeId,
      name: live.inspectionType.name,
    },
    startDate: live.startDate,
    startHour: live.startHour,
    agentEndTime: live.agentEndTime,
    agentEndTimeSetBy: live.agentEndTimeSetBy,
    adminEndTime: live.adminEndTime,
    adminEndTimeSetBy: live.adminEndTimeSetBy,
    lastEditedBy:
      event.type === 'InspectionCreated'
        ? { userId: live.createdBy, at: live.createdAt }
        : event.type === 'InspectionRescheduled'
          ? doc!.lastEditedBy
          : { userId: event.data.by, at: event.data.at },
    sent,
    sentAt: sent ? (doc?.sentAt ?? (event.type === 'InspectionCreated' ? null : event.data.at)) : null,
    followUp: live.followUp,
    items: doc && sameItems(doc.items, items) ? doc.items : items,
    states: [],
  };
}
