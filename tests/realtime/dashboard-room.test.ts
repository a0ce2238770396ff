import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_VIEW_COLLECTION } from '../../src-api/dashboards/public-rooms.ts';
import type { DashboardAnswer, DashboardViewAnswer } from '../../src-api/dashboards/schema.ts';
import {
  CHANGE,
  REVOKED,
  SUBSCRIBE,
  type ChangePush,
  type RevokedPush,
  type SubscribeAck,
} from '../../src-domain/shared/push-protocol.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/** The fixtures' inspections start on 2026-11-20, inside the 7 days up to this day. */
const clock = new ManualClock('2026-11-22T10:00:00.000Z');

let server: TestServer;
let f: Fixtures;
let as: Record<Actor, ApiClient>;
const opened: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  f = await demoFixtures(server);
  as = await signInActors(server);
  await as.superUser.request('PUT', `/api/admin/hotels/${f.solvik}`, { dashboardEnabled: true });
}, 120_000);
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});
afterAll(() => server?.close());

/** A wall screen's socket: no cookie, the public handshake. */
async function wallSocket() {
  const socket = connect(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { public: true },
    reconnection: false,
  });
  opened.push(socket);
  const pushes: ChangePush[] = [];
  const revoked: string[] = [];
  socket.on(CHANGE, (push: ChangePush) => pushes.push(push));
  socket.on(REVOKED, (push: RevokedPush) => revoked.push(push.room));
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const join = (room: string) => socket.emitWithAck(SUBSCRIBE, { room }) as Promise<SubscribeAck>;
  return { socket, pushes, revoked, disconnected, join };
}

const newDashboard = async () =>
  (await as.hotelAdmin.request<DashboardAnswer>('POST', `/api/dashboards?hotelId=${f.solvik}`, {})).body;
const view = (uuid: string) =>
  new ApiClient(server.url).request<DashboardViewAnswer>('GET', `/api/dashboards/view/${uuid}`);

/** Scores a question of the Solvik inspection nobody scored yet: the entity's counts move. */
async function answerAnOpenQuestion() {
  const { id, module } = f.solvikInspection;
  type Whole = {
    modules: Array<{
      id: string;
      clusters: Array<{ questions: Array<{ id: string; answer: { score: number | null } }> }>;
    }>;
  };
  const whole = await as.user.request<Whole>('GET', `/api/inspections/${id}`);
  const open = whole.body.modules
    .find((m) => m.id === module)!
    .clusters.flatMap((c) => c.questions)
    .find((q) => q.answer.score === null)!;
  const scored = await as.user.request(
    'POST',
    `/api/inspections/${id}/modules/${module}/questions/${open.id}/score`,
    { score: 1 },
  );
  expect(scored.status).toBe(200);
}

