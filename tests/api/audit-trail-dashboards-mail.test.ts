import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditItem } from '../../src-projections/audit-trail/audit-item.ts';
import type { DashboardAnswer } from '../../src-api/dashboards/schema.ts';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { TOKENS } from '../../src-server/container.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * A wall dashboard's events and a mail's resend are in the audit trail like every other change: kind, entity,
 * who, each field old and new; never a dashboard's public address, never a mail's body or link.
 */
describe('audit trail: dashboards and mail resends', () => {
  let server: TestServer;
  let f: Fixtures;
  let as: Record<Actor, ApiClient>;

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
    const enabled = await as.superUser.request('PUT', `/api/admin/hotels/${f.solvik}`, {
      dashboardEnabled: true,
    });
    expect(enabled.status).toBe(200);
  }, 120_000);
  afterAll(() => server?.close());

  /** The entries of one kind about one subject, oldest first, once `count` of them are there. */
  const entriesOf = async (client: ApiClient, kind: string, subjectId: string, count: number) => {
    let items: AuditItem[] = [];
    for (let i = 0; i < 100; i++) {
      const answer = await client.request<{ items: AuditItem[] }>(
        'GET',
        `/api/admin/audit-trail?kind=${kind}&limit=200`,
      );
      expect(answer.status).toBe(200);
      items = answer.body.items.filter((item) => item.subjectId === subjectId).reverse();
      if (items.length >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return items;
  };

  it('records a dashboard created, changed, regenerated and removed, with old values and never its uuid', async () => {
    const made = await as.hotelAdmin.request<DashboardAnswer>(
      'POST',
      `/api/dashboards?hotelId=${f.solvik}`,
      {},
    );
    expect(made.status).toBe(201);
    const id = made.body.id;
    const firstUuid = made.body.uuid;
    const changed = await as.hotelAdmin.request('PUT', `/api/dashboards/${id}`, {
      name: 'Lobby',
      backgroundColor: '#a1b2c3',
    });
    expect(changed.status).toBe(200);
    const regenerated = await as.hotelAdmin.request<DashboardAnswer>(
      'PUT',
      `/api/dashboards/${id}/regenerate`,
      {},
    );
    expect(regenerated.status).toBe(200);
    expect((await as.hotelAdmin.request('DELETE', `/api/dashboards/${id}`)).status).toBeLessThan(300);

    const entries = await entriesOf(as.companyAdmin, 'dashboard', id, 4);
    expect(entries.map((item) => item.eventType)).toEqual([
      'DashboardCreated',
      'DashboardChanged',
      'DashboardRegenerated',
      'DashboardRemoved',
    ]);
    for (const item of entries)
      expect(item).toMatchObject({
        kind: 'dashboard',
        hotel: { id: f.solvik },
        actor: { role: 'hotelAdmin' },
      });
    expect(entries[0]!.changes).toContainEqual({ field: 'backgroundColor', from: null, to: 'FFFFFF' });
    expect(entries[1]!.changes).toEqual([
      { field: 'name', from: '', to: 'Lobby' },
      { field: 'backgroundColor', from: 'FFFFFF', to: 'A1B2C3' },
    ]);
    expect(entries[2]!.changes).toEqual([{ field: 'publicAddressRegenerated', from: false, to: true }]);
    expect(entries[3]!.changes).toEqual([{ field: 'deleted', from: false, to: true }]);
    const written = JSON.stringify(entries);
    expect(written).not.toContain(firstUuid);
    expect(written).not.toContain(regenerated.body.uuid);

    // The entity's admin sees them as the entity's other entries; the export carries no uuid either.
    expect(await entriesOf(as.hotelAdmin, 'dashboard', id, 4)).toHaveLength(4);
    const exported = await as.superUser.request<string>(
      'GET',
      '/api/admin/audit-trail/export?format=jsonl&kind=dashboard',
    );
    expect(exported.status).toBe(200);
    expect(String(exported.body)).toContain('publicAddressRegenerated');
    expect(String(exported.body)).not.toContain(firstUuid);
  });

  it("records a mail's resend with its kind, never its address, body or link", async () => {
    const failed: OutboxEntry = {
      _id: `actionPlan:${randomUUID()}`,
      reactor: 'actionPlan',
      eventId: randomUUID(),
      position: 1,
      mail: {
        template: 'actionPlan',
        to: 'audited-resend@demo.test',
        params: {
          language: 'en_US',
          hotel: 'Solvik',
          type: 'Brand audit',
          path: '/sessions/secret-path/action-plan',
        },
        organizationId: f.demoOrg,
      },
      status: 'failed',
      createdAt: new Date().toISOString(),
      nextAttemptAt: new Date().toISOString(),
      attempts: [{ at: new Date().toISOString(), ok: false, error: 'timeout' }],
      sentAt: null,
    };
    await server.runtime.container.get(TOKENS.readStore).collection<OutboxEntry>(OUTBOX).insertOne(failed);
    const resent = await as.companyAdmin.request('POST', `/api/admin/mails/${failed._id}/resend`, {});
    expect(resent.status).toBe(200);

    const [entry, ...more] = await entriesOf(as.companyAdmin, 'mail', failed._id, 1);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'mail',
      eventType: 'MailResendRequested',
      actor: { role: 'companyAdmin' },
      changes: [{ field: 'mailResent', from: null, to: 'actionPlan' }],
    });
    expect(JSON.stringify(entry)).not.toContain('secret-path');
    // An address is personal data: the log holds it only encrypted under its person's key, never here.
    expect(JSON.stringify(entry)).not.toContain('audited-resend@demo.test');
    // Another organization's admin does not see it; an entity's admin sees no organization-wide mail.
    expect(await entriesOf(as.hotelAdmin, 'mail', failed._id, 0)).toEqual([]);
  });
});
