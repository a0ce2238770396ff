import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Waiting } from '../../src-api/start/waiting.ts';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { actionKey } from '../../src-domain/inspection/fields.ts';
import {
  ACTION_ITEM_BECAME_OVERDUE,
  actionOverdueStream,
  type ActionItemBecameOverdueData,
} from '../../src-jobs/overdue/overdue-events.ts';
import { DueWorkScheduler } from '../../src-jobs/schedule/due-work-scheduler.ts';
import { actionOverdueJob } from '../../src-jobs/schedule/jobs/action-overdue.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { actionWithDeadline } from '../support/action-with-deadline.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { readModelsOf, startTestServer, type ApiClient, type TestServer } from '../support/test-server.ts';

interface Row {
  id: string;
  counts: { open: number; done: number; verified: number; overdue: number };
}

/**
 * Overdue actions over a whole server with the injected clock. Hotel Solvik is in Europe/Stockholm (UTC+1 in
 * January): a deadline of 2026-01-10 passes at 2026-01-10T23:00Z, the end of that local day.
 */
describe('an action passing its deadline', () => {
  const clock = new ManualClock('2026-01-10T19:00:00.000Z');
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let fixtures: Fixtures;
  let agentId: string;
  const events = () => server.runtime.container.get(TOKENS.events);
  const scheduler = () =>
    new DueWorkScheduler({
      events: events(),
      clock,
      log: () => {},
      jobs: [
        actionOverdueJob({ readModels: server.runtime.container.get(TOKENS.readModels), events: events() }),
      ],
    });
  const overdueEvents = async (inspectionId: string, actionId: string, deadline: string) =>
    (await events().readStream(actionOverdueStream(inspectionId, actionId, deadline))) as Array<
      RecordedEvent<string, ActionItemBecameOverdueData>
    >;
  const row = async (id: string) =>
    (await as.hotelAdmin.request<Row[]>('GET', '/api/inspections/action-plan')).body.find(
      (r) => r.id === id,
    )!;

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    as = await signInActors(server);
    fixtures = await demoFixtures(server);
    agentId = (await readModelsOf(server)
      .collection<UserDocument>('users')
      .findOne({ email: 'agent@demo.test' }))!._id;
  }, 300_000);
  afterAll(() => server?.close());

  it('records one ActionItemBecameOverdue when the deadline’s local day ends, whatever the schedulers', async () => {
    const late = await actionWithDeadline(server.url, as, fixtures, {
      deadline: '2026-01-10',
      ownerId: agentId,
    });
    const kept = await actionWithDeadline(server.url, as, fixtures, {
      deadline: '2026-01-10',
      ownerId: agentId,
    });
    const actionId = actionKey(late.moduleId, late.questionId);
    // Done on its last day: never overdue.
    const form = new FormData();
    form.append('comment', 'New curtain hung');
    const done = await fetch(
      `${server.url}/api/inspections/${kept.inspectionId}/actions/${kept.moduleId}/${kept.questionId}/done`,
      { method: 'POST', body: form, headers: { cookie: as.user.sessionCookie } },
    );
    expect(done.status).toBe(200);

    const overdueOnStart = async (who: Actor) => {
      const { count, own } = (await as[who].request<Waiting>('GET', '/api/start/waiting')).body
        .overdueActions;
      return { count, own };
    };
    const before = { admin: await overdueOnStart('hotelAdmin'), agent: await overdueOnStart('user') };

    clock.set('2026-01-10T22:59:00.000Z'); // 23:59 in Stockholm: the deadline's day still
    await scheduler().tick();
    expect(await overdueEvents(late.inspectionId, actionId, '2026-01-10')).toEqual([]);
    expect((await row(late.inspectionId)).counts.overdue).toBe(0);

    clock.set('2026-01-10T23:00:30.000Z'); // 00:00:30 on 11 January in Stockholm, still the 10th in UTC
    await Promise.all([scheduler().tick(), scheduler().tick()]);
    await scheduler().tick(); // a restarted process
    const recorded = await overdueEvents(late.inspectionId, actionId, '2026-01-10');
    expect(recorded.map((e) => e.type)).toEqual([ACTION_ITEM_BECAME_OVERDUE]);
    expect(recorded[0]!.data).toMatchObject({
      inspectionId: late.inspectionId,
      actionId,
      deadline: '2026-01-10',
      ownerId: agentId,
      overdueSince: '2026-01-10T23:00:00.000Z',
    });
    // The list judges by the entity's date: overdue already, though UTC is still on the deadline's day.
    expect((await row(late.inspectionId)).counts).toMatchObject({ open: 1, overdue: 1 });

    // The start pages count it at once, the admin's among all, the agent's among its own.
    expect(await overdueOnStart('hotelAdmin')).toEqual({ count: before.admin.count + 1, own: false });
    expect(await overdueOnStart('user')).toEqual({ count: before.agent.count + 1, own: true });

    const keptId = actionKey(kept.moduleId, kept.questionId);
    expect(await overdueEvents(kept.inspectionId, keptId, '2026-01-10')).toEqual([]);
    expect((await row(kept.inspectionId)).counts).toMatchObject({ done: 1, overdue: 0 });
  }, 300_000);
});
