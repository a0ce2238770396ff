import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { EMPTY_HOTEL, createHotel } from '../../src-api/hotels/hotel-commands.ts';
import type { InspectionEvent } from '../../src-domain/inspection/index.ts';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import { addDays, isoWeekOf } from '../../src-domain/shared/iso-week.ts';
import { TOKENS } from '../../src-server/container.ts';
import { dailySafeQ, newInspectionData } from '../support/new-inspection.ts';
import { safeQQuestionnaire } from '../support/safeq-history.ts';
import { ApiClient, startTestServer } from '../support/test-server.ts';
import { ms, percentile } from './figures.ts';

/** 200 entities × 364 days of daily Safe Q inspections unless told otherwise. */
const HOTELS = Number(process.env.BENCH_SAFEQ_HOTELS ?? 200);
const DAYS = Number(process.env.BENCH_SAFEQ_DAYS ?? 364);
const READS = Number(process.env.BENCH_SAFEQ_READS ?? 200);
const FIRST_DAY = '2025-12-29';
/** Inspections appended at once. */
const CONCURRENCY = 64;

const seconds = (n: number) => `${(n / 1000).toFixed(1)} s`;

function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * The Safe Q statistics at an organization's scale: HOTELS entities, each with a Safe Q inspection every day
 * for DAYS days (ISO weeks 2026-W01 on), answered in varying ways (some questions open, some not applicable,
 * now and then a module skipped). The inspections' events are appended straight to the log (the commands'
 * own events, without a request each, which would take an hour), then projected by the running server. On
 * that data, through the API: the organization report over random weeks, the weekly report and the daily
 * report over random entities and days, and the rebuild of the Safe Q read models.
 */
