/**
 * npm run bench: durable append throughput of the embedded event log against Emmett's SQLite store and the
 * raw better-sqlite3 floor and ceiling, and projection replay speed. One run, this machine, whole figures.
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import type { Projection } from '../../src-projections/projection.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { Mutex } from '../../src-projections/store/mutex.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import type { Document } from '../../src-projections/store/types.ts';
import { counterProjection } from '../support/counter-projection.ts';
import { tempDir } from '../support/temp-dir.ts';
import { benchAgents } from './agents.ts';
import { benchAuditTrail } from './audit-trail.ts';
import { benchCatalogue } from './catalogue.ts';
import { benchDashboards } from './dashboards.ts';
import { benchReports } from './reports.ts';
import { benchSafeQ } from './safeq.ts';
import { benchSchedule } from './schedule.ts';
import { loadEmmett, type EmmettStore } from './emmett.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = [1, 16, 256];
const REPLAY_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 200_000);
const log = (line: string) => console.log(line);

/** `appenders` loops appending one event each to their own stream, for SECONDS; returns appends per second. */
async function throughput(
  appenders: number,
  append: (worker: number, i: number) => Promise<unknown>,
): Promise<number> {
  let count = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: appenders }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        await append(worker, i);
        count++;
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

async function inspectaStore(appenders: number): Promise<number> {
  const dir = tempDir('bench-');
  const store = new SqliteEventStore({ path: join(dir.path, 'events.db') });
  const rate = await throughput(appenders, (w, i) =>
    store.append(`bench-${w}`, [{ type: 'Counted', data: { n: i } }]),
  );
  await store.close();
  dir.remove();
  return rate;
}

/**
 * Emmett's SQLite store shares one connection per store and closes it after every call, so concurrent calls
 * on one store fail (SQLITE_BUSY, "handle is closed"); an application must serialize them, as done here.
 */
async function emmettStore(open: (file: string) => EmmettStore, appenders: number): Promise<number> {
  const dir = tempDir('bench-');
  const store = open(join(dir.path, 'emmett.db'));
  const serial = new Mutex();
  const rate = await throughput(appenders, (w, i) =>
    serial.run(() => store.appendToStream(`bench-${w}`, [{ type: 'Counted', data: { n: i } }])),
  );
  dir.remove();
  return rate;
}

/** Raw better-sqlite3 at synchronous=FULL: one row per transaction (the floor) or `batch` rows (the ceiling). */
function rawSqlite(batch: number): number {
  const dir = tempDir('bench-');
  const db = new Database(join(dir.path, 'raw.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(
    'CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream TEXT, version INTEGER, data TEXT, UNIQUE(stream, version))',
  );
  const insert = db.prepare('INSERT INTO events (stream, version, data) VALUES (?, ?, ?)');
  const write = db.transaction((from: number) => {
    for (let i = 0; i < batch; i++) insert.run('raw', from + i, '{"n":1}');
  });
  let rows = 0;
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    write(rows);
    rows += batch;
  }
  const rate = rows / ((performance.now() - started) / 1000);
  db.close();
  dir.remove();
  return rate;
}

