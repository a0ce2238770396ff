import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import { eventually } from '../support/embedded-stores.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { liveSockets, sleep, type LiveSocket } from './live-sockets.ts';

/**
 * A socket loses its rooms the moment its user's access ends: sign-out, password reset, reassignment,
 * unlinking, demotion, a removed entity. Each case: a socket joined before the change gets no push after it
 * (not even the change that took the access away), while a socket that keeps access gets them; and joining
 * again is refused.
 */
describe('access is checked again whenever it can change', () => {
  let server: TestServer;
  let f: Fixtures;
  let admin: ApiClient;
  const live = liveSockets(() => server);

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    admin = await live.signIn('super@demo.test');
  });
  afterEach(() => live.closeAll());
  afterAll(async () => {
    await server.close();
  });

  const commands = () => server.runtime.container.get(TOKENS.commands);
  const engine = () => server.runtime.container.get(TOKENS.engine);
  const ok = { ok: true };
  const refused = { msg: 'errors.forbidden' };

  /** A superUser's socket in the same rooms: it keeps access, so it shows what was pushed and when. */
  async function control(rooms: string[]): Promise<LiveSocket> {
    const socket = await live.socketOf(admin);
    for (const room of rooms) expect(await socket.join(room)).toEqual(ok);
    return socket;
  }
  /** A change to an inspection (its start hour), as an admin; resolves with its version. */
  let hour = 10;
  async function touchInspection(id: string): Promise<void> {
    const answer = await admin.request('PUT', `/api/admin/inspections/${id}`, {
      startTimeHour: `${String(hour++ % 24).padStart(2, '0')}:00`,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  async function touchHotel(id: string): Promise<void> {
    const answer = await admin.request('PUT', `/api/admin/hotels/${id}`, { address: `Gatan ${hour++}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  const pushed = (socket: LiveSocket, collection: string, id: string) =>
    socket.pushes.filter((push) => push.collection === collection && push.id === id);
  /** Waits until the socket has a push of the document at a version above `after`. */
  const arrives = (socket: LiveSocket, collection: string, id: string, after = 0) =>
    eventually(
      () => pushed(socket, collection, id).find((push) => push.version > after),
      Boolean,
    ) as Promise<ChangePush>;
  const newInspection = async (hotel: string, user: string | null) => {
    const types = await admin.request<Array<{ id: string; name: string }>>(
      'GET',
      `/api/admin/hotels/${hotel}/inspection-types`,
    );
    const created = await admin.request<{ id: string }>('POST', '/api/admin/inspections', {
      hotel,
      inspectionType: types.body.find((t) => t.name === 'Mystery guest')!.id,
      startTime: '2026-11-22',
      startTimeHour: '09:00',
      user,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id;
  };

  it('sign-out: the sockets of that sign-in are disconnected at once, another sign-in keeps its own', async () => {
    const agent = await live.newUser('user', f.demoOrg, [f.solvik]);
    const inspection = await newInspection(f.solvik, agent.id);
    const room = `inspection:${inspection}`;
    const signedOut = await live.socketOf(agent.api);
    const otherSignIn = await live.socketOf(await live.signIn(agent.email));
    expect(await signedOut.join(room)).toEqual(ok);
    expect(await otherSignIn.join(room)).toEqual(ok);
    const watcher = await control([room]);

    const cookie = agent.api.sessionCookie;
    const at = Date.now();
    expect((await agent.api.request('POST', '/api/sessions/logout')).status).toBe(200);
    expect(await signedOut.disconnected).toBe('io server disconnect');
    expect(Date.now() - at).toBeLessThan(1000);

    await touchInspection(inspection);
    await arrives(watcher, 'inspections', inspection);
    await arrives(otherSignIn, 'inspections', inspection);
    expect(pushed(signedOut, 'inspections', inspection)).toEqual([]);
    expect(otherSignIn.socket.connected).toBe(true);
    // The old cookie opens nothing any more.
    expect(await live.open(cookie)).toBe('errors.invalidSession');
  });

  it('password reset: every socket of the user is disconnected at once, and the old cookie is refused', async () => {
    const agent = await live.newUser('user', f.demoOrg, [f.solvik]);
    const inspection = await newInspection(f.solvik, agent.id);
    const room = `inspection:${inspection}`;
    const socket = await live.socketOf(agent.api);
    expect(await socket.join(room)).toEqual(ok);
    const watcher = await control([room]);

    const token = randomBytes(32).toString('base64url');
    // The request as the route records it: the token's hash in the credentials store, the event naming it.
    const credentialId = randomUUID();
    await server.runtime.container.get(TOKENS.credentials).put({
      id: credentialId,
      userId: agent.id,
      purpose: 'passwordReset',
      hash: createHash('sha256').update(token).digest('hex'),
      createdAt: new Date().toISOString(),
    });
    const requested = await commands().handle(userDecider, userStream(agent.id), {
      type: 'RequestPasswordReset',
      credentialId,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await engine().waitFor(requested.position);
    const at = Date.now();
    const reset = await new ApiClient(server.url).request('POST', '/api/sessions/reset-password', {
      token,
      password: 'a-new-password-2026',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await socket.disconnected).toBe('io server disconnect');
    expect(Date.now() - at).toBeLessThan(1000);

    await touchInspection(inspection);
    await arrives(watcher, 'inspections', inspection);
    expect(pushed(socket, 'inspections', inspection)).toEqual([]);
    expect(await live.open(agent.api.sessionCookie)).toBe('errors.invalidSession');
  });

  it('reassignment: the agent it was taken from gets neither that change nor any after it', async () => {
    const from = await live.newUser('user', f.demoOrg, [f.solvik]);
    const to = await live.newUser('user', f.demoOrg, [f.solvik]);
    const inspection = await newInspection(f.solvik, from.id);
    const room = `inspection:${inspection}`;
    const socket = await live.socketOf(from.api);
    expect(await socket.join(room)).toEqual(ok);
    const watcher = await control([room]);
    const newAgent = await live.socketOf(to.api);
    expect(await newAgent.join(room)).toEqual(refused);

    const reassigned = await admin.request('PUT', `/api/admin/inspections/${inspection}`, { user: to.id });
    expect(reassigned.status, JSON.stringify(reassigned.body)).toBe(200);
    const reassignment = await arrives(watcher, 'inspections', inspection);
    await touchInspection(inspection);
    await arrives(watcher, 'inspections', inspection, reassignment.version);

    expect(pushed(socket, 'inspections', inspection)).toEqual([]);
    // Told, so its screen drops the inspection instead of showing a stale copy.
    expect(socket.revoked).toEqual([room]);
    expect(await socket.join(room)).toEqual(refused);
    expect(await newAgent.join(room)).toEqual(ok);
  });

  it('unlinking from an entity: its rooms and its inspections are left', async () => {
    const agent = await live.newUser('user', f.demoOrg, [f.solvik, f.fjallbacka]);
    const inspection = await newInspection(f.fjallbacka, null);
    const rooms = [`hotel:${f.fjallbacka}`, `inspection:${inspection}`];
    const socket = await live.socketOf(agent.api);
    for (const room of rooms) expect(await socket.join(room)).toEqual(ok);
    const watcher = await control(rooms);

    const unlinked = await commands().handle(userDecider, userStream(agent.id), {
      type: 'UnlinkHotel',
      hotelId: f.fjallbacka,
    });
    await engine().waitFor(unlinked.position);
    await touchInspection(inspection);
    await touchHotel(f.fjallbacka);
    await arrives(watcher, 'inspections', inspection);
    await arrives(watcher, 'hotels', f.fjallbacka);

    expect(socket.pushes.filter((push) => push.collection !== 'users')).toEqual([]);
    expect([...socket.revoked].sort()).toEqual([...rooms].sort());
    for (const room of rooms) expect(await socket.join(room)).toEqual(refused);
    expect(await socket.join(`hotel:${f.solvik}`)).toEqual(ok);
  });

  it('a hotelAdmin made a user: the organization and inspection-list rooms and others’ inspections are left', async () => {
    const hotelAdmin = await live.newUser('hotelAdmin', f.demoOrg, [f.solvik]);
    const someoneElse = await live.newUser('user', f.demoOrg, [f.solvik]);
    const inspection = await newInspection(f.solvik, someoneElse.id);
    const rooms = [`org:${f.demoOrg}`, `inspections:${f.solvik}`, `inspection:${inspection}`];
    const socket = await live.socketOf(hotelAdmin.api);
    for (const room of rooms) expect(await socket.join(room)).toEqual(ok);
    const watcher = await control(rooms);

    const demoted = await commands().handle(userDecider, userStream(hotelAdmin.id), {
      type: 'ChangeRole',
      role: 'user',
    });
    await engine().waitFor(demoted.position);
    // Its own user document still reaches it (that is how its screens learn the new role).
    const own = await arrives(socket, 'users', hotelAdmin.id);
    expect(own.doc).toMatchObject({ role: 'user' });
    await touchInspection(inspection);
    await touchHotel(f.solvik);
    await arrives(watcher, 'inspections', inspection);
    await arrives(watcher, 'hotels', f.solvik);

    expect(socket.pushes.filter((push) => push.id !== hotelAdmin.id)).toEqual([]);
    for (const room of rooms) expect(await socket.join(room)).toEqual(refused);
  });

  it('a removed entity: its watchers are told, then its rooms are closed', async () => {
    const hotel = await f.throwawayHotel('demo');
    const rooms = [`hotel:${hotel}`, `inspections:${hotel}`];
    const company = await live.socketOf(await live.signIn('company@demo.test'));
    for (const room of rooms) expect(await company.join(room)).toEqual(ok);

    const removed = await admin.request('DELETE', `/api/admin/hotels/${hotel}`);
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    const removal = await arrives(company, 'hotels', hotel);
    expect(removal).toMatchObject({ removed: true });
    expect(removal).not.toHaveProperty('doc');
    for (const room of rooms) expect(await company.join(room)).toEqual(refused);
  });

  it('a socket cannot leave its own user room (through which access changes reach it)', async () => {
    const agent = await live.newUser('user', f.demoOrg, [f.solvik]);
    const socket = await live.socketOf(agent.api);
    socket.socket.emit('unsubscribe', { room: `user:${agent.id}` });
    await sleep(100);
    const deactivated = await commands().handle(userDecider, userStream(agent.id), {
      type: 'ChangeRole',
      role: 'deactivated',
    });
    await engine().waitFor(deactivated.position);
    expect(await socket.disconnected).toBe('io server disconnect');
  });
});
