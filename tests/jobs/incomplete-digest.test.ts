import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incompleteDigestTemplate } from '../../src-jobs/inspection-mail/incomplete-digest-mail.ts';
import type { OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { DueWorkScheduler } from '../../src-jobs/schedule/due-work-scheduler.ts';
import { INCOMPLETE_DIGEST, incompleteDigestJob } from '../../src-jobs/schedule/jobs/incomplete-digest.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { readEml } from '../support/eml.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { readModelsOf, startTestServer, type ApiClient, type TestServer } from '../support/test-server.ts';

const PUBLIC_URL = 'https://inspecta.test';

/**
 * The daily incomplete-inspections digest over a whole server with the injected clock: the demo
 * organization's incompleteEmail set, an inspection of 20 November left open, the clock on 3 December.
 */
describe('the daily incomplete-inspections digest', () => {
  const clock = new ManualClock('2026-12-03T04:00:00.000Z');
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let inspectionId: string;
  let solvik: HotelDocument;
  const outbox = () => join(server.dataDir, 'outbox');
  const mailsTo = (to: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(outbox()).filter((f) => f.endsWith('.eml'));
    } catch {
      // the outbox appears with the first mail
    }
    return names
      .map((f) => readEml(join(outbox(), f)))
      .filter((m) => m.headers.split('\n').includes(`To: ${to}`));
  };
  const scheduler = () =>
    new DueWorkScheduler({
      events: server.runtime.container.get(TOKENS.events),
      clock,
      log: () => {},
      jobs: [incompleteDigestJob({ readModels: server.runtime.container.get(TOKENS.readModels) })],
    });

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL }, { clock });
    as = await signInActors(server);
    const fixtures = await demoFixtures(server);
    solvik = (await readModelsOf(server)
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Solvik' }))!;
    const updated = await as.companyAdmin.request(
      'PUT',
      `/api/admin/organizations/${solvik.organizationId}`,
      {
        incompleteEmail: ['incomplete@demo.test', 'nordic-company@demo.test'],
      },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    inspectionId = await fixtures.throwawayInspection('solvik', 'agent@demo.test');
  }, 300_000);
  afterAll(() => server?.close());

  it('fires at 07:00 in the entity’s zone, once per entity and day, with two schedulers at once', async () => {
    clock.set('2026-12-03T05:59:00.000Z'); // 06:59 in Stockholm: not yet
    expect((await scheduler().tick()).fired).toBe(0);
    clock.set('2026-12-03T06:05:00.000Z');
    const [one, two] = await Promise.all([scheduler().tick(), scheduler().tick()]);
    const events = server.runtime.container.get(TOKENS.events);
    const stream = await events.readStream(`scheduledWork-${INCOMPLETE_DIGEST}.${solvik._id}.2026-12-03`);
    expect(stream.map((e) => e.type)).toEqual(['ScheduledWorkFired']);
    expect(stream[0]!.data).toMatchObject({ dueAt: '2026-12-03T06:00:00.000Z' });
    // Each entity of the organization once, whichever scheduler recorded it.
    expect(one.fired + two.fired).toBe(one.due);
  });

  it('mails the organization’s incomplete list a digest of the open inspections past their day', async () => {
    // One mail per entity of the organization, in whichever order the reactor sends them: Solvik's is awaited.
    const forSolvik = () => mailsTo('incomplete@demo.test').filter((m) => m.text.includes('Hotel Solvik'));
    await expect.poll(() => forSolvik().length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(forSolvik()).toHaveLength(1);
    const mail = forSolvik()[0]!;
    expect(mail.headers).toContain(`List-Unsubscribe: <${PUBLIC_URL}/start>`);
    expect(mail.text).toContain(`${PUBLIC_URL}/sessions/${inspectionId}`);
    expect(mail.text).toMatch(/Den 2026-12-03 är \d+ inspektion(er)? på Hotel Solvik vars dag har passerat/);
    await expect
      .poll(() => mailsTo('nordic-company@demo.test').filter((m) => m.text.includes('Hotel Solvik')).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const norwegian = mailsTo('nordic-company@demo.test').find((m) => m.text.includes('Hotel Solvik'))!;
    expect(norwegian.text).toMatch(/Den 2026-12-03 er \d+ inspeksjon/);
  });

  it('says one and several in English and German', () => {
    const render = (language: string, count: number) =>
      incompleteDigestTemplate(PUBLIC_URL)({
        mail: {
          template: 'incompleteDigest',
          to: 'x@x.test',
          params: {
            language,
            hotel: 'Solvik',
            date: '2026-12-03',
            count: String(count),
            inspections: '2026-11-20 18:00 /sessions/s1 Mystery guest',
          },
        },
      } as unknown as OutboxEntry);
    expect(render('en_US', 1).subject).toBe('1 inspection past its day and not finished at Solvik');
    expect(render('en_US', 4).subject).toBe('4 inspections past their day and not finished at Solvik');
    expect(render('en_US', 1).body).toContain(
      '2026-11-20 18:00  Mystery guest  https://inspecta.test/sessions/s1',
    );
    expect(render('de_DE', 1).body).toContain('ist 1 Inspektion in Solvik');
    expect(render('de_DE', 3).body).toContain('sind 3 Inspektionen in Solvik');
    expect(render('de_DE', 3).digest).toBe(true);
  });
});
