import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { CHANGE, SUBSCRIBE, type ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { ApiClient } from '../support/test-server.ts';
import { tempDir } from '../support/temp-dir.ts';

const MAIN = fileURLToPath(new URL('../../src-server/main.ts', import.meta.url));
const AGENTS = Number(process.env.BENCH_AGENTS ?? 200);
const INSPECTIONS = Number(process.env.BENCH_INSPECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_AGENT_SECONDS ?? 60);
const INTERVAL_MS = 500;
const MODULE_LOADS = 500;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The server in its own process, so the simulated agents do not share its event loop. */
async function startServer(): Promise<{ url: string; child: ChildProcess; stop: () => void }> {
  const dir = tempDir('bench-agents-');
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', MAIN], {
    env: { ...process.env, DATA_DIR: dir.path, PORT: '0', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
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
  return { url, child, stop: () => (child.kill('SIGTERM'), dir.remove()) };
}

/**
 * 200 simulated agents (fetch + socket.io-client), four to an inspection, each scoring a question every
 * 500 ms for 60 s; the time from one agent's request to the push at the others; then the load of a module of
 * 200 questions. Whole-request figures through a real server in its own process.
 */
export async function benchAgents(log: (line: string) => void): Promise<void> {
  const server = await startServer();
  try {
    const admin = new ApiClient(server.url);
    await admin.login('super@demo.test');
    const hotels = await admin.request<Array<{ id: string; name: string }>>('GET', '/api/admin/hotels');
    const solvik = hotels.body.find((h) => h.name === 'Hotel Solvik')!.id;
    const types = await admin.request<Array<{ id: string; name: string }>>(
      'GET',
      `/api/admin/hotels/${solvik}/inspection-types`,
    );
    const mystery = types.body.find((t) => t.name === 'Mystery guest')!.id;
    const inspections: Array<{ id: string; moduleId: string; questionIds: string[] }> = [];
    for (let i = 0; i < INSPECTIONS; i++) {
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

    // One signed-in session per agent (the demo agent works at the entity; the inspections are unassigned).
    const agents: Array<{ api: ApiClient; socket: Socket; inspection: (typeof inspections)[number] }> = [];
    for (let i = 0; i < AGENTS; i++) {
      const api = new ApiClient(server.url);
      await api.login('agent@demo.test');
      const socket = connect(server.url, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { cookie: api.sessionCookie },
      });
      const inspection = inspections[i % INSPECTIONS]!;
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      await socket.emitWithAck(SUBSCRIBE, { room: `inspection:${inspection.id}` });
      agents.push({ api, socket, inspection });
    }

    // A request's comment names it; an agent seeing it pushed records the time since the request began.
    const started = new Map<string, { at: number; by: number }>();
    const pushLatencies: number[] = [];
    agents.forEach(({ socket, inspection }, index) => {
      // The whole document comes with each push: each request is counted once, when first seen.
      const seen = new Set<string>();
      socket.on(CHANGE, (push: ChangePush) => {
        const doc = push.doc as { answers?: Record<string, Record<string, { comment: string }>> } | undefined;
        const answers = doc?.answers?.[inspection.moduleId] ?? {};
        for (const answer of Object.values(answers)) {
          const request = started.get(answer.comment);
          if (!request || request.by === index || seen.has(answer.comment)) continue;
          seen.add(answer.comment);
          pushLatencies.push(performance.now() - request.at);
        }
      });
    });

    const requestLatencies: number[] = [];
    let commands = 0;
    let failures = 0;
    const deadline = performance.now() + SECONDS * 1000;
    await Promise.all(
      agents.map(async ({ api, inspection }, index) => {
        // Spread the first requests over the interval, as agents would.
        await new Promise((r) => setTimeout(r, (index * INTERVAL_MS) / AGENTS));
        while (performance.now() < deadline) {
          const next = performance.now() + INTERVAL_MS;
          const comment = `bench-${randomUUID()}`;
          const questionId =
            inspection.questionIds[Math.floor(Math.random() * inspection.questionIds.length)]!;
          const at = performance.now();
          started.set(comment, { at, by: index });
          const answer = await api.request(
            'POST',
            `/api/inspections/${inspection.id}/modules/${inspection.moduleId}/questions/${questionId}/score`,
            {
              score: Math.floor(Math.random() * 4),
              comment,
              eventId: randomUUID(),
            },
          );
          requestLatencies.push(performance.now() - at);
          if (answer.status === 200) commands++;
          else failures++;
          await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
        }
      }),
    );
    for (const { socket } of agents) socket.disconnect();

    // A module of 200 questions: a module type imported with 200 rows, a type with that one module.
    const rows = Array.from({ length: 200 }, (_, i) => ({
      row: i + 2,
      referenceNumber: `LOAD-${i}`,
      partNumber: '',
      comfortZone: 'quality',
      module: 'Load 200',
      cluster: `Cluster ${Math.floor(i / 20)}`,
      grade: '',
      isMandatory: 'no',
      isCommentMandatoryPos: '',
      isCommentMandatoryNeg: '',
      isPictureMandatoryPos: '',
      isPictureMandatoryNeg: '',
      information: 'Titta noga.',
      content: `Fråga ${i} om rummets skick?`,
      translations: { content: { en_US: `Question ${i} about the room?` }, information: {} },
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
    const agent = agents[0]!.api;
    const loads: number[] = [];
    for (let i = 0; i < MODULE_LOADS; i++) {
      const at = performance.now();
      const answer = await agent.request('GET', `/api/inspections/${big.body.id}?languageShortCode=en_US`);
      if (answer.status !== 200) throw new Error(`module load failed: ${answer.status}`);
      loads.push(performance.now() - at);
    }

    log(
      `Live answering: ${AGENTS} agents on ${INSPECTIONS} inspections, a score every ${INTERVAL_MS} ms each for ${SECONDS} s (server in its own process)`,
    );
    log('| figure | value |');
    log('|---|---:|');
    log(
      `| commands | ${commands.toLocaleString('en-US')} (${(commands / SECONDS).toFixed(0)}/s), ${failures} refused |`,
    );
    log(
      `| request p50 / p99 | ${ms(percentile(requestLatencies, 50))} / ${ms(percentile(requestLatencies, 99))} |`,
    );
    log(
      `| request to the others' push p50 / p99 (${pushLatencies.length.toLocaleString('en-US')} pushes) | ${ms(percentile(pushLatencies, 50))} / ${ms(percentile(pushLatencies, 99))} |`,
    );
    log(
      `| loading a module of 200 questions p50 / p99 (${MODULE_LOADS} loads) | ${ms(percentile(loads, 50))} / ${ms(percentile(loads, 99))} |`,
    );
    log('Targets: push p99 < 50 ms, module load p99 < 20 ms');
  } finally {
    server.stop();
  }
}
