import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGE,
  PRESENCE,
  SUBSCRIBE,
  type ChangePush,
  type PresencePush,
} from '../../src-domain/shared/push-protocol.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/** Joining `inspection:<id>`: those who may open the inspection, nobody else (issue [Run] §7). */
describe('inspection rooms', () => {
  let server: TestServer;
  let f: Fixtures;
  let otherAgentsInspection: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    // An inspection at the agent's own entity, but assigned to another agent.
    const admin = new ApiClient(server.url);
    await admin.login('super@demo.test');
    const other = await f.throwawayUser('demo');
    const types = await admin.request<Array<{ id: string; name: string }>>(
      'GET',
      `/api/admin/hotels/${f.solvik}/inspection-types`,
    );
    const created = await admin.request<{ id: string }>('POST', '/api/admin/inspections', {
      hotel: f.solvik,
      inspectionType: types.body.find((t) => t.name === 'Mystery guest')!.id,
      startTime: '2026-11-22',
      startTimeHour: '10:00',
      user: other,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    otherAgentsInspection = created.body.id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.close();
  });

  async function socketFor(email: string): Promise<Socket> {
    const api = new ApiClient(server.url);
    await api.login(email);
    const socket = connect(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: api.sessionCookie },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }
  const join = async (email: string, inspectionId: string) =>
    (await socketFor(email)).emitWithAck(SUBSCRIBE, { room: `inspection:${inspectionId}` });

  const cases: Array<[string, string, (f: Fixtures) => string, boolean]> = [
    ['the assigned agent', 'agent@demo.test', (f) => f.solvikInspection.id, true],
    [
      'an agent of the entity, unassigned inspection',
      'agent@demo.test',
      (f) => f.fjallbackaInspection.id,
      true,
    ],
    ['an agent, inspection assigned to another agent', 'agent@demo.test', () => otherAgentsInspection, false],
    ['an agent of another organization', 'nordic-agent@demo.test', (f) => f.solvikInspection.id, false],
    ['the hotelAdmin of the entity', 'hotel@demo.test', (f) => f.solvikInspection.id, true],
    ['a hotelAdmin of another entity', 'hotel@demo.test', (f) => f.fjallbackaInspection.id, false],
    ['the companyAdmin', 'company@demo.test', (f) => f.fjallbackaInspection.id, true],
    ['a companyAdmin of another organization', 'company@demo.test', (f) => f.bryggenInspection.id, false],
    ['a superUser', 'super@demo.test', (f) => f.bryggenInspection.id, true],
  ];
  for (const [who, email, inspection, allowed] of cases) {
    it(`${who}: ${allowed ? 'joins' : 'is refused'}`, async () => {
      expect(await join(email, inspection(f))).toEqual(allowed ? { ok: true } : { msg: 'errors.forbidden' });
    });
  }

  it('pushes an answer to everyone in the room, with the answer in the document', async () => {
    const watcher = await socketFor('hotel@demo.test');
    expect(await watcher.emitWithAck(SUBSCRIBE, { room: `inspection:${f.solvikInspection.id}` })).toEqual({
      ok: true,
    });
    const pushed = new Promise<ChangePush>((resolve) =>
      watcher.on(CHANGE, (change: ChangePush) => {
        if (change.collection === 'inspections' && change.id === f.solvikInspection.id) resolve(change);
      }),
    );
    const agent = new ApiClient(server.url);
    await agent.login('agent@demo.test');
    const { id, module, question } = f.solvikInspection;
    const answer = await agent.request(
      'POST',
      `/api/inspections/${id}/modules/${module}/questions/${question}/score`,
      {
        score: 2,
        comment: 'Skylten var svår att se.',
      },
    );
    expect(answer.status).toBe(200);
    const change = await pushed;
    expect(
      (change.doc as { answers: Record<string, Record<string, { score: number }>> }).answers[module]![
        question
      ],
    ).toMatchObject({
      score: 2,
      comment: 'Skylten var svår att se.',
    });
    // The answer and the push of its version are one presentation (inspections/live-states.ts).
    expect(change.doc).toEqual(answer.body);
  });

  it('pushes each answer once, from the command, with the version its answer and the read model give it', async () => {
    const watcher = await socketFor('company@demo.test');
    expect(await watcher.emitWithAck(SUBSCRIBE, { room: `inspection:${f.solvikInspection.id}` })).toEqual({
      ok: true,
    });
    const pushes: ChangePush[] = [];
    watcher.on(CHANGE, (change: ChangePush) => {
      if (change.collection === 'inspections' && change.id === f.solvikInspection.id) pushes.push(change);
    });
    const agent = new ApiClient(server.url);
    await agent.login('agent@demo.test');
    const { id, module, question } = f.solvikInspection;
    const versions: number[] = [];
    for (const score of [1, 3]) {
      const answer = await agent.request<{ version: number }>(
        'POST',
        `/api/inspections/${id}/modules/${module}/questions/${question}/score`,
        { score },
      );
      expect(answer.status).toBe(200);
      versions.push(answer.body.version);
    }
    // The read model's document has the version the command's answer gave.
    const state = await agent.request<{ version: number }>('GET', `/api/inspections/${id}/state`);
    expect(state.body.version).toBe(versions[1]);
    // Time for a second push of either version, had the read model's notice been pushed as well.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pushes.map((push) => [push.previousVersion, push.version])).toEqual([
      [versions[0]! - 1, versions[0]],
      [versions[0], versions[1]],
    ]);
  });

  it('tells everyone in the room who is on which question, only for sockets in the room, and forgets on leave', async () => {
    const room = `inspection:${f.solvikInspection.id}`;
    const agent = await socketFor('agent@demo.test');
    const admin = await socketFor('hotel@demo.test');
    const outsider = await socketFor('nordic-agent@demo.test');
    expect(await agent.emitWithAck(SUBSCRIBE, { room })).toEqual({ ok: true });
    expect(await admin.emitWithAck(SUBSCRIBE, { room })).toEqual({ ok: true });
    const seen: PresencePush[] = [];
    admin.on(PRESENCE, (push: PresencePush) => seen.push(push));
    const latest = () => seen.filter((p) => p.room === room).at(-1)?.entries ?? [];

    // Not in the room: ignored, so nobody hears of it.
    outsider.emit(PRESENCE, { room, questionId: f.solvikInspection.question });
    agent.emit(PRESENCE, { room, questionId: f.solvikInspection.question });
    await expect
      .poll(latest)
      .toEqual([
        { userId: expect.any(String), name: 'Anders Agent', questionId: f.solvikInspection.question },
      ]);
    agent.disconnect();
    await expect.poll(latest).toEqual([]);
  });

  it('tells a socket that joins late where everyone is, and keeps a place said before its own join', async () => {
    const room = `inspection:${f.solvikInspection.id}`;
    const question = f.solvikInspection.question;
    const agent = await socketFor('agent@demo.test');
    // A click right after opening the page: the place is said before the join is through.
    agent.emit(PRESENCE, { room, questionId: question });
    expect(await agent.emitWithAck(SUBSCRIBE, { room })).toEqual({ ok: true });
    const late = await socketFor('hotel@demo.test');
    const seen: PresencePush[] = [];
    late.on(PRESENCE, (push: PresencePush) => seen.push(push));
    expect(await late.emitWithAck(SUBSCRIBE, { room })).toEqual({ ok: true });
    await expect
      .poll(() => seen.filter((p) => p.room === room).at(-1)?.entries ?? [])
      .toEqual([{ userId: expect.any(String), name: 'Anders Agent', questionId: question }]);
    agent.disconnect();
    late.disconnect();
  });
});
