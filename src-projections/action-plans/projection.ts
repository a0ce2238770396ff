import {
  actionKey,
  isAction,
  OPEN_ACTION,
  type ActionState,
  type FollowUpLink,
  type InspectionEvent,
} from '../../src-domain/inspection/index.ts';
import { room } from '../../src-domain/shared/rooms.ts';
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
      | 'AdminEndTimeSet'
      | 'FollowUpCreated'
      | 'ActionPlanSent'
      | 'ActionOwnerSet'
      | 'ActionDone'
      | 'ActionVerified'
      | 'ActionReopened';
  }
>;

const withItem = (
  doc: ActionPlanDocument,
  on: { moduleId: string; questionId: string },
  change: Partial<ActionPlanItem>,
): ActionPlanDocument => {
  const key = actionKey(on.moduleId, on.questionId);
  const was = doc.items[key];
  return was ? { ...doc, items: { ...doc.items, [key]: { ...was, ...change } } } : doc;
};

export const actionPlansProjection: Projection<ActionPlanDocument, PlanEvent> = {
  name: 'actionPlans',
  collection: 'actionPlans',
  version: 1,
  handles: {
    InspectionCreated: true,
    InspectionRescheduled: true,
    InspectionDeleted: true,
    FollowUpSet: true,
    AgentEndTimeSet: true,
    AdminEndTimeSet: true,
    FollowUpCreated: true,
    ActionPlanSent: true,
    ActionOwnerSet: true,
    ActionDone: true,
    ActionVerified: true,
    ActionReopened: true,
  },
  documentIds: idOfStream('inspection'),
  evolve: (doc, event) => {
    const next = evolvePlan(doc, event);
    if (!next || next === doc) return next;
    const states = [...new Set(Object.values(next.items).map((i) => i.state))].sort();
    return { ...next, states };
  },
  indexes: [{ keys: { sent: 1, organizationId: 1, hotelId: 1, sentAt: -1 } }],
  // The entity's room (its agents and admins) and the organization's (its admins): push-audience shows each
  // viewer only the plans it may read.
  rooms: (doc) => [room('hotel', doc.hotelId), room('org', doc.organizationId)],
};

function evolvePlan(doc: ActionPlanDocument | null, event: PlanEvent): ActionPlanDocument | null {
  if (event.type === 'InspectionCreated') {
    const { data } = event;
    return {
      _id: data.inspectionId,
      organizationId: data.organizationId,
      hotelId: data.hotelId,
      inspectionType: { inspectionTypeId: data.type.inspectionTypeId, name: data.type.name },
      startDate: data.startDate,
      startHour: data.startHour,
      agentEndTime: null,
      agentEndTimeSetBy: null,
      adminEndTime: null,
      adminEndTimeSetBy: null,
      lastEditedBy: { userId: data.createdBy, at: data.createdAt },
      sent: false,
      sentAt: null,
      followUp: null,
      items: {},
      states: [],
    };
  }
  if (!doc) return doc;
  if (event.type === 'InspectionDeleted') return null;
  const edited = { ...doc, lastEditedBy: { userId: event.data.by, at: event.data.at } };
  switch (event.type) {
    case 'InspectionRescheduled': {
      const { startDate = doc.startDate, startHour = doc.startHour } = event.data.changes;
      return { ...doc, startDate, startHour };
    }
    case 'FollowUpSet': {
      const { moduleId, questionId } = event.data;
      const key = actionKey(moduleId, questionId);
      const { [key]: was, ...others } = doc.items;
      if (!isAction(event.data)) return was ? { ...edited, items: others } : edited;
      const item = was ?? { state: OPEN_ACTION.state, ownerId: OPEN_ACTION.ownerId };
      return { ...edited, items: { ...others, [key]: { ...item, deadline: event.data.followUpDeadline } } };
    }
    case 'AgentEndTimeSet':
      return { ...edited, agentEndTime: event.data.at, agentEndTimeSetBy: event.data.by };
    case 'AdminEndTimeSet':
      return event.data.revert
        ? { ...edited, adminEndTime: null, adminEndTimeSetBy: null }
        : { ...edited, adminEndTime: event.data.at, adminEndTimeSetBy: event.data.by };
    case 'FollowUpCreated': {
      const { inspectionId, startDate, startHour, userId } = event.data;
      // The follow-up's agent answers for every action nobody was named for (as the domain's fold).
      const items = Object.fromEntries(
        Object.entries(doc.items).map(([key, item]) => [key, { ...item, ownerId: item.ownerId ?? userId }]),
      );
      const followUp = { inspectionId, startDate, startHour, userId };
      return { ...edited, sent: true, sentAt: event.data.at, followUp, items };
    }
    case 'ActionPlanSent':
      return { ...edited, sent: true, sentAt: event.data.at };
    case 'ActionOwnerSet':
      return withItem(edited, event.data, { ownerId: event.data.ownerId });
    case 'ActionDone':
      return withItem(edited, event.data, { state: 'done' });
    case 'ActionVerified':
      return withItem(edited, event.data, { state: 'verified' });
    case 'ActionReopened':
      return withItem(edited, event.data, { state: 'open' });
  }
}
