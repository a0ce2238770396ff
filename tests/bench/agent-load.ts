/**
 * The load generator of the live-answering bench, in its own process: simulated agents, each with its own
 * sign-in, socket and the browser's live client (src-web/realtime/live-client.ts), following the inspection
 * it works on through the client's document store exactly as an open inspection screen does (first GET,
 * then pushes applied by version, a GET only on a gap or a reconnect), and scoring a question every interval. Told its work by the bench over IPC,
 * it answers with raw figures: the bench computes and prints them.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io as connect } from 'socket.io-client';
import { room } from '../../src-domain/shared/rooms.ts';
import { LiveClient } from '../../src-web/realtime/live-client.ts';
import { ApiClient } from '../support/test-server.ts';

export interface LoadPlan {
  url: string;
  agents: number;
  inspections: Array<{ id: string; moduleId: string; questionIds: string[] }>;
  seconds: number;
  intervalMs: number;
}

export interface LoadResult {
  commands: number;
  refused: number;
  requestMs: number[];
  /** From one agent's request start to another agent's live client holding that answer. */
  pushMs: number[];
  /** GETs of the live state after the first load of each agent: refetches on a gap or reconnect. */
  refetches: number;
  /** Answers whose request got no answer at all (a reset connection, say): counted, not fatal. */
  failed: number;
  /**
   * This process's own event-loop delay over the row, p99 and max in ms: a push waiting here to be read is
   * counted in pushMs though the server sent it in time, so a push tail is read against it.
   */
  generatorDelayMs: { p99: number; max: number };
  /**
   * This process's CPU time over the row in ms: it shares the machine's cores with the server, so a
   * saturation figure is the server's only while the generator leaves it a core.
   */
  generatorCpuMs: number;
}

interface LiveAnswers {
  answers?: Record<string, Record<string, { comment: string }>>;
}

const plan = JSON.parse(process.env.BENCH_LOAD_PLAN ?? 'null') as LoadPlan | null;
if (!plan || !process.send)
  throw new Error('agent-load runs as the bench child, with BENCH_LOAD_PLAN and IPC');
const send = (message: unknown) => process.send!(message);

const started = new Map<string, { at: number; by: number }>();
const result: LoadResult = {
  commands: 0,
  refused: 0,
  requestMs: [],
  pushMs: [],
  refetches: 0,
  failed: 0,
  generatorDelayMs: { p99: 0, max: 0 },
  generatorCpuMs: 0,
};
const loopDelay = monitorEventLoopDelay({ resolution: 5 });

/**
 * An agent's answer as a browser sends it, over its one kept-alive connection, with node's own HTTP client:
 * fetch's streams cost the generator about as much CPU per answer as the server's whole HTTP layer, and
 * the generator shares the machine's cores with the server it measures. Resolves with the status.
 */
function poster(url: string, cookie: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(url);
  return (path: string, body: unknown) =>
    new Promise<number>((resolve, reject) => {
      const text = JSON.stringify(body);
      const sent = request(
        {
          agent,
          hostname,
          port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(text),
            cookie,
          },
        },
        (response) => {
          // The body is read to its end (the connection is reused), not parsed: the push is what is measured.
          response.on('data', () => {});
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(text);
    });
}

const agents = [];
for (let i = 0; i < plan.agents; i++) {
  const api = new ApiClient(plan.url);
  const signedIn = await api.login('agent@demo.test');
  if (signedIn.status !== 200) throw new Error(`sign-in ${i} failed: ${signedIn.status}`);
  const socket = connect(plan.url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: api.sessionCookie },
  });
  const live = new LiveClient(socket);
  const inspection = plan.inspections[i % plan.inspections.length]!;
  const seen = new Set<string>();
  let loads = 0;
  // The live state is whole: an answer first held here is counted once, at the time it arrived.
  live.store.listen('inspections', (id, { doc }) => {
    if (id !== inspection.id) return;
    const now = performance.now();
    for (const answer of Object.values((doc as LiveAnswers | null)?.answers?.[inspection.moduleId] ?? {})) {
      const request = started.get(answer.comment);
      if (!request || request.by === i || seen.has(answer.comment)) continue;
      seen.add(answer.comment);
      result.pushMs.push(now - request.at);
    }
  });
  const fetch = async () => {
    if (loads++ > 0) result.refetches++;
    const answer = await api.request<LiveAnswers & { version: number }>(
      'GET',
      `/api/inspections/${inspection.id}/state`,
    );
    live.put('inspections', inspection.id, answer.body.version, answer.body);
  };
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const watching = live.watch({
    rooms: [room('inspection', inspection.id)],
    collections: ['inspections'],
    missed: () => void fetch(),
  });
  await watching.ready;
  await fetch();
  agents.push({ socket, inspection, post: poster(plan.url, api.sessionCookie) });
}

send({ ready: true });
await new Promise<void>((resolve) => process.once('message', () => resolve()));

const deadline = performance.now() + plan.seconds * 1000;
loopDelay.enable();
const cpuAtStart = process.cpuUsage();
await Promise.all(
  agents.map(async ({ post, inspection }, index) => {
    // The first requests spread over the interval, as agents' would.
    await new Promise((r) => setTimeout(r, (index * plan.intervalMs) / plan.agents));
    while (performance.now() < deadline) {
      const next = performance.now() + plan.intervalMs;
      const comment = `bench-${randomUUID()}`;
      const questionId = inspection.questionIds[Math.floor(Math.random() * inspection.questionIds.length)]!;
      const at = performance.now();
      started.set(comment, { at, by: index });
      // A saturated server may reset a connection: that answer failed, and the agent goes on as a phone would.
      const status = await post(
        `/api/inspections/${inspection.id}/modules/${inspection.moduleId}/questions/${questionId}/score`,
        { score: Math.floor(Math.random() * 4), comment, eventId: randomUUID() },
      ).catch(() => null);
      if (status === null) result.failed++;
      else {
        result.requestMs.push(performance.now() - at);
        if (status === 200) result.commands++;
        else result.refused++;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
  }),
);
loopDelay.disable();
const cpuUsed = process.cpuUsage(cpuAtStart);
result.generatorCpuMs = (cpuUsed.user + cpuUsed.system) / 1000;
result.generatorDelayMs = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
send({ done: true });
// The last pushes are still on their way: a moment for them before the figures go.
await new Promise((r) => setTimeout(r, 500));
for (const { socket } of agents) socket.disconnect();
// Exits only once the figures are through the channel (an exit right after send can lose them).
process.send({ result }, () => process.exit(0));
