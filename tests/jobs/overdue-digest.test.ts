import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src-api/users/create-user.ts';
import { overdueDigestTemplate } from '../../src-jobs/overdue/overdue-digest-mail.ts';
import type { OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { DueWorkScheduler } from '../../src-jobs/schedule/due-work-scheduler.ts';
import { OVERDUE_DIGEST, overdueDigestJob } from '../../src-jobs/schedule/jobs/overdue-digest.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { actionWithDeadline } from '../support/action-with-deadline.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { readEml } from '../support/eml.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { readModelsOf, startTestServer, type ApiClient, type TestServer } from '../support/test-server.ts';

const PUBLIC_URL = 'https://inspecta.test';
const GERMAN_ADMIN = 'hotel-de@demo.test';

/**
 * The daily escalation of overdue actions over a whole server with the injected clock: two actions at Hotel
 * Solvik (Europe/Stockholm) with the deadline 2026-01-10, one owned by the agent, one by the hotelAdmin;
 * the digest at 08:00 on 11 January local time. Solvik's admins: the demo hotelAdmin (Swedish) and a second
 * hotelAdmin who reads German.
 */
describe('the daily digest of overdue actions', () => {
  const clock = new ManualClock('2026-01-10T19:00:00.000Z');
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let solvik: HotelDocument;
  const plans: string[] = [];
  const outbox = () => join(server.dataDir, 'outbox');
  const mailsTo = (to: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(outbox()).filter((f) => f.endsWith('.eml'));
    } catch {
      // the outbox appears with the first mail
    }
    return (
      names
        .map((f) => readEml(join(outbox(), f)))
        // The digest's button link tells it from the action plans' own mails to the entity's report list;
        // its date from the digest of 10 January the jobs role sends at start for the demo's overdue action.
        .filter(
          (m) =>
            m.headers.split('\n').includes(`To: ${to}`) &&
            m.text.includes('Hotel Solvik') &&
            m.text.includes(`${PUBLIC_URL}/action-plans?overdue=true`) &&
            m.text.includes('2026-01-11'),
        )
    );
  };
  const scheduler = () =>
    new DueWorkScheduler({
      events: server.runtime.container.get(TOKENS.events),
      clock,
      log: () => {},
      jobs: [overdueDigestJob({ readModels: server.runtime.container.get(TOKENS.readModels) })],
    });

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL }, { clock });
    as = await signInActors(server);
    const fixtures = await demoFixtures(server);
    const users = readModelsOf(server).collection<UserDocument>('users');
    const agent = (await users.findOne({ email: 'agent@demo.test' }))!;
    const hotelAdmin = (await users.findOne({ email: 'hotel@demo.test' }))!;
    solvik = (await readModelsOf(server)
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Solvik' }))!;
    const german = await createUser(
      {
        commands: server.runtime.container.get(TOKENS.commands),
        credentials: server.runtime.container.get(TOKENS.credentials),
      },
      {
        name: 'Hedda Hotel',
        email: GERMAN_ADMIN,
        role: 'hotelAdmin',
        organizationId: solvik.organizationId,
        hotelIds: [solvik._id],
        language: 'de_DE',
        password: null,
      },
      clock.now(),
    );
    await server.runtime.container.get(TOKENS.engine).waitFor(german.position);
    for (const ownerId of [agent._id, hotelAdmin._id])
      plans.push(
        (await actionWithDeadline(server.url, as, fixtures, { deadline: '2026-01-10', ownerId }))
          .inspectionId,
      );
  }, 300_000);
  afterAll(() => server?.close());

  it('fires at 08:00 in the entity’s zone the day after the deadline, once with two schedulers', async () => {
    clock.set('2026-01-11T06:59:00.000Z'); // 07:59 in Stockholm
    await scheduler().tick();
    const events = server.runtime.container.get(TOKENS.events);
    const stream = `scheduledWork-${OVERDUE_DIGEST}.${solvik._id}.2026-01-11`;
    expect(await events.readStream(stream)).toEqual([]);
    clock.set('2026-01-11T07:05:00.000Z');
    await Promise.all([scheduler().tick(), scheduler().tick()]);
    await scheduler().tick();
    const recorded = await events.readStream(stream);
    expect(recorded.map((e) => e.type)).toEqual(['ScheduledWorkFired']);
    expect(recorded[0]!.data).toMatchObject({ dueAt: '2026-01-11T07:00:00.000Z' });
  }, 300_000);

  it('mails each hotelAdmin every overdue action in their own language, no companyAdmin when none owns one', async () => {
    await expect.poll(() => mailsTo(GERMAN_ADMIN).length, { timeout: 60_000 }).toBe(1);
    await expect.poll(() => mailsTo('hotel@demo.test').length, { timeout: 60_000 }).toBe(1);

    const german = mailsTo(GERMAN_ADMIN)[0]!;
    expect(german.headers).toContain(`List-Unsubscribe: <${PUBLIC_URL}/start>`);
    expect(german.headers).toMatch(/Subject: .*berfällige Maßnahmen|Subject: =\?/);
    expect(german.text).toContain('Am 2026-01-11 sind');
    for (const id of plans) expect(german.text).toContain(`${PUBLIC_URL}/sessions/${id}/action-plan`);
    expect(german.text).toContain(`${PUBLIC_URL}/action-plans?overdue=true`);
    expect(german.html).toContain('Frist 2026-01-10');

    const swedish = mailsTo('hotel@demo.test')[0]!;
    expect(swedish.text).toContain('Den 2026-01-11 har');
    expect(swedish.text).toContain('Anders Agent');
    expect(swedish.text).toContain('Hanna Hotel');

    // The companyAdmins are escalated to only for actions a companyAdmin owns; the agent owner is no admin.
    expect(mailsTo('company@demo.test')).toEqual([]);
    expect(mailsTo('agent@demo.test')).toEqual([]);

    // Once only: another tick the same day and a replay of the reactor add nothing.
    await scheduler().tick();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsTo(GERMAN_ADMIN)).toHaveLength(1);
    expect(mailsTo('hotel@demo.test')).toHaveLength(1);
  }, 300_000);

  it('says one and several in English and German', () => {
    const render = (language: string, count: number) =>
      overdueDigestTemplate(PUBLIC_URL)({
        mail: {
          template: 'overdueDigest',
          to: 'x@x.test',
          params: {
            language,
            hotel: 'Solvik',
            date: '2026-01-11',
            count: String(count),
            actions: '2026-01-10\t/sessions/s1/action-plan\tMystery guest\t2026-01-05\t',
          },
        },
      } as unknown as OutboxEntry);
    expect(render('en_US', 1).subject).toBe('1 overdue action at Solvik');
    expect(render('en_US', 3).subject).toBe('3 overdue actions at Solvik');
    expect(render('en_US', 1).body).toContain(
      'Deadline 2026-01-10: Mystery guest of 2026-01-05, owner nobody named\nhttps://inspecta.test/sessions/s1/action-plan',
    );
    expect(render('de_DE', 1).subject).toBe('1 überfällige Maßnahme in Solvik');
    expect(render('de_DE', 3).body).toContain('sind 3 Maßnahmen in Solvik');
    expect(render('de_DE', 3).digest).toBe(true);
  }, 300_000);
});
