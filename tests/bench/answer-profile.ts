import { loadavg } from 'node:os';
import { prepareInspections, runLoad, startServer } from './agents.ts';
import { ms, percentile } from './figures.ts';

/**
 * One row of live answering (200 agents on 50 inspections) against this checkout's server, for a CPU
 * profile of it: with BENCH_PROFILE_DIR set the server writes one `.cpuprofile` per thread when it stops;
 * `tests/bench/profile-summary.ts <file>` groups a profile's self time by area.
 *
 *   BENCH_PROFILE_DIR=/tmp/prof PROJECTIONS_THREAD=worker npx tsx tests/bench/answer-profile.ts
 *
 * BENCH_PROFILE_RATE (250 answers/s offered), BENCH_AGENT_SECONDS (20).
 */
const RATE = Number(process.env.BENCH_PROFILE_RATE ?? 250);
const SECONDS = Number(process.env.BENCH_AGENT_SECONDS ?? 20);
const AGENTS = 200;

const server = await startServer();
try {
  const { inspections } = await prepareInspections(server.url, 50);
  const result = await runLoad(
    {
      url: server.url,
      agents: AGENTS,
      inspections,
      seconds: SECONDS,
      intervalMs: Math.round((AGENTS * 1000) / RATE),
    },
    server.cpuMs,
    server.mainThreadCpuMs,
    server.loopDelayMs,
  );
  const answers = Math.max(1, result.commands);
  console.log(
    `${RATE}/s offered: ${(result.commands / SECONDS).toFixed(0)} answers/s, push p50 / p99 ${ms(percentile(result.pushMs, 50))} / ${ms(percentile(result.pushMs, 99))}, CPU per answer ${(result.serverCpuMs / answers).toFixed(2)} / main thread ${(result.mainThreadCpuMs / answers).toFixed(2)} ms, the generator's CPU per answer ${(result.generatorCpuMs / answers).toFixed(2)} ms and event-loop delay p99 / max ${ms(result.generatorDelayMs.p99)} / ${ms(result.generatorDelayMs.max)}, the server's event-loop delay p99 / max ${ms(result.serverLoopDelayMs.p99)} / ${ms(result.serverLoopDelayMs.max)}, load average ${loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  server.stop();
  // The server writes its profiles as it exits.
  await new Promise((resolve) => setTimeout(resolve, 15000));
}
