import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { inspectionStream } from '../../src-domain/inspection/index.ts';
import { closeWarningTemplate } from '../../src-jobs/inspection-mail/close-warning-mail.ts';
import { reminderTemplate } from '../../src-jobs/inspection-mail/reminder-mail.ts';
import type { OutboxEntry, OutboxMail } from '../../src-jobs/mail/outbox.ts';
import { closeWarningReactor } from '../../src-jobs/schedule/close-warning-reactor.ts';
import { DueWorkScheduler } from '../../src-jobs/schedule/due-work-scheduler.ts';
import { autoStartedInspectionId } from '../../src-jobs/schedule/jobs/auto-start.ts';
import { reminderReactor } from '../../src-jobs/schedule/reminder-reactor.ts';
import { scheduledJobs } from '../../src-jobs/schedule/scheduled-jobs.ts';
import type { ScheduledWorkData } from '../../src-jobs/schedule/scheduled-work-events.ts';
import { autoStartInspection } from '../../src-server/auto-start-inspection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

const HOUR = 60 * 60 * 1000;
const STEP = HOUR;
const ZONES = {
  stockholm: 'Europe/Stockholm',
  london: 'Europe/London',
  newYork: 'America/New_York',
} as const;
type Place = keyof typeof ZONES;

type Firing = RecordedEvent<
  string,
  ScheduledWorkData & { firedAt?: string; skippedAt?: string; reason?: string }
>;

/**
 * The scheduler over a real server (API and projections; the jobs role left out so the test runs every
 * scheduler itself) with the injected clock moved in 15-minute steps over the weeks of both DST changes.
 * Each entity has a daily type starting at 02:30 (the time the spring change skips and the autumn change
 * repeats in Stockholm), warning at 11:00, closing at 12:00, reminding at 08:00.
 */
