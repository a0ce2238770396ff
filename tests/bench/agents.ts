import { once } from 'node:events';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ApiClient } from '../support/test-server.ts';
import { tempDir } from '../support/temp-dir.ts';
import type { LoadPlan, LoadResult } from './agent-load.ts';
import { ms, percentile, questionRows } from './figures.ts';

const MAIN = fileURLToPath(new URL('../../src-server/main.ts', import.meta.url));
const CPU_PROBE = fileURLToPath(new URL('./cpu-probe.ts', import.meta.url));
const LOAD = fileURLToPath(new URL('./agent-load.ts', import.meta.url));
const SECONDS = Number(process.env.BENCH_AGENT_SECONDS ?? 30);
/** agents x inspections @ interval ms: each agent scores a question every interval. */
const SCENARIOS = (
  process.env.BENCH_AGENT_SCENARIOS ?? '100x25@500,200x50@400,200x50@200,200x50@150,200x50@100'
)
  .split(',')
  .map((text) => {
    const [, agents, inspections, interval] = /^(\d+)x(\d+)@(\d+)$/.exec(text.trim()) ?? [];
    if (!agents) throw new Error(`BENCH_AGENT_SCENARIOS: ${text} is not <agents>x<inspections>@<ms>`);
    return { agents: Number(agents), inspections: Number(inspections), intervalMs: Number(interval) };
  });
const MODULE_LOADS = 500;

