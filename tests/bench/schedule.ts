import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMPTY_HOTEL, createHotel } from '../../src-api/hotels/hotel-commands.ts';
import {
  DEFAULT_INSPECTION_TYPE,
  inspectionTypeDecider,
  inspectionTypeStream,
} from '../../src-domain/inspection-type/index.ts';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import { DueWorkScheduler } from '../../src-jobs/schedule/due-work-scheduler.ts';
import { scheduledJobs } from '../../src-jobs/schedule/scheduled-jobs.ts';
import { autoStartInspection } from '../../src-server/auto-start-inspection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { startTestServer } from '../support/test-server.ts';

/** 10,000 entities, each with an automatic type, unless told otherwise. */
const ENTITIES = Number(process.env.BENCH_SCHEDULE_ENTITIES ?? 10_000);
const ZONES = ['Europe/Stockholm', 'Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];
const CONCURRENCY = 32;
/** With it set, the idle tick's CPU profile is written there (`idle-tick.cpuprofile`). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(path: string) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;

async function inBatches(jobs: Array<() => Promise<unknown>>) {
  for (let i = 0; i < jobs.length; i += CONCURRENCY)
    await Promise.all(jobs.slice(i, i + CONCURRENCY).map((j) => j()));
}

/**
 * The scheduler at a hotel group's scale: ENTITIES entities over five zones, each with a type starting an
 * inspection every day at 06:00 local, warning at 11:00, closing at 12:00, reminding at 08:00. Measured:
 * a tick with nothing due (what runs every minute), the tick of the day's starts (one inspection created per
 * entity), the tick of the reminders (one firing per type, mail by the reactors) and the close tick.
 */
export async function benchSchedule(log: (line: string) => void): Promise<void> {
  const clock = new ManualClock('2026-06-01T00:00:00.000Z');
  const server = await startTestServer({ ROLES: 'api,projections' }, { clock });
  try {
    const { container } = server.runtime;
    const commands = container.get(TOKENS.commands);
    const events = container.get(TOKENS.events);
    const engine = container.get(TOKENS.engine);
    const readModels = container.get(TOKENS.readModels);
    const system = { id: 'system', role: 'superUser' as const };
    const organizationId = crypto.randomUUID();
    await commands.handle(organizationDecider, organizationStream(organizationId), {
      type: 'CreateOrganization',
      organizationId,
      name: 'Bench schedule',
      now: clock.now().toISOString(),
    });
    const seeded = performance.now();
    await inBatches(
      Array.from({ length: ENTITIES }, (_, e) => async () => {
        const { hotelId } = await createHotel(
          commands,
          system,
          organizationId,
          { ...EMPTY_HOTEL, name: `Schedule ${e}`, timeZone: ZONES[e % ZONES.length]! },
          clock.now(),
        );
        const id = crypto.randomUUID();
        await commands.handle(inspectionTypeDecider, inspectionTypeStream(id), {
          type: 'CreateInspectionType',
          actorRole: 'superUser',
          inspectionTypeId: id,
          organizationId,
          hotelId,
          fields: {
            ...DEFAULT_INSPECTION_TYPE,
            name: `Daily ${e}`,
            autoStartTime: '06:00',
            autoCloseWarningTime: '11:00',
            autoCloseTime: '12:00',
            autoWeekdays: [1, 2, 3, 4, 5, 6, 7],
            autoShutdown: true,
            reminderEmail: [`reminder${e}@bench.test`],
            autoCloseWarningEmail: [`warning${e}@bench.test`],
          },
          template: null,
          moduleIds: {},
          now: clock.now().toISOString(),
        });
      }),
    );
    await engine.waitFor(await events.headPosition(), 600_000);
    log(
      `Schedule bench: ${ENTITIES} entities with automatic types in ${seconds(performance.now() - seeded)}`,
    );

    const scheduler = new DueWorkScheduler({
      events,
      clock,
      log,
      jobs: scheduledJobs({
        readModels,
        commands,
        events,
        start: autoStartInspection({ readModels, commands, projections: engine }),
      }),
    });
    const tick = async (label: string, profileAs?: string) => {
      const profiler = profileAs && PROFILE_DIR ? await startProfile() : null;
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await scheduler.tick();
      const elapsed = performance.now() - started;
      const { user, system } = process.cpuUsage(cpu);
      if (profiler) await profiler.stop(join(PROFILE_DIR!, `${profileAs}.cpuprofile`));
      const records = result.fired + result.skipped;
      const rate = records > 0 ? `, ${Math.round(records / (elapsed / 1000))} firings/s` : '';
      log(
        `  ${label}: ${seconds(elapsed)} (process CPU ${seconds((user + system) / 1000)}, load ${loadavg()[0]!.toFixed(1)}); ${result.fired} fired, ${result.skipped} skipped, ${result.failed} failed${rate}`,
      );
      await engine.waitFor(await events.headPosition(), 600_000);
    };
    // The first tick after the start records the entities' periods of the day so far (none: nothing is due
    // before 06:00 local anywhere at this instant except the far east, whose day has begun).
    clock.set('2026-06-01T23:30:00.000Z');
    await tick('first tick (records what fell due since the types were made)');
    await tick('idle tick (nothing new due)', 'idle-tick');
    // 2 June: each zone's 06:00 in turn; one clock jump across all of them makes one tick start them all.
    clock.set('2026-06-02T10:30:00.000Z');
    await tick('starts of a day, one tick (inspections created)');
    clock.set('2026-06-02T12:30:00.000Z');
    await tick('reminders and closes due by 12:30 UTC');
    clock.set('2026-06-03T05:00:00.000Z');
    await tick('the rest of the day (warnings, closes, reminders in the west)');
    await tick('idle tick with 5 days of records in memory');
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchSchedule((line) => console.log(line));
