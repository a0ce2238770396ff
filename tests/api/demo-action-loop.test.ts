import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Waiting } from '../../src-api/start/waiting.ts';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { isOverdue } from '../../src-domain/report/action-counts.ts';
import { addedActionKey } from '../../src-domain/inspection/fields.ts';
import { addDays } from '../../src-domain/shared/iso-week.ts';
import {
  ACTION_ITEM_BECAME_OVERDUE,
  actionOverdueStream,
  type ActionItemBecameOverdueData,
} from '../../src-jobs/overdue/overdue-events.ts';
import { SCHEDULER_ACTOR } from '../../src-jobs/schedule/scheduler-actor.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { DEMO_ACTIONS } from '../../src-server/demo/seed-action-plan.ts';
import { TOKENS } from '../../src-server/container.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

interface Row {
  id: string;
  hotel: { id: string; name: string };
  followUp: { id: string } | null;
  counts: { open: number; done: number; verified: number; overdue: number };
}
type ActionState = 'open' | 'done' | 'verified';
interface PlanAction {
  state: ActionState;
  ownerId: string | null;
  proof: { comment: string; attachment: { mimeType: string } | null } | null;
}
interface Plan {
  today: string;
  sent: boolean;
  followUp: { id: string; user: { id: string } | null } | null;
  items: Array<{ deadline: string | null; action: PlanAction | null }>;
  addedItems: Array<{ itemId: string; description: string; deadline: string | null; action: PlanAction }>;
}

/**
 * The demo's action loop after approval, on a fresh DATA_DIR seeded as `npm start` seeds it: one approved
 * inspection of Hotel Solvik has its plan sent, one action done with proof, and one overdue, recorded so by
 * the scheduler's first tick. The clock is a winter day in Stockholm (UTC+1), 09:30 there: the seed's "today"
 * is the entity's date, and every deadline is relative to it.
 */