/** The server in its own process, its CPU time readable over IPC (cpu-probe.ts, loaded only here). */
export async function startServer(
  env: Record<string, string> = {},
  /** The server's entry: this checkout's unless a bench compares another build (side-by-side.ts). */
  main = MAIN,
): Promise<{
  url: string;
  cpuMs: () => Promise<number>;
  /** CPU time of the server's main thread alone (HTTP and pushes; the projections' thread apart). */
  mainThreadCpuMs: () => Promise<number>;
  /** The server's main-thread event-loop delay (p99 and max, ms) over the window ending at the last cpuMs. */
  loopDelayMs: () => { p99: number; max: number };
  /** SIGTERM, then its DATA_DIR removed once it has exited (removed under it, its stop met deleted files). */
  stop: () => Promise<void>;
}> {
  const dir = tempDir('bench-agents-');
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  // Started as `npm start` and the image start it: with a 32 MB young generation.
  const node = ['--max-semi-space-size=32', ...profile, '--import', 'tsx', '--import', CPU_PROBE, main];
  const child = spawn(process.execPath, node, {
    env: { ...process.env, DATA_DIR: dir.path, PORT: '0', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Listening on (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  /** The server's event-loop delay between the last two probes (the probe resets it each time). */
  let loopDelay = { p99: 0, max: 0 };
  const probe = () =>
    new Promise<{ cpu: NodeJS.CpuUsage; mainThreadMs: number; loopDelayMs: typeof loopDelay }>((resolve) => {
      child.once('message', resolve);
      child.send('cpu');
    });
  const cpuMs = async () => {
    const { cpu, loopDelayMs } = await probe();
    loopDelay = loopDelayMs;
    return (cpu.user + cpu.system) / 1000;
  };
  const mainThreadCpuMs = async () => (await probe()).mainThreadMs;
  const stop = async () => {
    const exited = child.exitCode === null ? once(child, 'exit') : Promise.resolve();
    child.kill('SIGTERM');
    await exited;
    dir.remove();
  };
  return { url, cpuMs, mainThreadCpuMs, loopDelayMs: () => loopDelay, stop };
}

/** One scenario: the load generator in its own process; the server's CPU time over the measured window. */
export async function runLoad(
  plan: LoadPlan,
  serverCpuMs: () => Promise<number>,
  mainThreadCpuMs: () => Promise<number> = async () => 0,
  serverLoopDelayMs: () => { p99: number; max: number } = () => ({ p99: 0, max: 0 }),
): Promise<
  LoadResult & {
    serverCpuMs: number;
    mainThreadCpuMs: number;
    serverLoopDelayMs: { p99: number; max: number };
  }
> {
  const child: ChildProcess = fork(LOAD, [], {
    // BENCH_GENERATOR_PROFILE_DIR: the generator's own CPU profile, to see what it spends per answer.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_GENERATOR_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_GENERATOR_PROFILE_DIR}`]
        : []),
    ],
    env: { ...process.env, BENCH_LOAD_PLAN: JSON.stringify(plan) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages: Array<Record<string, unknown>> = [];
  let waiting: ((m: Record<string, unknown>) => void) | null = null;
  let failed: Error | null = null;
  child.on('message', (m) => (waiting ? waiting(m as Record<string, unknown>) : messages.push(m as never)));
  child.once('exit', (code) => {
    failed = new Error(`load generator exited ${code} before its figures`);
  });
  const next = async (): Promise<Record<string, unknown>> => {
    if (messages.length) return messages.shift()!;
    if (failed) throw failed;
    return new Promise((resolve, reject) => {
      waiting = (m) => ((waiting = null), resolve(m));
      child.once('exit', () => failed && reject(failed));
    });
  };
  await next(); // ready: every agent signed in, connected and following its inspection
  const cpuBefore = await serverCpuMs();
  const mainBefore = await mainThreadCpuMs();
  child.send('go');
  await next(); // done: the last request answered
  const cpuAfter = await serverCpuMs();
  // Read at once: the next probe starts the next window.
  const loopDelay = serverLoopDelayMs();
  const mainAfter = await mainThreadCpuMs();
  const { result } = (await next()) as { result: LoadResult };
  return {
    ...result,
    serverCpuMs: cpuAfter - cpuBefore,
    mainThreadCpuMs: mainAfter - mainBefore,
    serverLoopDelayMs: loopDelay,
  };
}

/** Inspections of the demo's Mystery guest type at Hotel Solvik, each with the radio questions of its second module. */
export async function prepareInspections(
  url: string,
  count: number,
): Promise<{ admin: ApiClient; solvik: string; inspections: LoadPlan['inspections'] }> {
  const admin = new ApiClient(url);
  await admin.login('super@demo.test');
  const hotels = await admin.request<Array<{ id: string; name: string }>>('GET', '/api/admin/hotels');
  const solvik = hotels.body.find((h) => h.name === 'Hotel Solvik')!.id;
  const types = await admin.request<Array<{ id: string; name: string }>>(
    'GET',
    `/api/admin/hotels/${solvik}/inspection-types`,
  );
  const mystery = types.body.find((t) => t.name === 'Mystery guest')!.id;
  const inspections: LoadPlan['inspections'] = [];
  for (let i = 0; i < count; i++) {
    const created = await admin.request<{
      id: string;
      modules: Array<{ id: string; clusters: Array<{ questions: Array<{ id: string; type: string }> }> }>;
    }>('POST', '/api/admin/inspections', {
      hotel: solvik,
      inspectionType: mystery,
      startTime: '2026-11-21',
      startTimeHour: '12:00',
    });
    const module = created.body.modules[1]!;
    const radios = module.clusters.flatMap((c) => c.questions).filter((q) => q.type === 'radio');
    inspections.push({ id: created.body.id, moduleId: module.id, questionIds: radios.map((q) => q.id) });
  }

  return { admin, solvik, inspections };
}

/**
 * Simulated agents, four to an inspection, each scoring a question every interval, through a real server in
 * its own process and a load generator in another, both on this machine; the agents follow their inspection
 * with the browser's live client. Then the load of a module of 200 questions.
 */
export async function benchAgents(log: (line: string) => void): Promise<void> {
  const server = await startServer();
  try {
    const most = Math.max(...SCENARIOS.map((s) => s.inspections));
    const { admin, solvik, inspections } = await prepareInspections(server.url, most);

    log(
      `Live answering: ${SECONDS} s per row; server and load generator each in their own process on this machine; the agents follow their inspection with the browser's live client`,
    );
    log(
      "| agents, inspections, offered | commands/s | request p50 / p99 | request to the others' push p50 / p99 | server CPU per command | generator CPU per command | GETs per answer |",
    );
    log('|---|---:|---:|---:|---:|---:|---:|');
    for (const scenario of SCENARIOS) {
      const result = await runLoad(
        {
          url: server.url,
          agents: scenario.agents,
          inspections: inspections.slice(0, scenario.inspections),
          seconds: SECONDS,
          intervalMs: scenario.intervalMs,
        },
        server.cpuMs,
      );
      const offered = (scenario.agents * 1000) / scenario.intervalMs;
      log(
        `| ${scenario.agents}, ${scenario.inspections}, ${offered.toFixed(0)}/s | ${(result.commands / SECONDS).toFixed(0)}${result.refused ? ` (${result.refused} refused)` : ''}${result.failed ? ` (${result.failed} without answer)` : ''} | ${ms(percentile(result.requestMs, 50))} / ${ms(percentile(result.requestMs, 99))} | ${ms(percentile(result.pushMs, 50))} / ${ms(percentile(result.pushMs, 99))} | ${(result.serverCpuMs / Math.max(1, result.commands)).toFixed(2)} ms | ${(result.generatorCpuMs / Math.max(1, result.commands)).toFixed(2)} ms | ${(result.refetches / Math.max(1, result.commands)).toFixed(3)} |`,
      );
    }

    // A module of 200 questions: a module type imported with 200 rows, a type with that one module.
    const rows = questionRows(200, (i) => ({
      module: 'Load 200',
      comfortZone: 'quality',
      information: 'Titta noga.',
      content: `Fråga ${i} om rummets skick?`,
      english: `Question ${i} about the room?`,
    }));
    await admin.request('POST', '/api/admin/questions/upload', [{ name: 'Load 200', questions: rows }]);
    const moduleTypes = await admin.request<Array<{ id: string; name: string }>>(
      'GET',
      '/api/admin/inspection-module-types',
    );
    const load200 = moduleTypes.body.find((m) => m.name === 'Load 200')!.id;
    const type = await admin.request<{ id: string }>('POST', `/api/admin/hotels/${solvik}/inspection-types`, {
      name: 'Load 200',
    });
    await admin.request('POST', `/api/admin/inspection-types/${type.body.id}/inspection-modules`, {
      name: 'Load 200',
      type: load200,
    });
    const big = await admin.request<{ id: string }>('POST', '/api/admin/inspections', {
      hotel: solvik,
      inspectionType: type.body.id,
      startTime: '2026-11-21',
      startTimeHour: '12:00',
    });
    const agent = new ApiClient(server.url);
    await agent.login('agent@demo.test');
    const loads: number[] = [];
    for (let i = 0; i < MODULE_LOADS; i++) {
      const at = performance.now();
      const answer = await agent.request('GET', `/api/inspections/${big.body.id}?languageShortCode=en_US`);
      if (answer.status !== 200) throw new Error(`module load failed: ${answer.status}`);
      loads.push(performance.now() - at);
    }

    log('');
    log('| module load | p50 / p99 |');
    log('|---|---:|');
    log(
      `| a module of 200 questions (${MODULE_LOADS} loads) | ${ms(percentile(loads, 50))} / ${ms(percentile(loads, 99))} |`,
    );
    log(
      'Targets: push p99 < 50 ms at 200 agents on 50 inspections, >= 1,000 commands/s, module load p99 < 20 ms',
    );
  } finally {
    await server.stop();
  }
}
