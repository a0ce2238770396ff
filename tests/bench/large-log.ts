/**
 * A large log (issue #33 item 3): BENCH_LARGE_LOG_EVENTS events (one million unless set; the benches' long
 * log, `bench-log.ts`) appended once into a data directory under the system's temp folder; then
 * (a) every read model built from an empty read store, all projections together as a server's engine builds
 * them, with the time and events/s for all;
 * (b) the server started on that data, read models caught up: the compiled server as the image runs it and
 * `npm start`'s tsx way, three runs each, timed from spawn to `/api/health/ready` answering 200, with its RSS
 * at that moment. A first start before them lets the jobs role's reactors catch up (as a deployment's would
 * have), so the timed starts replay nothing;
 * (c) each projection's own rebuild (`engine.rebuild`, as an erasure or a new version rebuilds it), timed one
 * after another (BENCH_LARGE_LOG_REBUILDS=0: not). `tsx tests/bench/large-log.ts` runs it alone.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { REACTOR_NAMES } from '../../src-jobs/reactors/reactor-names.ts';
import { allProjections } from '../../src-projections/all.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { benchLog } from './bench-log.ts';

const EVENTS = Number(process.env.BENCH_LARGE_LOG_EVENTS ?? 1_000_000);
const STARTS = 3;
const READY_WITHIN_S = 3;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const load = () => `load ${loadavg()[0]!.toFixed(1)}`;
const seconds = (since: number) => (performance.now() - since) / 1000;

/** The server process's resident memory now, from the kernel (MB). */
function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

/**
 * The CPU seconds the process has used so far, all its threads (user and system, in the kernel's 1/100 s
 * ticks): on a shared machine the wall time to ready is mostly the queue for a core, this is the start's own.
 */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Starts `node <args>` on the data directory and polls its readiness every 10 ms; resolves with the seconds
 * from spawn to the first 200, the CPU it used until then and its RSS then, after stopping it (SIGTERM, as an orchestrator stops it).
 */
