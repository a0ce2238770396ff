import { beforeEach, describe, expect, it } from 'vitest';
import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';
import type { Waiting } from '../../src-web/api/start.ts';
import { waitingState, waitingWatch } from '../../src-web/state/waiting.ts';

const TODAY = '2026-11-27';

/** An admin's counts of one entity: a morning round not started, an evening round with one inspection begun. */
const loaded = (): Waiting => ({
  hotels: [
    {
      id: 'h1',
      name: 'Alfa',
      organizationId: 'o1',
      today: TODAY,
      toApprove: 0,
      toApproveIds: [],
      rounds: { notStarted: 1, inProgress: 1, done: 0 },
      roundTypes: { morning: {}, evening: { e1: 'inProgress' } },
    },
  ],
  toApprove: 0,
  overdueActions: { count: 3, own: false, byPlan: { p1: 2, p2: 1 } },
  rounds: { notStarted: 1, inProgress: 1, done: 0 },
  assigned: 0,
  assignedIds: [],
});

const push = (collection: string, id: string, doc: unknown): ChangePush =>
  doc === null
    ? { collection, id, version: 2, previousVersion: 1, position: 1, removed: true }
    : { collection, id, version: 2, previousVersion: 1, position: 1, doc };

const day = (id: string, type: string, round: string, date = TODAY) => ({
  id,
  hotelId: 'h1',
  day: date,
  inspectionTypeId: type,
  round,
});

describe("the start page's counts from pushed documents", () => {
  beforeEach(() => {
    waitingState.waiting = loaded();
  });

  it("moves today's rounds by a pushed Safe Q day, and leaves other days and types alone", () => {
    const watch = waitingWatch('hotelAdmin', 'admin', ['h1']);
    watch.change!(push('safeQDays', 'm1', day('m1', 'morning', 'inProgress')));
    expect(waitingState.waiting!.rounds).toEqual({ notStarted: 0, inProgress: 2, done: 0 });
    watch.change!(push('safeQDays', 'm1', day('m1', 'morning', 'done')));
    expect(waitingState.waiting!.hotels[0]!.rounds).toEqual({ notStarted: 0, inProgress: 1, done: 1 });
    // Moved to tomorrow: out of today's count.
    watch.change!(push('safeQDays', 'm1', day('m1', 'morning', 'done', '2026-11-28')));
    expect(waitingState.waiting!.rounds).toEqual({ notStarted: 1, inProgress: 1, done: 0 });
    // A type that does not run today, and a deleted inspection.
    watch.change!(push('safeQDays', 'x1', day('x1', 'weekly', 'done')));
    watch.change!(push('safeQDays', 'e1', null));
    expect(waitingState.waiting!.rounds).toEqual({ notStarted: 2, inProgress: 0, done: 0 });
  });

  it("moves an agent's rounds by its own pushed Safe Q inspection", () => {
    const watch = waitingWatch('user', 'agent', ['h1']);
    const inspection = (score: number | null, agentEndTime: string | null) => ({
      id: 'm2',
      hotel: { id: 'h1', name: 'Alfa' },
      inspectionType: { id: 'morning', name: 'Morning', reportType: 'safeQ' },
      startDate: TODAY,
      user: { id: 'agent', name: 'Agent' },
      agentEndTime,
      adminEndTime: null,
      answers: { mod: { q1: { score }, q2: { score: null } } },
    });
    watch.change!(push('inspections', 'm2', inspection(null, null)));
    expect(waitingState.waiting!.rounds).toEqual({ notStarted: 1, inProgress: 1, done: 0 });
    watch.change!(push('inspections', 'm2', inspection(2, null)));
    expect(waitingState.waiting!.rounds).toEqual({ notStarted: 0, inProgress: 2, done: 0 });
    watch.change!(push('inspections', 'm2', inspection(2, '2026-11-27T09:00:00Z')));
    expect(waitingState.waiting!.rounds).toEqual({ notStarted: 0, inProgress: 1, done: 1 });
  });

  it("counts a pushed plan line's overdue actions: an admin's all, an agent's own", () => {
    const line = { counts: { open: 4, done: 0, verified: 0, overdue: 3 }, overdueByOwner: { agent: 1 } };
    waitingWatch('hotelAdmin', 'admin', ['h1']).change!(push('actionPlans', 'p1', line));
    expect(waitingState.waiting!.overdueActions.count).toBe(4);

    waitingState.waiting = { ...loaded(), overdueActions: { count: 2, own: true, byPlan: { p1: 2 } } };
    const agent = waitingWatch('user', 'agent', ['h1']);
    agent.change!(push('actionPlans', 'p1', line));
    expect(waitingState.waiting.overdueActions).toMatchObject({ count: 1, byPlan: { p1: 1 } });
    agent.change!(push('actionPlans', 'p3', { ...line, overdueByOwner: { someoneElse: 2 } }));
    agent.change!(push('actionPlans', 'p1', null));
    expect(waitingState.waiting.overdueActions).toMatchObject({ count: 0, byPlan: {} });
  });
});
