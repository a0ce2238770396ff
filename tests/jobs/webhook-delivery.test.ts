import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportShareDecider, reportShareStream } from '../../src-domain/report-share/index.ts';
import { webhookStream } from '../../src-domain/webhook/index.ts';
import { WEBHOOK_DELIVERIES, type WebhookDelivery } from '../../src-jobs/webhooks/deliveries.ts';
import { webhookReactor } from '../../src-jobs/webhooks/webhook-reactor.ts';
import { TOKENS } from '../../src-server/container.ts';
import { waitForMail } from '../support/eml.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { startWebhookReceiver, type ReceivedWebhook } from '../support/webhook-receiver.ts';

type Endpoint = { id: string; secret: string; enabled: boolean; disabledReason: string | null };
type Delivery = { id: string; status: string; attempts: Array<{ ok: boolean; statusCode: number | null }> };

/** The receiver's side of docs/api.md: the signature over "t.body" under the endpoint's secret. */
function verify(request: ReceivedWebhook, secret: string): boolean {
  const header = String(request.headers['inspecta-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${request.body}`).digest('hex');
  return parts.v1 === expected;
}

async function until<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('webhook deliveries', () => {
  const clock = new ManualClock(new Date());
  let server: TestServer;
  let f: Fixtures;
  let company: ApiClient;
  let superUser: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }, { clock });
    f = await demoFixtures(server);
    company = new ApiClient(server.url);
    await company.login('company@demo.test');
    superUser = new ApiClient(server.url);
    await superUser.login('super@demo.test');
  });
  afterAll(() => server.close());

  /** Waits until the sender has recorded this many attempts of the endpoint's deliveries (not only sent them). */
  const recorded = (webhookId: string, count: number) =>
    until(
      async () =>
        (
          await server.runtime.container
            .get(TOKENS.readStore)
            .collection<WebhookDelivery>(WEBHOOK_DELIVERIES)
            .find({ webhookId })
        ).reduce((sum, delivery) => sum + delivery.attempts.length, 0),
      (n) => n === count,
    );

  /** A report share link of an organization: an announced event (report.shared). */
  const shareReport = async (organizationId: string, hotelId: string) => {
    const shareId = randomUUID();
    const result = await server.runtime.container.get(TOKENS.commands).handle(
      reportShareDecider,
      reportShareStream(shareId),
      {
        type: 'CreateReportShare',
        actorRole: 'companyAdmin',
        shareId,
        inspectionId: randomUUID(),
        organizationId,
        hotelId,
        kind: 'report',
        tokenHash: randomBytes(32).toString('hex'),
        expiresAt: new Date(clock.now().getTime() + 86_400_000).toISOString(),
        by: f.demoAgent,
        at: clock.now().toISOString(),
      },
      { actorId: f.demoAgent },
    );
    await server.runtime.container.get(TOKENS.engine).waitFor(result.position);
    return { shareId, position: result.position };
  };

  it('signs, retries with backoff and records one delivery of three attempts', async () => {
    const receiver = await startWebhookReceiver((_request, index, response) => {
      response.writeHead(index < 2 ? 500 : 200).end(index < 2 ? 'not now' : 'ok');
    });
    try {
      const created = await company.request<Endpoint>('POST', '/api/admin/organizations/my/webhooks', {
        url: receiver.url,
        kinds: ['report.shared'],
      });
      expect(created.status).toBe(201);
      const { id, secret } = created.body;
      expect(secret).toMatch(/^whsec_/);
      const { shareId } = await shareReport(f.demoOrg, f.solvik);

      await recorded(id, 1);
      clock.advance(30_000); // the first retry is due 30 s after the failure
      await recorded(id, 2);
      clock.advance(60_000); // then 1 min
      await recorded(id, 3);
      expect(receiver.received).toHaveLength(3);

      const log = await until(
        async () =>
          (await company.request<Delivery[]>('GET', `/api/admin/organizations/my/webhooks/${id}/deliveries`))
            .body,
        (list) => list[0]?.status === 'delivered',
      );
      expect(log).toHaveLength(1);
      expect(log[0]!.attempts.map((a) => a.statusCode)).toEqual([500, 500, 200]);
      // Every attempt is the same delivery: one id, one body, each correctly signed.
      for (const request of receiver.received) {
        expect(verify(request, secret)).toBe(true);
        expect(request.headers['inspecta-delivery']).toBe(log[0]!.id);
        expect(request.headers['inspecta-event']).toBe('report.shared');
        expect(JSON.parse(request.body)).toMatchObject({
          id: log[0]!.id,
          kind: 'report.shared',
          organizationId: f.demoOrg,
          data: { shareId, hotelId: f.solvik },
        });
      }
      expect(verify(receiver.received[0]!, 'whsec_another')).toBe(false);

      // Seeing the event again (a replay) adds no second delivery.
      const events = await server.runtime.container.get(TOKENS.events).readStream(reportShareStream(shareId));
      const store = server.runtime.container.get(TOKENS.readStore);
      const reactor = webhookReactor({
        readModels: server.runtime.container.get(TOKENS.readModels),
        readStore: store,
        now: () => clock.now().getTime(),
      });
      await reactor.react(events[0]!);
      expect(
        await store.collection<WebhookDelivery>(WEBHOOK_DELIVERIES).countDocuments({ webhookId: id }),
      ).toBe(1);

      // Redeliver: the same delivery once more, its attempts kept.
      const again = await company.request(
        'POST',
        `/api/admin/organizations/my/webhooks/${id}/deliveries/${log[0]!.id}/redeliver`,
      );
      expect(again.status).toBe(202);
      await until(
        () => receiver.received.length,
        (n) => n === 4,
      );
      expect(receiver.received[3]!.headers['inspecta-delivery']).toBe(log[0]!.id);
      // The audit trail names who asked and which delivery.
      const asked = (await server.runtime.container.get(TOKENS.events).readStream(webhookStream(id))).filter(
        (e) => e.type === 'WebhookRedeliveryRequested',
      );
      const companyAdmin = (await server.runtime.container
        .get(TOKENS.readModels)
        .collection<{ _id: string; email: string }>('users')
        .findOne({ email: 'company@demo.test' }))!._id;
      expect(asked.map((e) => e.data)).toEqual([
        expect.objectContaining({ deliveryId: log[0]!.id, by: companyAdmin, organizationId: f.demoOrg }),
      ]);
      expect(asked[0]!.metadata.actorId).toBe(companyAdmin);
      const after = await until(
        async () =>
          (await company.request<Delivery[]>('GET', `/api/admin/organizations/my/webhooks/${id}/deliveries`))
            .body,
        (list) => list[0]?.attempts.length === 4,
      );
      expect(after).toHaveLength(1);
      await company.request('DELETE', `/api/admin/organizations/my/webhooks/${id}`);
    } finally {
      await receiver.close();
    }
  });

  it('disables an endpoint after 10 failed attempts in a row and mails the organization admins', async () => {
    const receiver = await startWebhookReceiver((_request, _index, response) => {
      response.writeHead(503).end();
    });
    try {
      const created = await superUser.request<Endpoint>(
        'POST',
        `/api/admin/organizations/${f.nordicOrg}/webhooks`,
        { url: receiver.url, kinds: ['report.shared'] },
      );
      expect(created.status).toBe(201);
      const { id } = created.body;
      await shareReport(f.nordicOrg, f.bryggen);
      // Eight attempts give the first delivery up; a second event's two more make ten in a row.
      for (let attempt = 1; attempt <= 10; attempt++) {
        if (attempt === 9) await shareReport(f.nordicOrg, f.bryggen);
        await recorded(id, attempt);
        clock.advance(60 * 60_000);
      }
      const endpoint = await until(
        async () =>
          (
            await superUser.request<Endpoint[]>('GET', `/api/admin/organizations/${f.nordicOrg}/webhooks`)
          ).body.find((e) => e.id === id)!,
        (e) => !e.enabled,
      );
      expect(endpoint.disabledReason).toBe('failures');
      const mail = await waitForMail(join(server.dataDir, 'outbox'), 'nordic-company@demo.test', 10_000);
      expect(mail.text).toContain(receiver.url);
      // Disabled: the next event is not sent.
      await shareReport(f.nordicOrg, f.bryggen);
      clock.advance(60 * 60_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receiver.received).toHaveLength(10);
      const enabled = await superUser.request<Endpoint>(
        'PUT',
        `/api/admin/organizations/${f.nordicOrg}/webhooks/${id}`,
        { enabled: true },
      );
      expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null });
    } finally {
      await receiver.close();
    }
  });
});