async function timedStart(
  args: string[],
  dataDir: string,
): Promise<{ s: number; cpuS: number; rssMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH!,
      DATA_DIR: dataDir,
      PORT: '0',
      TOKEN_SECRET: 'the-large-log-bench-secret-of-32-chars',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
      const url = /Listening on (http:\/\/localhost:\d+)/.exec(output)?.[1];
      if (url) {
        const ready = await fetch(`${url}/api/health/ready`).catch(() => null);
        if (ready?.status === 200)
          return { s: seconds(started), cpuS: cpuOf(child.pid!), rssMb: rssOf(child.pid!) };
      }
      if (seconds(started) > 600) throw new Error(`not ready after 600 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
}

/** An engine over the data directory's stores, as a server's: every projection, the reactors named. */
async function withEngine<T>(dataDir: string, use: (engine: ProjectionEngine) => Promise<T>): Promise<T> {
  const events = new SqliteEventStore({ path: join(dataDir, 'events.db') });
  const readStore = new SqliteReadStore(join(dataDir, 'readmodels.db'));
  const engine = new ProjectionEngine({
    events,
    readStore,
    readModels: new ReadModels(readStore),
    projections: allProjections,
    owner: 'bench',
    reactors: Object.values(REACTOR_NAMES),
    log: () => {},
  });
  try {
    return await use(engine);
  } finally {
    await engine.stop();
    await events.close();
    await readStore.close();
  }
}

/** Every projection from an empty read store, all together, as a server's engine builds them. */
async function buildAll(dataDir: string, head: number, log: (line: string) => void): Promise<void> {
  await withEngine(dataDir, async (engine) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await engine.start();
    await engine.waitFor(head, 3_600_000);
    const all = seconds(started);
    const used = process.cpuUsage(cpu);
    const cpuS = (used.user + used.system) / 1e6;
    log(
      `All ${allProjections.length} projections together from an empty read store: ${all.toFixed(1)} s, ` +
        `${fmt(head / all)} events/s; CPU ${cpuS.toFixed(1)} s, ${fmt(head / cpuS)} events per CPU second (${load()})`,
    );
  });
}

/** Each projection's own rebuild into a new collection (`engine.rebuild`), one after another. */
async function rebuildEach(dataDir: string, head: number, log: (line: string) => void): Promise<void> {
  await withEngine(dataDir, async (engine) => {
    await engine.start();
    await engine.waitFor(head, 3_600_000);
    log('| projection | rebuilt alone | events/s | load average |');
    log('| ---------- | ------------: | -------: | -----------: |');
    let sum = 0;
    for (const projection of allProjections) {
      const started = performance.now();
      await engine.rebuild(projection.name);
      const alone = seconds(started);
      sum += alone;
      log(`| ${projection.name} | ${alone.toFixed(1)} s | ${fmt(head / alone)} | ${load().slice(5)} |`);
    }
    log(`| (the ${allProjections.length} one after another) | ${sum.toFixed(1)} s | ${fmt(head / sum)} | |`);
  });
}

export async function benchLargeLog(log: (line: string) => void): Promise<void> {
  // BENCH_LARGE_LOG_DIR keeps the data for another run, which then times only the starts and the rebuilds.
  const kept = process.env.BENCH_LARGE_LOG_DIR;
  if (kept) mkdirSync(kept, { recursive: true });
  const dir = kept ? { path: kept, remove: () => {} } : tempDir('bench-large-log-');
  try {
    let started = performance.now();
    const events = new SqliteEventStore({ path: join(dir.path, 'events.db') });
    let head = await events.headPosition();
    const made = head === 0;
    if (made) head = await benchLog(EVENTS).fill(events);
    await events.close();
    if (made) {
      log(`Large log: ${fmt(head)} events appended in ${seconds(started).toFixed(1)} s (${load()})`);
      await buildAll(dir.path, head, log);
    } else log(`Large log: ${fmt(head)} events already in ${dir.path}`);

    execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'pipe' });
    const servers: Array<[string, string[]]> = [
      ['compiled (`node dist/server/src-server/main.js`)', ['dist/server/src-server/main.js']],
      ['tsx (`npm start`)', ['--max-semi-space-size=32', '--import', 'tsx', 'src-server/main.ts']],
    ];
    started = performance.now();
    const first = await timedStart(servers[0]![1], dir.path);
    log('');
    log(
      `First start (the jobs role's reactors catch up on the log): ${first.s.toFixed(1)} s to ready ` +
        `(${seconds(started).toFixed(1)} s with its stop)`,
    );
    log('');
    log(`| server | to ready, ${STARTS} runs | CPU to ready | RSS at ready | load average |`);
    log('| ------ | ------------: | -----------: | -----------: | -----------: |');
    const best: number[] = [];
    for (const [name, args] of servers) {
      const runs: Array<{ s: number; cpuS: number; rssMb: number; load: string }> = [];
      for (let i = 0; i < STARTS; i++) runs.push({ ...(await timedStart(args, dir.path)), load: load() });
      best.push(Math.min(...runs.map((r) => r.s)));
      log(
        `| ${name} | ${runs.map((r) => `${r.s.toFixed(2)} s`).join(' / ')} | ` +
          `${runs.map((r) => `${r.cpuS.toFixed(2)} s`).join(' / ')} | ` +
          `${runs.map((r) => `${r.rssMb} MB`).join(' / ')} | ${runs.map((r) => r.load.slice(5)).join(' / ')} |`,
      );
    }
    log('');
    log(
      `Target: ready within ${READY_WITHIN_S} s on a log of ${fmt(head)} events: ` +
        `compiled ${best[0]! <= READY_WITHIN_S ? 'met' : 'NOT met'}, tsx ${best[1]! <= READY_WITHIN_S ? 'met' : 'NOT met'} (best run)`,
    );
    log('');
    // BENCH_LARGE_LOG_REBUILDS=0 leaves (c) out: on a million events it takes as long as (a).
    if (process.env.BENCH_LARGE_LOG_REBUILDS !== '0') await rebuildEach(dir.path, head, log);
  } finally {
    dir.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchLargeLog(console.log);