describe('the demo action loop', () => {
  const clock = new ManualClock('2026-12-08T08:30:00.000Z');
  const today = '2026-12-08';
  let server: TestServer;
  const as: Record<string, ApiClient> = {};
  const people = { agent: '', hotelAdmin: '' };
  let row: Row;
  let plan: Plan;

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    const users = await readModelsOf(server).collection<UserDocument>('users').find({});
    people.agent = users.find((u) => u.email === 'agent@demo.test')!._id;
    people.hotelAdmin = users.find((u) => u.email === 'hotel@demo.test')!._id;
    for (const [who, email] of [
      ['agent', 'agent@demo.test'],
      ['hotelAdmin', 'hotel@demo.test'],
      ['companyAdmin', 'company@demo.test'],
      ['nordicCompany', 'nordic-company@demo.test'],
    ] as const) {
      as[who] = new ApiClient(server.url);
      expect((await as[who].login(email)).status).toBe(200);
    }
    const rows = await as.companyAdmin!.request<Row[]>('GET', '/api/inspections/action-plan');
    expect(rows.status).toBe(200);
    expect(rows.body.length).toBe(1);
    row = rows.body[0]!;
    plan = (
      await as.companyAdmin!.request<Plan>(
        'GET',
        `/api/inspections/${row.id}/action-plan?languageShortCode=sv_SE`,
      )
    ).body;
  });
  afterAll(() => server.close());

  const overdueItem = () => plan.addedItems.find((i) => i.deadline === addDays(today, -1))!;
  const overdueEvents = async () =>
    (await server.runtime.container
      .get(TOKENS.events)
      .readStream(
        actionOverdueStream(row.id, addedActionKey(overdueItem().itemId), overdueItem().deadline!),
      )) as Array<RecordedEvent<string, ActionItemBecameOverdueData>>;

  it("holds one sent plan at Hotel Solvik, with its follow-up for the demo's agent", () => {
    expect(row.hotel.name).toBe('Hotel Solvik');
    expect(plan.sent).toBe(true);
    expect(plan.today).toBe(today);
    expect(plan.followUp!.user!.id).toBe(people.agent);
    expect(row.followUp!.id).toBe(plan.followUp!.id);
  });

  it('holds the demo actions with owners, deadlines relative to today, one done with proof', () => {
    expect(plan.addedItems.map((i) => i.description)).toEqual(DEMO_ACTIONS.map((a) => a.description));
    for (const [index, action] of DEMO_ACTIONS.entries()) {
      const item = plan.addedItems[index]!;
      expect(item.deadline).toBe(addDays(today, action.deadline));
      expect(item.action.ownerId).toBe(action.owner === 'agent' ? people.agent : people.hotelAdmin);
      expect(item.action.state).toBe(action.doneWith ? 'done' : 'open');
      if (action.doneWith) {
        expect(item.action.proof!.comment).toBe(action.doneWith);
        expect(item.action.proof!.attachment!.mimeType).toBe('image/jpeg');
      }
    }
  });

  it('has exactly one overdue action by the one overdue rule, and the list counts it so', async () => {
    // Tips and feedback are in the plan too, with no action of their own.
    const all = [...plan.items, ...plan.addedItems].flatMap((i) =>
      i.action ? [{ state: i.action.state, deadline: i.deadline }] : [],
    );
    expect(all.filter((i) => isOverdue(i, today))).toEqual([{ state: 'open', deadline: addDays(today, -1) }]);
    expect(row.counts.overdue).toBe(1);
    expect(row.counts.done).toBe(1);
    expect(row.counts.open).toBe(all.filter((i) => i.state === 'open').length);
    const overdue = await as.hotelAdmin!.request<Row[]>('GET', '/api/inspections/action-plan?overdue=true');
    expect(overdue.body.map((r) => r.id)).toEqual([row.id]);
    // Another organization sees none of it.
    expect((await as.nordicCompany!.request<Row[]>('GET', '/api/inspections/action-plan')).body).toEqual([]);
  });

  it("is recorded overdue once by the scheduler's tick at start, not by the seed", async () => {
    let events = await overdueEvents();
    for (let waited = 0; events.length === 0 && waited < 60_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      events = await overdueEvents();
    }
    expect(events.length).toBe(1);
    expect(events[0]!.type).toBe(ACTION_ITEM_BECAME_OVERDUE);
    expect(events[0]!.metadata.actorId).toBe(SCHEDULER_ACTOR.id);
    expect(events[0]!.data.ownerId).toBe(people.hotelAdmin);
    // The end of yesterday in Stockholm (UTC+1 in December).
    expect(events[0]!.data.overdueSince).toBe('2026-12-07T23:00:00.000Z');
  });

  it('says 1 overdue on the start pages of the admins, and none of the agent its own', async () => {
    const waiting = async (who: string) =>
      (await as[who]!.request<Waiting>('GET', '/api/start/waiting')).body;
    expect((await waiting('hotelAdmin')).overdueActions).toMatchObject({ count: 1, own: false });
    expect((await waiting('companyAdmin')).overdueActions).toMatchObject({ count: 1, own: false });
    // The overdue action is the hotelAdmin's: the agent's own are on time; its follow-up waits for it.
    const agent = await waiting('agent');
    expect(agent.overdueActions).toMatchObject({ count: 0, own: true });
    const mine = await as.agent!.request<Array<{ id: string }>>('GET', '/api/inspections?limit=200');
    expect(mine.status).toBe(200);
    expect(mine.body.map((i) => i.id)).toContain(plan.followUp!.id);
  });

  it("shows the plan's events in the inspection's audit trail", async () => {
    const trail = await as.companyAdmin!.request<{ items: Array<{ eventType: string }> }>(
      'GET',
      `/api/admin/audit-trail?inspectionId=${row.id}&limit=200`,
    );
    expect(trail.status).toBe(200);
    const types = trail.body.items.map((i) => i.eventType);
    expect(types.filter((t) => t === 'ActionItemAdded').length).toBe(DEMO_ACTIONS.length);
    for (const type of ['ActionOwnerSet', 'FollowUpCreated', 'ActionDone', 'AdminEndTimeSet'])
      expect(types, type).toContain(type);
  });
});