describe('the scheduler of due work over the DST weeks', () => {
  const clock = new ManualClock('2026-03-26T20:00:00.000Z');
  let server: TestServer;
  const types = {} as Record<Place, string>;
  const hotels = {} as Record<Place, string>;
  let makeScheduler: () => DueWorkScheduler;

  beforeAll(async () => {
    server = await startTestServer({ ROLES: 'api,projections' }, { clock });
    const admin = new ApiClient(server.url);
    expect((await admin.login('company@demo.test')).status).toBe(200);
    for (const place of Object.keys(ZONES) as Place[]) {
      const hotel = await admin.request<{ id: string }>('POST', '/api/admin/hotels', {
        name: `Schema ${place}`,
        timeZone: ZONES[place],
        reminderEmail: [`front@${place}.test`],
        autoCloseWarningEmail: [`duty@${place}.test`],
      });
      expect(hotel.status, JSON.stringify(hotel.body)).toBe(201);
      hotels[place] = hotel.body.id;
      const type = await admin.request<{ id: string }>(
        'POST',
        `/api/admin/hotels/${hotel.body.id}/inspection-types`,
        {
          name: `Nattrond ${place}`,
          autoStartTime: '02:30',
          autoCloseTime: '12:00',
          autoCloseWarningTime: '11:00',
          autoWeekdays: [1, 2, 3, 4, 5, 6, 7],
          autoShutdown: true,
          reminderEmail: [`reminders@${place}.test`],
          autoCloseWarningEmail: [`warnings@${place}.test`],
        },
      );
      expect(type.status, JSON.stringify(type.body)).toBe(201);
      types[place] = type.body.id;
    }
    const { container } = server.runtime;
    const readModels = container.get(TOKENS.readModels);
    const commands = container.get(TOKENS.commands);
    makeScheduler = () =>
      new DueWorkScheduler({
        events: container.get(TOKENS.events),
        clock,
        log: () => {},
        jobs: scheduledJobs({
          readModels,
          commands,
          events: events(),
          start: autoStartInspection({
            readModels,
            commands,
            projections: container.get(TOKENS.engine),
          }),
        }),
      });
  }, 300_000);
  afterAll(() => server?.close());

  const events = () => server.runtime.container.get(TOKENS.events);
  const settleProjections = async () =>
    server.runtime.container.get(TOKENS.engine).waitFor(await events().headPosition(), 30_000);

  /** Moves the clock to `until` step by step; at each step every scheduler given ticks, the read models follow. */
  async function run(schedulers: DueWorkScheduler[], until: string) {
    const end = new Date(until).getTime();
    while (clock.now().getTime() < end) {
      clock.advance(STEP);
      // Both at once: the race of two jobs processes on one store.
      await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
      await settleProjections();
    }
  }

  async function records(): Promise<Firing[]> {
    const all: Firing[] = [];
    for (let after = 0; ;) {
      const batch = await events().readAll({ after, limit: 5000 });
      if (batch.length === 0) return all;
      all.push(...(batch.filter((e) => e.stream.startsWith('scheduledWork-')) as Firing[]));
      after = batch.at(-1)!.position;
    }
  }
  const ofTarget = (all: Firing[], job: string, target: string) =>
    all.filter((e) => e.data.job === job && e.data.target === target);
  const dueAt = (all: Firing[], job: string, target: string, period: string) =>
    ofTarget(all, job, target).find((e) => e.data.period === period)?.data.dueAt;

  it(
    'two schedulers on one store start, warn, remind and close at each local time, each once (spring)',
    { timeout: 600_000 },
    async () => {
      await run([makeScheduler(), makeScheduler()], '2026-03-30T09:00:00.000Z');
      const all = await records();
      // Nothing recorded twice: one stream, one event per (job, target, period).
      const streams = all.map((e) => e.stream);
      expect(new Set(streams).size).toBe(streams.length);

      const days = ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30'];
      for (const place of Object.keys(ZONES) as Place[]) {
        const starts = ofTarget(all, 'autoStart', types[place]).filter((e) => days.includes(e.data.period));
        expect(starts.map((e) => e.data.period).sort()).toEqual(days);
        for (const start of starts) {
          expect(start.type).toBe('ScheduledWorkFired');
          // Fired in the step the time fell due, not before.
          const late = new Date(start.data.firedAt!).getTime() - new Date(start.data.dueAt).getTime();
          expect(late).toBeGreaterThanOrEqual(0);
          expect(late).toBeLessThan(STEP);
        }
      }
      const at = (place: Place, job: string, day: string, target = types[place]) =>
        dueAt(all, job, target, day);
      // 02:30 on 29 March does not exist in Stockholm: it starts at 03:30 CEST, the first instant after the gap.
      expect(at('stockholm', 'autoStart', '2026-03-28')).toBe('2026-03-28T01:30:00.000Z');
      expect(at('stockholm', 'autoStart', '2026-03-29')).toBe('2026-03-29T01:30:00.000Z');
      expect(at('stockholm', 'autoStart', '2026-03-30')).toBe('2026-03-30T00:30:00.000Z');
      // London moves at 01:00 GMT the same day: 02:30 exists, in summer time.
      expect(at('london', 'autoStart', '2026-03-28')).toBe('2026-03-28T02:30:00.000Z');
      expect(at('london', 'autoStart', '2026-03-29')).toBe('2026-03-29T01:30:00.000Z');
      // New York changed on 8 March: daylight time all week.
      expect(at('newYork', 'autoStart', '2026-03-29')).toBe('2026-03-29T06:30:00.000Z');
      expect(at('stockholm', 'dailyReminder', '2026-03-28')).toBe('2026-03-28T07:00:00.000Z');
      expect(at('stockholm', 'dailyReminder', '2026-03-29')).toBe('2026-03-29T06:00:00.000Z');
      expect(at('newYork', 'dailyReminder', '2026-03-29')).toBe('2026-03-29T12:00:00.000Z');

      // Each started inspection: warned at 11:00 and closed at 12:00 local, once, by its own event.
      for (const place of Object.keys(ZONES) as Place[]) {
        for (const day of days.slice(0, 3)) {
          const inspectionId = autoStartedInspectionId(types[place], day);
          const warned = ofTarget(all, 'autoCloseWarning', inspectionId);
          const closed = ofTarget(all, 'autoClose', inspectionId);
          expect(warned.map((e) => e.type)).toEqual(['ScheduledWorkFired']);
          expect(closed.map((e) => e.type)).toEqual(['ScheduledWorkFired']);
          expect(new Date(closed[0]!.data.dueAt).getTime() - new Date(warned[0]!.data.dueAt).getTime()).toBe(
            HOUR,
          );
          const stream = await events().readStream(inspectionStream(inspectionId));
          expect(stream.filter((e) => e.type === 'InspectionCreated')).toHaveLength(1);
          expect(stream.filter((e) => e.type === 'InspectionClosedAutomatically')).toHaveLength(1);
        }
      }
      expect(
        at('stockholm', 'autoClose', '2026-03-29', autoStartedInspectionId(types.stockholm, '2026-03-29')),
      ).toBe('2026-03-29T10:00:00.000Z');
      expect(
        at('london', 'autoClose', '2026-03-28', autoStartedInspectionId(types.london, '2026-03-28')),
      ).toBe('2026-03-28T12:00:00.000Z');
    },
  );

  it("mails the warning and the reminder from the firings, in the catalogues' words", async () => {
    const readModels = server.runtime.container.get(TOKENS.readModels);
    const all = await records();
    // The warning of an inspection already closed is not sent: the reactor mails only an open one.
    const warning = ofTarget(
      all,
      'autoCloseWarning',
      autoStartedInspectionId(types.london, '2026-03-28'),
    )[0]!;
    expect(await closeWarningReactor({ readModels }).react(warning)).toBeNull();
    // The last day's reminder: its inspection (02:30) is still open, its close (12:00) not yet come.
    const reminder = ofTarget(all, 'dailyReminder', types.london).find(
      (e) => e.data.period === '2026-03-30',
    )!;
    const mails = (await reminderReactor({ readModels }).react(reminder)) as OutboxMail[];
    expect(mails.map((m) => m.to)).toEqual(['reminders@london.test', 'front@london.test']);
    const render = (mail: OutboxMail, language: string) =>
      reminderTemplate('https://inspecta.test')({
        mail: { ...mail, params: { ...mail.params, language } },
      } as unknown as OutboxEntry);
    const swedish = render(mails[0]!, 'sv_SE');
    expect(swedish.subject).toBe('1 ej avslutad inspektion (Nattrond london) på Schema london');
    expect(swedish.body).toContain(
      `https://inspecta.test/sessions/${autoStartedInspectionId(types.london, '2026-03-30')}`,
    );
    const english = render(mails[0]!, 'en_US');
    expect(english.subject).toBe('1 unfinished inspection (Nattrond london) at Schema london');
    expect(english.body).toMatch(
      /^On 2026-03-30, 1 inspection of Nattrond london at Schema london has started/,
    );
    const warn = closeWarningTemplate('https://inspecta.test')({
      mail: {
        template: 'autoCloseWarning',
        to: 'duty@london.test',
        params: {
          language: 'de_DE',
          hotel: 'Schema london',
          type: 'Nattrond london',
          startDate: '2026-03-30',
          closeDate: '2026-03-30',
          closeTime: '12:00',
          path: '/sessions/x',
        },
      },
    } as unknown as OutboxEntry);
    expect(warn.subject).toBe('Inspektion in Schema london wird heute um 12:00 geschlossen');
    expect(warn.body).toContain('https://inspecta.test/sessions/x');
  });

  it(
    'a scheduler stopped mid-week catches up each missed period once, skips the stale ones, repeats none (autumn)',
    { timeout: 600_000 },
    async () => {
      // The week before the autumn change, then the scheduler stopped from Wednesday 10:00 to Friday 09:00 UTC.
      clock.set('2026-10-20T22:00:00.000Z');
      const first = makeScheduler();
      await run([first], '2026-10-21T10:00:00.000Z');
      clock.set('2026-10-23T09:00:00.000Z');
      const restarted = makeScheduler();
      const caughtUp = await restarted.tick();
      await settleProjections();
      expect(caughtUp.failed).toBe(0);
      // A second process started at the same time finds everything recorded.
      expect(await makeScheduler().tick()).toMatchObject({ fired: 0, skipped: 0, failed: 0 });
      await settleProjections();
      await run([restarted, makeScheduler()], '2026-10-26T09:00:00.000Z');

      const all = (await records()).filter((e) => e.data.dueAt >= '2026-10-20');
      const streams = all.map((e) => e.stream);
      expect(new Set(streams).size).toBe(streams.length);
      const record = (job: string, target: string, period: string) =>
        ofTarget(all, job, target).filter((e) => e.data.period === period);

      // Stockholm, Thursday: started 02:30, closed 12:00 while stopped. Friday 09:00 UTC is after that close.
      expect(record('autoStart', types.stockholm, '2026-10-22').map((e) => [e.type, e.data.reason])).toEqual([
        ['ScheduledWorkSkipped', 'tooOld'],
      ]);
      expect(record('dailyReminder', types.stockholm, '2026-10-22').map((e) => e.type)).toEqual([
        'ScheduledWorkSkipped',
      ]);
      // Friday's 02:30 start and 08:00 reminder were missed, but their day is not over: done late, once.
      const friday = record('autoStart', types.stockholm, '2026-10-23');
      expect(friday.map((e) => [e.type, e.data.firedAt])).toEqual([
        ['ScheduledWorkFired', '2026-10-23T09:00:00.000Z'],
      ]);
      expect(record('dailyReminder', types.stockholm, '2026-10-23').map((e) => e.type)).toEqual([
        'ScheduledWorkFired',
      ]);
      // New York's Wednesday inspection was open when the scheduler stopped (12:00 EDT is 16:00 UTC): its warning
      // went stale, its close is never stale and came at the restart.
      const wednesdayNY = autoStartedInspectionId(types.newYork, '2026-10-21');
      expect(record('autoCloseWarning', wednesdayNY, '2026-10-21').map((e) => e.type)).toEqual([
        'ScheduledWorkSkipped',
      ]);
      expect(record('autoClose', wednesdayNY, '2026-10-21').map((e) => [e.type, e.data.firedAt])).toEqual([
        ['ScheduledWorkFired', '2026-10-23T09:00:00.000Z'],
      ]);
      const closes = (await events().readStream(inspectionStream(wednesdayNY))).filter(
        (e) => e.type === 'InspectionClosedAutomatically',
      );
      expect(closes).toHaveLength(1);

      // The autumn night: 02:30 happens twice in Stockholm on 25 October; it fires once, at the first (CEST).
      expect(record('autoStart', types.stockholm, '2026-10-25').map((e) => [e.type, e.data.dueAt])).toEqual([
        ['ScheduledWorkFired', '2026-10-25T00:30:00.000Z'],
      ]);
      // London's repeated hour is 01:00-02:00: its 02:30 is once, in GMT; the next day too.
      expect(record('autoStart', types.london, '2026-10-25')[0]!.data.dueAt).toBe('2026-10-25T02:30:00.000Z');
      expect(record('autoStart', types.london, '2026-10-24')[0]!.data.dueAt).toBe('2026-10-24T01:30:00.000Z');
      // New York keeps daylight time until 1 November.
      expect(record('autoStart', types.newYork, '2026-10-25')[0]!.data.dueAt).toBe(
        '2026-10-25T06:30:00.000Z',
      );
      expect(record('dailyReminder', types.stockholm, '2026-10-25')[0]!.data.dueAt).toBe(
        '2026-10-25T07:00:00.000Z',
      );
      // Every day of the week has its start recorded once, fired or skipped.
      for (const place of Object.keys(ZONES) as Place[])
        for (const day of [
          '2026-10-21',
          '2026-10-22',
          '2026-10-23',
          '2026-10-24',
          '2026-10-25',
          '2026-10-26',
        ])
          expect(record('autoStart', types[place], day), `${place} ${day}`).toHaveLength(1);
    },
  );
});