async function replay(): Promise<{ events: number; seconds: number; rate: number }> {
  const dir = tempDir('bench-');
  const events = new SqliteEventStore({ path: join(dir.path, 'events.db') });
  const streams = 2000;
  const perAppend = 10;
  const appends = REPLAY_EVENTS / perAppend;
  for (let done = 0; done < appends; done += 1000) {
    await Promise.all(
      Array.from({ length: Math.min(1000, appends - done) }, (_, k) =>
        events.append(
          `counter-${(done + k) % streams}`,
          Array.from({ length: perAppend }, (_, i) => ({
            type: 'Counted',
            data: { n: i },
            eventId: randomUUID(),
          })),
        ),
      ),
    );
  }
  const readStore = new SqliteReadStore(join(dir.path, 'readmodels.db'));
  const engine = new ProjectionEngine({
    events,
    readStore,
    readModels: new ReadModels(readStore),
    projections: [counterProjection() as Projection<Document>],
    owner: 'bench',
    log: () => {},
  });
  const head = await events.headPosition();
  const started = performance.now();
  await engine.start();
  await engine.waitFor(head, 600_000);
  const seconds = (performance.now() - started) / 1000;
  await engine.stop();
  await events.close();
  await readStore.close();
  dir.remove();
  return { events: head, seconds, rate: head / seconds };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

log(`Inspecta bench — ${cpus().length} cores, Node ${process.version}, ${SECONDS} s per figure\n`);
const emmett = await loadEmmett(log);
const rows: string[][] = [];
const ours: Record<number, number> = {};
const theirs: Record<number, number> = {};
// Emmett's store now and then fails a commit with SQLITE_BUSY even with calls serialized, sometimes from a
// promise it does not return: its figure is then reported as failed instead of ending the whole bench.
let emmettFailure = '';
process.on('unhandledRejection', (error) => (emmettFailure = String(error)));
const emmettRate = async (appenders: number) => {
  if (typeof emmett === 'string') return NaN;
  try {
    const rate = await emmettStore(emmett, appenders);
    return emmettFailure ? NaN : rate;
  } catch (error) {
    emmettFailure = String(error);
    return NaN;
  }
};
for (const appenders of CONCURRENCY) {
  ours[appenders] = await inspectaStore(appenders);
  emmettFailure = '';
  theirs[appenders] = await emmettRate(appenders);
  rows.push([
    `${appenders}`,
    fmt(ours[appenders]!),
    typeof emmett === 'string'
      ? `n/a (${emmett})`
      : Number.isNaN(theirs[appenders]!)
        ? `failed (${emmettFailure})`
        : fmt(theirs[appenders]!),
    typeof emmett === 'string' ? 'n/a' : `${(ours[appenders]! / theirs[appenders]!).toFixed(1)}x`,
  ]);
}
const floor = rawSqlite(1);
const ceiling = rawSqlite(256);

log('Durable appends per second (one event per append, WAL, synchronous=FULL)');
log('| concurrent appenders | Inspecta SQLite store | Emmett SQLite store | Inspecta / Emmett |');
log('|---:|---:|---:|---:|');
for (const row of rows) log(`| ${row.join(' | ')} |`);
log('');
log('Raw better-sqlite3, synchronous=FULL');
log('| | rows/s | Inspecta at 256 as share |');
log('|---|---:|---:|');
log(`| one row per transaction (floor) | ${fmt(floor)} | ${(ours[256]! / floor).toFixed(1)}x the floor |`);
log(
  `| 256 rows per transaction (ceiling) | ${fmt(ceiling)} | ${((ours[256]! / ceiling) * 100).toFixed(0)}% of the ceiling |`,
);
log('');
const r = await replay();
log(`Projection replay: ${fmt(r.events)} events in ${r.seconds.toFixed(1)} s = ${fmt(r.rate)} events/s`);
log('');
log('Targets: at 256 appenders >= 5,000 durable appends/s and >= 2x Emmett; replay >= 25,000 events/s');
log(
  `Result: ${fmt(ours[256]!)} appends/s (${ours[256]! >= 5000 ? 'met' : 'NOT met'}), ` +
    `${Number.isNaN(theirs[256]!) ? 'Emmett n/a' : `${(ours[256]! / theirs[256]!).toFixed(1)}x Emmett (${ours[256]! / theirs[256]! >= 2 ? 'met' : 'NOT met'})`}, ` +
    `replay ${fmt(r.rate)} events/s (${r.rate >= 25000 ? 'met' : 'NOT met'})`,
);
log('');
await benchCatalogue(log);
log('');
await benchAgents(log);
log('');
await benchReports(log);
log('');
await benchSafeQ(log);
log('');
await benchSchedule(log);
log('');
await benchAuditTrail(log);
log('');
await benchDashboards(log);
