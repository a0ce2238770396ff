import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import { CHANGE, SUBSCRIBE, type ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';
import { eventually } from '../support/embedded-stores.ts';

describe('Socket.IO sessions and rooms', () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  let hotels: HotelDocument[];
  let users: Record<string, UserDocument>;
  let otherOrganizationId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const models = readModelsOf(server);
    hotels = await models.collection<HotelDocument>('hotels').find({}, { sort: { name: 1 } });
    users = Object.fromEntries(
      (await models.collection<UserDocument>('users').find({})).map((u) => [u.email, u]),
    );
    otherOrganizationId = randomUUID();
    const created = await server.runtime.container
      .get(TOKENS.commands)
      .handle(organizationDecider, organizationStream(otherOrganizationId), {
        type: 'CreateOrganization',
        organizationId: otherOrganizationId,
        name: 'Other Group',
        now: new Date().toISOString(),
      });
    await server.runtime.container.get(TOKENS.engine).waitFor(created.position);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.close();
  });

  async function socketFor(email: string | null, origin?: string): Promise<Socket> {
    let cookie = '';
    if (email) {
      const api = new ApiClient(server.url);
      await api.login(email);
      cookie = api.sessionCookie;
    }
    const socket = connect(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }

  const connected = (socket: Socket) =>
    new Promise<string | null>((resolve) => {
      socket.once('connect', () => resolve(null));
      socket.once('connect_error', (error) => resolve(error.message));
    });

  it('refuses a handshake without a session', async () => {
    expect(await connected(await socketFor(null))).toBe('errors.invalidSession');
  });

  it('refuses a handshake from a foreign origin, or from an opaque one', async () => {
    expect(await connected(await socketFor('agent@demo.test', 'https://evil.test'))).toBe('errors.forbidden');
    expect(await connected(await socketFor('agent@demo.test', 'null'))).toBe('errors.forbidden');
  });

  const cases: Array<
    [
      string,
      (ids: {
        hotelA: string;
        hotelB: string;
        org: string;
        other: string;
        me: string;
        someone: string;
      }) => string,
      boolean,
    ]
  > = [
    ['agent: own user room', (r) => `user:${r.me}`, true],
    ["agent: another user's room", (r) => `user:${r.someone}`, false],
    ['agent: own organization room', (r) => `org:${r.org}`, false],
    ['agent: a linked hotel', (r) => `hotel:${r.hotelA}`, true],
    ["agent: a linked hotel's inspection list", (r) => `inspections:${r.hotelA}`, false],
    ['agent: an inspection that does not exist', () => `inspection:${randomUUID()}`, false],
  ];
  for (const [what, roomOf, allowed] of cases) {
    it(`${what} is ${allowed ? 'joined' : 'refused'}`, async () => {
      const socket = await socketFor('agent@demo.test');
      expect(await connected(socket)).toBeNull();
      const room = roomOf(ids('agent@demo.test'));
      expect(await socket.emitWithAck(SUBSCRIBE, { room })).toEqual(
        allowed ? { ok: true } : { msg: 'errors.forbidden' },
      );
    });
  }

  const adminCases: Array<[string, string, (r: ReturnType<typeof ids>) => string, boolean]> = [
    ['hotelAdmin', 'hotel@demo.test', (r) => `hotel:${r.hotelA}`, true],
    ['hotelAdmin', 'hotel@demo.test', (r) => `hotel:${r.hotelB}`, false],
    ['hotelAdmin', 'hotel@demo.test', (r) => `inspections:${r.hotelA}`, true],
    ['hotelAdmin', 'hotel@demo.test', (r) => `inspections:${r.hotelB}`, false],
    ['companyAdmin', 'company@demo.test', (r) => `inspections:${r.hotelB}`, true],
    ['hotelAdmin', 'hotel@demo.test', (r) => `org:${r.org}`, true],
    ['hotelAdmin', 'hotel@demo.test', (r) => `org:${r.other}`, false],
    ['companyAdmin', 'company@demo.test', (r) => `hotel:${r.hotelB}`, true],
    ['companyAdmin', 'company@demo.test', (r) => `org:${r.other}`, false],
    ['superUser', 'super@demo.test', (r) => `org:${r.other}`, true],
    ['superUser', 'super@demo.test', (r) => `hotel:${r.hotelB}`, true],
  ];
  for (const [role, email, roomOf, allowed] of adminCases) {
    it(`${role}: ${allowed ? 'joins' : 'is refused'} ${roomOf(sampleIds())}`, async () => {
      const socket = await socketFor(email);
      expect(await connected(socket)).toBeNull();
      expect(await socket.emitWithAck(SUBSCRIBE, { room: roomOf(ids(email)) })).toEqual(
        allowed ? { ok: true } : { msg: 'errors.forbidden' },
      );
    });
  }

  it('pushes a role change to the user, and disconnects their sockets at deactivation', async () => {
    const socket = await socketFor('company@demo.test');
    expect(await connected(socket)).toBeNull();
    const pushes: ChangePush[] = [];
    socket.on(CHANGE, (push: ChangePush) => pushes.push(push));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const commands = server.runtime.container.get(TOKENS.commands);
    const id = users['company@demo.test']!._id;
    await commands.handle(userDecider, userStream(id), { type: 'ChangeRole', role: 'hotelAdmin' });
    const push = await eventually(() => pushes.find((p) => p.collection === 'users' && p.id === id), Boolean);
    expect(push!.doc).toMatchObject({ role: 'hotelAdmin', email: 'company@demo.test' });
    expect(push!.doc).not.toHaveProperty('passwordHash');
    await commands.handle(userDecider, userStream(id), { type: 'ChangeRole', role: 'deactivated' });
    expect(await disconnected).toBe('io server disconnect');
  });

  function ids(email: string) {
    return {
      hotelA: hotels.find((h) => h.name === 'Hotel Solvik')!._id,
      hotelB: hotels.find((h) => h.name === 'Hotel Fjällbacka')!._id,
      org: hotels[0]!.organizationId,
      other: otherOrganizationId,
      me: users[email]!._id,
      someone: users['super@demo.test']!._id,
    };
  }
  function sampleIds() {
    return { hotelA: 'linked', hotelB: 'unlinked', org: 'own', other: 'other', me: 'me', someone: 'someone' };
  }
});
