import { proxy } from 'valtio';
import type { ActionPlanRow } from '../api/action-plans.ts';
import type { InspectionLiveState } from '../api/inspections.ts';
import { fetchWaiting, type RoundState, type Waiting } from '../api/start.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import { roundCounts, roundStateOf, totalRounds } from '../../src-domain/statistics/round-state.ts';
import type { WeeklyDay } from '../../src-domain/statistics/weekly-report.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { idle, track } from './async.ts';

/** The start page's "waiting for you" counts. */
export const waitingState = proxy({ waiting: null as Waiting | null, load: idle() });

export async function loadWaiting(): Promise<void> {
  const waiting = await track(waitingState.load, fetchWaiting);
  if (waiting) waitingState.waiting = waiting;
}

/**
 * The counts kept current from what is pushed, with no GET: the GET answers, beside each count, what it is
 * counted from (the inspections to approve, the viewer's open ones, the overdue actions per plan, the state of
 * each of today's Safe Q inspections per type), so a pushed inspection comes into or leaves its count, a pushed
 * plan line replaces its part of the overdue sum (an agent's own part: the line's overdue count per owner)
 * and a pushed Safe Q day of today replaces its round's state. Admins watch their entities' inspection lists
 * (inspections and Safe Q days) and their entities (action plans); an agent its own room (its inspections,
 * Safe Q ones among them: an agent is pushed no Safe Q day) and its entities. Only a reconnect loads again.
 */
export function waitingWatch(role: Role, userId: string, hotelIds: readonly string[]): LiveWatch {
  const admin = role !== 'user';
  return {
    rooms: [
      ...(admin ? hotelIds.map((id) => room('inspections', id)) : [room('user', userId)]),
      ...hotelIds.map((id) => room('hotel', id)),
    ],
    collections: admin ? ['inspections', 'safeQDays', 'actionPlans'] : ['inspections', 'actionPlans'],
    change: (push) => {
      const waiting = waitingState.waiting;
      // Not loaded yet: the load that comes counts it.
      if (!waiting) return;
      if (push.collection === 'inspections') {
        const inspection = push.removed ? null : (push.doc as InspectionLiveState);
        countInspection(waiting, push.id, inspection, userId);
        // An admin's Safe Q days come pushed themselves; an agent's own Safe Q inspection is its day.
        if (!admin) countRound(waiting, push.id, inspection && roundOfInspection(inspection));
      } else if (push.collection === 'safeQDays') {
        countRound(waiting, push.id, push.removed ? null : roundOfDay(push.doc as WeeklyDay));
      } else if (push.collection === 'actionPlans') {
        const plan = push.removed ? null : (push.doc as ActionPlanRow);
        countPlan(
          waiting,
          push.id,
          plan && (admin ? plan.counts.overdue : (plan.overdueByOwner[userId] ?? 0)),
        );
      }
    },
    missed: () => void loadWaiting(),
  };
}

/** A Safe Q inspection of some entity's day: where its round stands. */
interface PushedRound {
  hotelId: string;
  day: string;
  inspectionTypeId: string;
  state: RoundState;
}

const roundOfDay = (day: WeeklyDay): PushedRound => ({
  hotelId: day.hotelId,
  day: day.day,
  inspectionTypeId: day.inspectionTypeId,
  state: day.round,
});

/** The same from an inspection's live state (an agent's own), by the same rule as the server's. */
function roundOfInspection(inspection: InspectionLiveState): PushedRound | null {
  if (inspection.inspectionType.reportType !== 'safeQ') return null;
  const scores = Object.fromEntries(
    Object.entries(inspection.answers).map(([moduleId, byQuestion]) => [
      moduleId,
      Object.fromEntries(Object.entries(byQuestion).map(([id, answer]) => [id, answer.score])),
    ]),
  );
  return {
    hotelId: inspection.hotel.id,
    day: inspection.startDate,
    inspectionTypeId: inspection.inspectionType.id,
    state: roundStateOf({ agentEndTime: inspection.agentEndTime, scores }),
  };
}

/**
 * A Safe Q inspection's state in place of what its round counted before: counted when it is of its entity's
 * today and of a type that runs today, else (moved to another day, deleted) out of every count.
 */
function countRound(waiting: Waiting, id: string, round: PushedRound | null): void {
  let changed = false;
  for (const hotel of waiting.hotels) {
    const ours = round !== null && round.hotelId === hotel.id && round.day === hotel.today;
    let types = hotel.roundTypes;
    for (const [typeId, states] of Object.entries(types)) {
      const state = ours && round.inspectionTypeId === typeId ? round.state : null;
      if ((states[id] ?? null) === state) continue;
      const next = { ...states };
      if (state) next[id] = state;
      else delete next[id];
      types = { ...types, [typeId]: next };
    }
    if (types === hotel.roundTypes) continue;
    hotel.roundTypes = types;
    hotel.rounds = roundCounts(types);
    changed = true;
  }
  if (!changed) return;
  waiting.rounds = totalRounds(waiting.hotels.map((hotel) => hotel.rounds));
}

/** An inspection into or out of the approval count of its entity and the viewer's open ones. */
function countInspection(
  waiting: Waiting,
  id: string,
  inspection: InspectionLiveState | null,
  userId: string,
): void {
  const submitted = !!inspection?.agentEndTime && !inspection.adminEndTime;
  for (const hotel of waiting.hotels) {
    const counted = submitted && inspection.hotel.id === hotel.id;
    if (counted === hotel.toApproveIds.includes(id)) continue;
    hotel.toApproveIds = counted ? [...hotel.toApproveIds, id] : hotel.toApproveIds.filter((i) => i !== id);
    hotel.toApprove = hotel.toApproveIds.length;
  }
  if (waiting.toApprove !== null) waiting.toApprove = waiting.hotels.reduce((sum, h) => sum + h.toApprove, 0);
  const open =
    !!inspection && inspection.user?.id === userId && !inspection.agentEndTime && !inspection.adminEndTime;
  if (open === waiting.assignedIds.includes(id)) return;
  waiting.assignedIds = open ? [...waiting.assignedIds, id] : waiting.assignedIds.filter((i) => i !== id);
  waiting.assigned = waiting.assignedIds.length;
}

/** A plan line's overdue actions (an admin's all, an agent's own) in place of what the plan counted before. */
function countPlan(waiting: Waiting, id: string, overdue: number | null): void {
  const byPlan = { ...waiting.overdueActions.byPlan };
  if (overdue) byPlan[id] = overdue;
  else delete byPlan[id];
  const count = Object.values(byPlan).reduce((sum, n) => sum + n, 0);
  waiting.overdueActions = { ...waiting.overdueActions, byPlan, count };
}