export async function benchSafeQ(log: (line: string) => void): Promise<void> {
  const server = await startTestServer();
  try {
    const container = server.runtime.container;
    const commands = container.get(TOKENS.commands);
    const events = container.get(TOKENS.events);
    const engine = container.get(TOKENS.engine);
    const system = { id: 'system', role: 'superUser' as const };
    const organizationId = crypto.randomUUID();
    await commands.handle(organizationDecider, organizationStream(organizationId), {
      type: 'CreateOrganization',
      organizationId,
      name: 'Bench Safe Q',
      now: '2025-12-01T08:00:00.000Z',
    });
    const hotels: string[] = [];
    for (let h = 0; h < HOTELS; h++)
      hotels.push(
        (
          await createHotel(
            commands,
            system,
            organizationId,
            { ...EMPTY_HOTEL, name: `Safe Q ${h}` },
            new Date(),
          )
        ).hotelId,
      );
    const { ids, modules } = safeQQuestionnaire();
    const next = random(7);
    const seedStarted = performance.now();
    const jobs: Array<() => Promise<unknown>> = [];
    for (const hotelId of hotels)
      for (let d = 0; d < DAYS; d++) {
        const day = addDays(FIRST_DAY, d);
        jobs.push(() => {
          const id = crypto.randomUUID();
          const by = { by: 'system', at: `${day}T09:00:00.000Z` };
          const score = (moduleId: string, questionId: string, value: number): InspectionEvent => ({
            type: 'QuestionScored',
            data: { ...by, moduleId, questionId, score: value },
          });
          const list: InspectionEvent[] = [
            {
              type: 'InspectionCreated',
              data: {
                ...newInspectionData({
                  inspectionId: id,
                  organizationId,
                  hotelId,
                  type: dailySafeQ(ids.inspectionTypeId),
                  startDate: day,
                  startHour: '07:00',
                  modules,
                }),
                createdBy: 'system',
                createdAt: by.at,
              },
            },
          ];
          if (next() > 0.05) {
            list.push(score(ids.M1, ids.q1, Math.floor(next() * 4)));
            list.push(score(ids.M1, ids.q2, next() < 0.1 ? -1 : Math.floor(next() * 4)));
            if (next() > 0.2) list.push(score(ids.M1, ids.q3, next() < 0.8 ? 1 : 0));
            if (next() < 0.1)
              list.push({ type: 'ModuleSkipToggled', data: { ...by, moduleId: ids.M2, skipped: true } });
            else list.push(score(ids.M2, ids.q4, Math.floor(next() * 4)));
            list.push({ type: 'AgentEndTimeSet', data: { ...by, clearedModuleIds: [] } });
          }
          return events.append(`inspection-${id}`, list, { expected: 'no_stream' });
        });
      }
    let position = 0;
    for (let i = 0; i < jobs.length; i += CONCURRENCY) {
      const results = (await Promise.all(jobs.slice(i, i + CONCURRENCY).map((job) => job()))) as Array<{
        position: number;
      }>;
      position = Math.max(position, ...results.map((r) => r.position));
      if ((i / CONCURRENCY) % 160 === 159)
        log(`  … ${i + CONCURRENCY} inspections appended, ${seconds(performance.now() - seedStarted)}`);
    }
    const appendMs = performance.now() - seedStarted;
    await engine.waitFor(position);
    const seedMs = performance.now() - seedStarted;

    const admin = new ApiClient(server.url);
    await admin.login('super@demo.test');
    // CPU time of the process (server and client share it, one request at a time, projections idle) beside
    // the wall time: on a shared machine the wall time's tail is mostly the queue for a core.
    const cpu: Record<string, number[]> = {};
    const timed = async (path: string) => {
      const at = performance.now();
      const cpuAt = process.cpuUsage();
      const answer = await admin.request('GET', path);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      const used = process.cpuUsage(cpuAt);
      (cpu[path.split('?')[0]!.split('/').at(-1)!] ??= []).push((used.user + used.system) / 1000);
      return performance.now() - at;
    };
    const pick = random(11);
    const dayAt = () => addDays(FIRST_DAY, Math.floor(pick() * DAYS));
    const hotelAt = () => hotels[Math.floor(pick() * hotels.length)]!;
    const organization: number[] = [];
    const weekly: number[] = [];
    const daily: number[] = [];
    for (let i = 0; i < READS; i++) {
      organization.push(
        await timed(`/api/admin/organizations/${organizationId}/report?day=${isoWeekOf(dayAt()).end}`),
      );
      weekly.push(await timed(`/api/admin/hotels/${hotelAt()}/safeq-report/weekly?day=${dayAt()}`));
      daily.push(await timed(`/api/admin/hotels/${hotelAt()}/safeq-report/daily?day=${dayAt()}`));
    }
    const rebuild = async (name: string) => {
      const at = performance.now();
      await engine.rebuild(name);
      return performance.now() - at;
    };
    const daysRebuild = await rebuild('safeQDays');
    const reportDaysRebuild = await rebuild('safeQReportDays');
    const row = (what: string, values: number[]) =>
      `| ${what} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(percentile(values, 99))} |`;
    log(
      `Safe Q statistics: ${HOTELS} entities × ${DAYS} days = ${HOTELS * DAYS} inspections, appended in ` +
        `${seconds(appendMs)}, projected by ${seconds(seedMs)}`,
    );
    log('| request | p50 | p95 | p99 |');
    log('| --- | ---: | ---: | ---: |');
    log(row(`organization report, ${READS} random weeks`, organization));
    log(row(`weekly report, ${READS} random entities and days`, weekly));
    log(row(`daily report, ${READS} random entities and days`, daily));
    for (const [what, values] of Object.entries(cpu))
      log(`CPU per request (${what}): p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}`);
    log(
      `Load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    log(
      `Rebuild from the log: safeQDays ${seconds(daysRebuild)}, safeQReportDays ${seconds(reportDaysRebuild)}`,
    );
    log(
      `Result: organization report p99 ${ms(percentile(organization, 99))} (${percentile(organization, 99) < 100 ? 'met' : 'NOT met'}), ` +
        `weekly report p99 ${ms(percentile(weekly, 99))} (${percentile(weekly, 99) < 50 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchSafeQ((line) => console.log(line));
