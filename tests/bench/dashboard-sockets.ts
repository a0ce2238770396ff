/**
 * The dashboard bench's generator, in its own process: opens the wall screens' public sockets on one view,
 * then answers questions one at a time and times each answer from its request until every socket holds the
 * view with the new figure. Talks to the bench over IPC: `ready`, then on `go` the answers, then `result`.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { CHANGE, SUBSCRIBE, type ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { ApiClient } from '../support/test-server.ts';

export interface DashboardPlan {
  url: string;
  uuid: string;
  sockets: number;
  inspection: { id: string; questions: Array<{ moduleId: string; questionId: string }> };
  answers: number;
  gapMs: number;
}

export interface DashboardResult {
  /** Per answer: from the score request's start until the last socket held the new figure. */
  allHoldMs: number[];
  /** Per answer and socket: from the request's start until that socket held it. */
  eachMs: number[];
  requestMs: number[];
  missed: number;
}

const plan = JSON.parse(process.env.BENCH_DASHBOARD_PLAN!) as DashboardPlan;
const send = (message: unknown) => process.send!(message);

const answeredOf = (push: ChangePush) =>
  (push.doc as { figures: { last7Days: { answered: number } } }).figures.last7Days.answered;

async function open(): Promise<{ socket: Socket; held: () => number; arrivals: Map<number, number> }> {
  const socket = connect(plan.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { public: true },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  let answered = -1;
  const arrivals = new Map<number, number>();
  socket.on(CHANGE, (push: ChangePush) => {
    answered = answeredOf(push);
    if (!arrivals.has(answered)) arrivals.set(answered, performance.now());
  });
  const ack = (await socket.emitWithAck(SUBSCRIBE, { room: `dashboard:${plan.uuid}` })) as { ok?: true };
  if (!ack.ok) throw new Error(`join refused: ${JSON.stringify(ack)}`);
  return { socket, held: () => answered, arrivals };
}

const walls: Awaited<ReturnType<typeof open>>[] = [];
for (let i = 0; i < plan.sockets; i += 50)
  walls.push(...(await Promise.all(Array.from({ length: Math.min(50, plan.sockets - i) }, open))));

const agent = new ApiClient(plan.url);
await agent.login('super@demo.test');
const view = await agent.request<{ figures: { last7Days: { answered: number } } }>(
  'GET',
  `/api/dashboards/view/${plan.uuid}`,
);
let answered = view.body.figures.last7Days.answered;
send({ ready: true });
await new Promise<void>((resolve) => process.once('message', () => resolve()));

const result: DashboardResult = { allHoldMs: [], eachMs: [], requestMs: [], missed: 0 };
for (let i = 0; i < plan.answers; i++) {
  const { moduleId, questionId } = plan.inspection.questions[i]!;
  const expected = answered + 1;
  const started = performance.now();
  const answer = await agent.request(
    'POST',
    `/api/inspections/${plan.inspection.id}/modules/${moduleId}/questions/${questionId}/score`,
    { score: 1 },
  );
  result.requestMs.push(performance.now() - started);
  if (answer.status !== 200) throw new Error(`score refused: ${answer.status}`);
  answered = expected;
  const deadline = performance.now() + 10_000;
  while (walls.some((w) => !w.arrivals.has(expected)) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2));
  const times = walls.map((w) => w.arrivals.get(expected));
  result.missed += times.filter((t) => t === undefined).length;
  const held = times.filter((t): t is number => t !== undefined).map((t) => t - started);
  result.eachMs.push(...held);
  result.allHoldMs.push(Math.max(...held));
  await new Promise((resolve) => setTimeout(resolve, plan.gapMs));
}
send({ done: true });
// A large message is still being written when send returns: exit only once it has left, or it is lost.
await new Promise<void>((resolve, reject) =>
  process.send!({ result }, undefined, {}, (error) => (error ? reject(error) : resolve())),
);
for (const wall of walls) wall.socket.disconnect();
process.exit(0);
