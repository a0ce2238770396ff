import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionDecider, inspectionStream } from '../../src-domain/inspection/index.ts';
import { TOKENS } from '../../src-server/container.ts';
import { createInspectionInParts } from '../../src-api/inspections/create-in-parts.ts';
import { dailySafeQ, newInspectionData } from '../support/new-inspection.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { safeQQuestionnaire } from '../support/safeq-history.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

type Msg = { msg?: string; errors?: Record<string, string> };
type Hotel = { id: string; timeZone: string } & Msg;
type SafeQInfo = {
  today: string;
  defaultDailyDay: string;
  defaultWeeklyDay: string;
  latestDay: string | null;
};

/**
 * Each entity counts its days and ISO weeks in its own IANA zone: the Safe Q default days, "today" of the
 * panel's shortcut and the default daily report follow it. New York and Stockholm, six hours apart, near
 * midnight UTC and across New York's DST weekend (clocks back on Sunday 2026-11-01).
 */
describe('entity time zones', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  const clock = new ManualClock('2026-11-25T23:30:00.000Z');
  const zones = { stockholm: '', newYork: '' };
  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    f = await demoFixtures(server);
    as = await signInActors(server);
  });
  afterAll(() => server.close());

  const info = async (hotelId: string) =>
    (await as.companyAdmin.request<SafeQInfo>('GET', `/api/admin/hotels/${hotelId}/safeq-info`)).body;

  /** A Safe Q inspection of the entity on its local `day`, one answer given. */
  const safeQDay = async (hotelId: string, day: string) => {
    const commands = server.runtime.container.get(TOKENS.commands);
    const { ids, modules } = safeQQuestionnaire();
    const id = crypto.randomUUID();
    const actor = { id: 'system', role: 'superUser' as const };
    await createInspectionInParts(commands, {
      actor,
      now: clock.now().toISOString(),
      data: newInspectionData({
        inspectionId: id,
        organizationId: f.demoOrg,
        hotelId,
        type: dailySafeQ(ids.inspectionTypeId),
        startDate: day,
        startHour: '07:00',
        modules,
      }),
    });
    const scored = await commands.handle(inspectionDecider, inspectionStream(id), {
      type: 'ScoreQuestion',
      actor,
      now: clock.now().toISOString(),
      moduleId: ids.M1,
      questionId: ids.q1,
      score: 0,
    });
    await server.runtime.container.get(TOKENS.engine).waitFor(scored.position);
  };

  it('records a valid IANA zone, Europe/Stockholm unless told, and refuses one it does not know', async () => {
    const create = (body: Record<string, unknown>) =>
      as.companyAdmin.request<Hotel>('POST', '/api/admin/hotels', body);
    const stockholm = await create({ name: 'Zon Stockholm' });
    expect(stockholm.status, JSON.stringify(stockholm.body)).toBe(201);
    expect(stockholm.body.timeZone).toBe('Europe/Stockholm');
    const newYork = await create({ name: 'Zone New York', timeZone: 'America/New_York' });
    expect(newYork.body.timeZone).toBe('America/New_York');
    zones.stockholm = stockholm.body.id;
    zones.newYork = newYork.body.id;

    for (const timeZone of ['Mars/Olympus', 'GMT+1', '', 42]) {
      const bad = await create({ name: `Zone ${String(timeZone)}`, timeZone });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('entities.invalidTimeZone');
      expect(bad.body.errors?.timeZone).toBe('entities.invalidTimeZone');
    }
    const edit = await as.companyAdmin.request<Hotel>('PUT', `/api/admin/hotels/${zones.stockholm}`, {
      timeZone: 'Europe/Atlantis',
    });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe('entities.invalidTimeZone');
    // An entity made before zones were recorded counts in Stockholm, as it always did.
    const older = await as.companyAdmin.request<Hotel>('GET', `/api/admin/hotels/${f.solvik}`);
    expect(older.body.timeZone).toBe('Europe/Stockholm');
  });

  it('at 23:30 UTC it is already tomorrow in Stockholm and still today in New York', async () => {
    clock.set('2026-11-25T23:30:00.000Z');
    await safeQDay(zones.stockholm, '2026-11-26');
    await safeQDay(zones.newYork, '2026-11-26');
    await safeQDay(zones.newYork, '2026-11-24');
    const stockholm = await info(zones.stockholm);
    expect([stockholm.today, stockholm.defaultDailyDay]).toEqual(['2026-11-26', '2026-11-25']);
    // Stockholm's inspection is of its today: the panel offers it.
    expect(stockholm.latestDay).toBe('2026-11-26');
    const newYork = await info(zones.newYork);
    expect([newYork.today, newYork.defaultDailyDay]).toEqual(['2026-11-25', '2026-11-24']);
    // New York's 2026-11-26 is still tomorrow there: the shortcut goes to its yesterday, 2026-11-24.
    expect(newYork.latestDay).toBe('2026-11-24');
    // The default daily report is the entity's yesterday.
    const daily = await as.companyAdmin.request<Array<{ date: string }>>(
      'GET',
      `/api/admin/hotels/${zones.newYork}/safeq-report/daily`,
    );
    expect(daily.body.map((r) => r.date)).toEqual(['2026-11-24']);
  });

  it("follows New York's DST weekend: Monday 04:30 UTC is still Sunday 23:30 there", async () => {
    // Under summer time (UTC-4) it would be Monday 00:30 and the week of 2026-11-01 the last whole one.
    clock.set('2026-11-02T04:30:00.000Z');
    expect((await info(zones.newYork)).defaultWeeklyDay).toBe('2026-10-25');
    expect((await info(zones.stockholm)).defaultWeeklyDay).toBe('2026-11-01');
    clock.set('2026-11-02T05:30:00.000Z');
    expect((await info(zones.newYork)).defaultWeeklyDay).toBe('2026-11-01');
  });

  it('changes the days an entity counts in when its zone is edited', async () => {
    clock.set('2026-11-25T23:30:00.000Z');
    const edited = await as.companyAdmin.request<Hotel>('PUT', `/api/admin/hotels/${zones.stockholm}`, {
      timeZone: 'America/New_York',
    });
    expect(edited.body.timeZone).toBe('America/New_York');
    expect((await info(zones.stockholm)).today).toBe('2026-11-25');
  });
});