async function until<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the public room dashboard:<uuid>', () => {
  it('is pushed the view, shaped as the public GET answers it, after an answer', async () => {
    const dashboard = await newDashboard();
    const wall = await wallSocket();
    expect(await wall.join(`dashboard:${dashboard.uuid}`)).toEqual({ ok: true });
    const before = (await view(dashboard.uuid)).body;
    const { id, module, question } = f.solvikInspection;
    const scored = await as.user.request(
      'POST',
      `/api/inspections/${id}/modules/${module}/questions/${question}/score`,
      { score: before.figures.last7Days.answered % 2 === 0 ? 1 : 2 },
    );
    expect(scored.status).toBe(200);
    // A fresh score of an unanswered question moves the count; a changed score only the version.
    const push = await until(() => wall.pushes.find((p) => p.collection === DASHBOARD_VIEW_COLLECTION));
    expect(push.id).toBe(dashboard.uuid);
    expect(push.version).toBeGreaterThan(before.version);
    const after = (await view(dashboard.uuid)).body;
    expect(push.doc).toEqual(after);
  });

  it('moves the pushed 7-day figure when a question is answered for the first time', async () => {
    const dashboard = await newDashboard();
    const wall = await wallSocket();
    await wall.join(`dashboard:${dashboard.uuid}`);
    const before = (await view(dashboard.uuid)).body.figures.last7Days;
    await answerAnOpenQuestion();
    const push = await until(() => wall.pushes.at(-1));
    const figures = (push.doc as DashboardViewAnswer).figures.last7Days;
    expect(figures.answered).toBe(before.answered + 1);
    expect(figures.fulfilment).toBe(Math.ceil((100 * figures.answered) / figures.total));
  });

  it('pushes the organization figures to the organization’s views that show them after an answer at another entity', async () => {
    const showing = (
      await as.hotelAdmin.request<DashboardAnswer>('POST', `/api/dashboards?hotelId=${f.solvik}`, {
        showOrganizationData: true,
      })
    ).body;
    const own = await newDashboard();
    const wall = await wallSocket();
    expect(await wall.join(`dashboard:${showing.uuid}`)).toEqual({ ok: true });
    expect(await wall.join(`dashboard:${own.uuid}`)).toEqual({ ok: true });
    const before = (await view(showing.uuid)).body;
    expect(before.organization).not.toBeNull();

    // Hotel Fjällbacka is another entity of Solvik's organization: Solvik's own figures do not move.
    const { id, module, question } = f.fjallbackaInspection;
    const scored = await as.companyAdmin.request(
      'POST',
      `/api/inspections/${id}/modules/${module}/questions/${question}/score`,
      { score: 2 },
    );
    expect(scored.status).toBe(200);
    const push = await until(() => wall.pushes.find((p) => p.id === showing.uuid));
    const pushed = push.doc as DashboardViewAnswer;
    expect(pushed.organization!.last7Days.answered).toBe(before.organization!.last7Days.answered + 1);
    expect(pushed.figures).toEqual(before.figures);
    expect(push.version).toBeGreaterThan(before.version);
    expect(pushed).toEqual((await view(showing.uuid)).body);
    // A view without the organization's figures has nothing new to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(wall.pushes.filter((p) => p.id === own.uuid)).toEqual([]);
  });

  it('ends the old uuid’s sockets at regenerate, after telling them, and its address answers 404', async () => {
    const dashboard = await newDashboard();
    const wall = await wallSocket();
    await wall.join(`dashboard:${dashboard.uuid}`);
    const regenerated = await as.hotelAdmin.request<DashboardAnswer>(
      'PUT',
      `/api/dashboards/${dashboard.id}/regenerate`,
      {},
    );
    expect(regenerated.status).toBe(200);
    expect(await wall.disconnected).toBe('io server disconnect');
    expect(wall.revoked).toEqual([`dashboard:${dashboard.uuid}`]);
    expect((await view(dashboard.uuid)).status).toBe(404);
    const again = await wallSocket();
    expect(await again.join(`dashboard:${dashboard.uuid}`)).toEqual({ msg: 'errors.forbidden' });
    expect(await again.join(`dashboard:${regenerated.body.uuid}`)).toEqual({ ok: true });
  });

  it('ends the sockets when the entity’s dashboardEnabled is turned off', async () => {
    const hotelId = await f.throwawayHotel();
    await as.superUser.request('PUT', `/api/admin/hotels/${hotelId}`, { dashboardEnabled: true });
    const dashboard = (
      await as.companyAdmin.request<DashboardAnswer>('POST', `/api/dashboards?hotelId=${hotelId}`, {})
    ).body;
    const wall = await wallSocket();
    expect(await wall.join(`dashboard:${dashboard.uuid}`)).toEqual({ ok: true });
    await as.superUser.request('PUT', `/api/admin/hotels/${hotelId}`, { dashboardEnabled: false });
    expect(await wall.disconnected).toBe('io server disconnect');
    expect(wall.revoked).toEqual([`dashboard:${dashboard.uuid}`]);
  });

  it('lets a signed-out socket join no other room, nor a view that does not answer', async () => {
    const dashboard = await newDashboard();
    const wall = await wallSocket();
    for (const room of [
      `hotel:${f.solvik}`,
      `inspections:${f.solvik}`,
      `org:${f.demoOrg}`,
      `inspection:${f.solvikInspection.id}`,
      `user:${f.demoAgent}`,
      'audit:sv_SE',
      'catalogue:sv_SE',
      `dashboard:${crypto.randomUUID()}`,
      'dashboard:not-a-uuid',
    ])
      expect(await wall.join(room), room).toEqual({ msg: 'errors.forbidden' });
    expect(await wall.join(`dashboard:${dashboard.uuid}`)).toEqual({ ok: true });
    // Nothing of the entity's other rooms reaches it: an answer brings only the view.
    await answerAnOpenQuestion();
    await until(() => wall.pushes.at(-1));
    expect(new Set(wall.pushes.map((p) => p.collection))).toEqual(new Set([DASHBOARD_VIEW_COLLECTION]));
  });

  it('refuses a socket without a session that does not ask for the public handshake', async () => {
    const socket = connect(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    opened.push(socket);
    const refusal = await new Promise<string | null>((resolve) => {
      socket.once('connect', () => resolve(null));
      socket.once('connect_error', (error) => resolve(error.message));
    });
    expect(refusal).toBe('errors.invalidSession');
  });
});
