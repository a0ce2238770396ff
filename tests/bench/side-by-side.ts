import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { prepareInspections, runLoad, startServer } from './agents.ts';
import { ms, percentile } from './figures.ts';

/**
 * This checkout's server and another build's (BENCH_BASELINE: the path of its checkout, e.g. main's) in one
 * bench run: both started, each row run against one then the other with the same load from a generator in
 * its own process. CPU is compared as a ratio per answer, so the machine's speed cancels out; the load
 * average is printed with every row (a shared machine moves the tails far more than the code does).
 *
 *   BENCH_BASELINE=/work/main npx tsx tests/bench/side-by-side.ts
 *
 * BENCH_SIDE_RATES (250,500,2000 answers/s), BENCH_AGENT_SECONDS (20), BENCH_SIDE_REPEATS (5: runs of the
 * 500/s row for push p99, this checkout only).
 */
const BASELINE = process.env.BENCH_BASELINE;
const SECONDS = Number(process.env.BENCH_AGENT_SECONDS ?? 20);
const RATES = (process.env.BENCH_SIDE_RATES ?? '250,500,2000').split(',').map(Number);
const REPEATS = Number(process.env.BENCH_SIDE_REPEATS ?? 5);
const AGENTS = 200;
const INSPECTIONS = 50;

type Server = Awaited<ReturnType<typeof startServer>>;
type Inspections = Awaited<ReturnType<typeof prepareInspections>>['inspections'];

async function row(server: Server, inspections: Inspections, rate: number) {
  const result = await runLoad(
    {
      url: server.url,
      agents: AGENTS,
      inspections,
      seconds: SECONDS,
      intervalMs: Math.round((AGENTS * 1000) / rate),
    },
    server.cpuMs,
    server.mainThreadCpuMs,
  );
  const answers = Math.max(1, result.commands);
  return {
    perSecond: result.commands / SECONDS,
    failed: result.failed,
    pushP99: percentile(result.pushMs, 99),
    pushP50: percentile(result.pushMs, 50),
    requestP99: percentile(result.requestMs, 99),
    cpu: result.serverCpuMs / answers,
    mainThread: result.mainThreadCpuMs / answers,
    load: loadavg()[0]!,
    generatorDelayP99: result.generatorDelayMs.p99,
    generatorCpu: result.generatorCpuMs / answers,
  };
}

async function main(): Promise<void> {
  if (!BASELINE)
    throw new Error('BENCH_BASELINE: the path of the checkout to compare with (e.g. /work/main)');
  const servers = {
    baseline: await startServer({}, join(resolve(BASELINE), 'src-server/main.ts')),
    this: await startServer(),
  };
  try {
    const inspections = {
      baseline: (await prepareInspections(servers.baseline.url, INSPECTIONS)).inspections,
      this: (await prepareInspections(servers.this.url, INSPECTIONS)).inspections,
    };
    console.log(`Side by side: ${AGENTS} agents on ${INSPECTIONS} inspections, ${SECONDS} s a row`);
    console.log(
      '| offered | build | answers/s | request p99 | push p50 / p99 | CPU per answer (process / main thread) | generator CPU per answer | load avg |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const rate of RATES) {
      const figures: Record<string, Awaited<ReturnType<typeof row>>> = {};
      for (const name of ['baseline', 'this'] as const) {
        const f = await row(servers[name], inspections[name], rate);
        figures[name] = f;
        console.log(
          `| ${rate}/s | ${name} | ${f.perSecond.toFixed(0)}${f.failed ? ` (${f.failed} without answer)` : ''} | ${ms(f.requestP99)} | ${ms(f.pushP50)} / ${ms(f.pushP99)} | ${f.cpu.toFixed(2)} / ${f.mainThread.toFixed(2)} ms | ${f.generatorCpu.toFixed(2)} ms | ${f.load.toFixed(1)} |`,
        );
      }
      const { baseline, this: ours } = figures as Record<'baseline' | 'this', (typeof figures)[string]>;
      console.log(
        `| ${rate}/s | ratio this/baseline | ${(ours!.perSecond / baseline!.perSecond).toFixed(2)} | | | process ${(ours!.cpu / baseline!.cpu).toFixed(2)}, main thread ${(ours!.mainThread / baseline!.mainThread).toFixed(2)} | | |`,
      );
    }
    const p99s: string[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const f = await row(servers.this, inspections.this, 500);
      p99s.push(
        `${ms(f.pushP99)} (load ${f.load.toFixed(1)}, generator's event-loop delay p99 ${ms(f.generatorDelayP99)})`,
      );
    }
    console.log(`push p99 at 500/s, this build, ${REPEATS} runs: ${p99s.join(', ')}`);
  } finally {
    await Promise.all([servers.baseline.stop(), servers.this.stop()]);
  }
}

await main();
