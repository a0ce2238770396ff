/**
 * The audit trail over a long log (issue #17's bench): BENCH_AUDIT_EVENTS events (one million unless set)
 * appended to an embedded log as 10,000 inspections of a hundred events each at 100 entities of 10
 * organizations, projected into the audit trail; then the first page and later pages (at random depths) as
 * the route reads and presents them, for a superUser, a companyAdmin and a hotelAdmin's three entities, and
 * a full CSV export's time and the process's peak RSS while it runs. `tsx tests/bench/audit-trail.ts` runs it
 * alone; `npm run bench` runs it last.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { exportPages } from '../../src-api/audit-trail/export-pages.ts';
import { exportStream, type PageSource } from '../../src-projections/documents/audit-export-stream.ts';
import { ExportTexts, presentAuditEntries } from '../../src-api/audit-trail/presenter.ts';
import { QuestionnaireCache } from '../../src-projections/inspections/questionnaire-cache.ts';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import type { AuditEntryDocument } from '../../src-projections/audit-trail/documents.ts';
import { auditTrailProjection } from '../../src-projections/audit-trail/projection.ts';
import { auditEntryId } from '../../src-domain/shared/audit-kinds.ts';
import { auditTrailQueries, type AuditScope } from '../../src-projections/audit-trail/queries.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { inspectionQuestionnairesProjection } from '../../src-projections/inspections/questionnaire-projection.ts';
import type { Projection } from '../../src-projections/projection.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { benchLog } from './bench-log.ts';
import { ms, percentile } from './figures.ts';

/** The bench reads the whole trail, as a superUser does. */
const EVERYTHING = { role: 'superUser' as const, organizationId: null, hotelIds: [] };

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const READS = 300;
const PAGE = 50;

/** p50 and p99 of `READS` reads of a page, as the route makes them: read by index, then presented. */
async function pageTimes(read: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}`;
}

export async function benchAuditTrail(log: (line: string) => void): Promise<void> {
  const dir = tempDir('bench-audit-');
  const events = new SqliteEventStore({ path: join(dir.path, 'events.db') });
  const readStore = new SqliteReadStore(join(dir.path, 'readmodels.db'));
  const readModels = new ReadModels(readStore);
  try {
    const { organizations, hotels, fill } = benchLog(EVENTS);
    let started = performance.now();
    const head = await fill(events);
    log(
      `Audit trail: ${head.toLocaleString('en-US')} events appended in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const engine = new ProjectionEngine({
      events,
      readStore,
      readModels,
      projections: [auditTrailProjection, inspectionQuestionnairesProjection] as Projection[],
      owner: 'bench',
      log: () => {},
    });
    started = performance.now();
    await engine.start();
    await engine.waitFor(head, 3_600_000);
    const built = (performance.now() - started) / 1000;
    log(
      `  projected into the audit trail in ${built.toFixed(1)} s (${Math.round(head / built).toLocaleString('en-US')} events/s)`,
    );

    const queries = auditTrailQueries(readModels);
    const cache = new QuestionnaireCache(readModels, engine);
    const present = (docs: AuditEntryDocument[]) =>
      presentAuditEntries(docs, 'en_US', readModels, cache, EVERYTHING);
    const entries = readModels.collection<AuditEntryDocument>(auditTrailProjection.collection);
    /** A cursor at a random depth of the trail: the key of a random entry. */
    const randomCursor = async () => {
      for (;;) {
        const doc = await entries.findOne({ _id: auditEntryId(1 + Math.floor(Math.random() * head)) });
        if (doc) return doc.key;
      }
    };
    const scopes: Array<[string, AuditScope]> = [
      ['superUser (everything)', { everything: true }],
      ['companyAdmin (one organization)', { organizationId: organizations[0]! }],
      ['hotelAdmin (three entities)', { hotelIds: hotels.slice(0, 3).map((h) => h.id) }],
    ];
    log('');
    log('| reader | first page p50 / p99 | later page p50 / p99 |');
    log('| ------ | -------------------: | -------------------: |');
    for (const [name, scope] of scopes) {
      const first = await pageTimes(async () => present((await queries.page(scope, {}, null, PAGE)).items));
      const cursors = await Promise.all(Array.from({ length: READS }, randomCursor));
      let i = 0;
      const later = await pageTimes(async () =>
        present((await queries.page(scope, {}, cursors[i++]!, PAGE)).items),
      );
      log(`| ${name} | ${first} | ${later} |`);
    }

    // The whole trail as CSV, as the route streams it, into a sink that only counts.
    let bytes = 0;
    let peak = process.memoryUsage().rss;
    const before = peak;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const pages: PageSource = (async function* () {
      const texts = new ExportTexts('en_US', cache);
      const presentForExport = (docs: AuditEntryDocument[]) =>
        presentAuditEntries(docs, 'en_US', readModels, cache, EVERYTHING, texts);
      for await (const page of exportPages(queries, { everything: true }, {}, presentForExport)) {
        yield page;
        // The export reads synchronously between writes, so timers may not run: RSS is also read per page.
        peak = Math.max(peak, process.memoryUsage().rss);
      }
    })();
    let count = 0;
    started = performance.now();
    await pipeline(
      exportStream('csv', pages, {
        completed: async (summary) => {
          count = summary.count;
        },
        aborted: async () => {},
      }),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback();
        },
      }),
    );
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
    log('');
    log(
      `  CSV export of all ${count.toLocaleString('en-US')} entries: ${seconds.toFixed(1)} s, ${mb(bytes)}, ` +
        `${Math.round(count / seconds).toLocaleString('en-US')} entries/s; process RSS ${mb(before)} before, peak ${mb(peak)}`,
    );
    await engine.stop();

    // The same export served by a fresh process and downloaded over loopback: the memory an export costs a
    // server, socket and all, without the bench's building.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./audit-export-child.ts', import.meta.url)),
        join(dir.path, 'readmodels.db'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const { port } = JSON.parse((await lines.next()).value as string) as { port: number };
    const downloaded = await new Promise<number>((resolve, reject) =>
      get(`http://127.0.0.1:${port}/`, (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => (received += chunk.length));
        response.on('end', () => resolve(received));
        response.on('error', reject);
      }).on('error', reject),
    );
    const last = (await lines.next()).value as string;
    if (child.exitCode === null) await once(child, 'exit');
    const alone = JSON.parse(last) as {
      count: number;
      bytes: number;
      seconds: number;
      before: number;
      peak: number;
    };
    log(
      `  the same export served by a process of its own over HTTP: ${alone.seconds.toFixed(1)} s, ` +
        `${mb(alone.bytes)} (${downloaded === alone.bytes ? 'all' : `only ${downloaded} bytes`} downloaded); ` +
        `RSS ${mb(alone.before)} at its start, peak ${mb(alone.peak)} (the process's whole life)`,
    );
  } finally {
    await events.close();
    await readStore.close();
    dir.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchAuditTrail(console.log);
