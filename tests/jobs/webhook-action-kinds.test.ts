import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionKey } from '../../src-domain/inspection/fields.ts';
import { localDay } from '../../src-domain/shared/iso-week.ts';
import { DueWorkScheduler } from '../../src-jobs/schedule/due-work-scheduler.ts';
import { actionOverdueJob } from '../../src-jobs/schedule/jobs/action-overdue.ts';
import { endOfLocalDay } from '../../src-jobs/schedule/local-time.ts';
import { TOKENS } from '../../src-server/container.ts';
import { actionWithDeadline } from '../support/action-with-deadline.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { startTestServer, type ApiClient, type TestServer } from '../support/test-server.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';

/**
 * The action kinds of webhooks from the log: `actionItem.created` for the action flagged at control when its
 * plan is sent, and `actionItem.overdue` when the scheduler records the deadline passing, once each.
 */
describe('webhooks on actions', () => {
  const clock = new ManualClock(new Date());
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  beforeAll(async () => {
    server = await startTestServer({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }, { clock });
    as = await signInActors(server);
    f = await demoFixtures(server);
  }, 300_000);
  afterAll(() => server?.close());

  const bodies = (received: Array<{ body: string }>) =>
    received.map((r) => JSON.parse(r.body) as { kind: string; data: Record<string, string | null> });

  it('announces the flagged action when the plan is sent, and its deadline passing', async () => {
    const receiver = await startWebhookReceiver((_request, _index, response) =>
      response.writeHead(200).end(),
    );
    try {
      const created = await as.companyAdmin.request<{ id: string }>(
        'POST',
        '/api/admin/organizations/my/webhooks',
        { url: receiver.url, kinds: ['actionItem.created', 'actionItem.overdue'] },
      );
      expect(created.status).toBe(201);
      const deadline = localDay(clock.now(), 'Europe/Stockholm');
      const action = await actionWithDeadline(server.url, as, f, { deadline, ownerId: f.demoAgent });
      const actionId = actionKey(action.moduleId, action.questionId);
      await expect.poll(() => receiver.received.length, { timeout: 60_000 }).toBe(1);
      expect(bodies(receiver.received)[0]).toMatchObject({
        kind: 'actionItem.created',
        data: { inspectionId: action.inspectionId, hotelId: f.solvik, actionId, deadline },
      });

      const passed = endOfLocalDay('Europe/Stockholm', deadline);
      clock.set(new Date(passed.getTime() + 1000));
      const events = server.runtime.container.get(TOKENS.events);
      const readModels = server.runtime.container.get(TOKENS.readModels);
      const tick = () =>
        new DueWorkScheduler({
          events,
          clock,
          log: () => {},
          jobs: [actionOverdueJob({ readModels, events })],
        }).tick();
      await Promise.all([tick(), tick()]);
      await expect.poll(() => receiver.received.length, { timeout: 60_000 }).toBe(2);
      expect(bodies(receiver.received)[1]).toMatchObject({
        kind: 'actionItem.overdue',
        data: { inspectionId: action.inspectionId, actionId, deadline, overdueSince: passed.toISOString() },
      });
      await tick();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(receiver.received).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  }, 300_000);
});
