import { io as connect, type Socket } from 'socket.io-client';
import { TOKENS } from '../../src-server/container.ts';
import { createUser } from '../../src-api/users/create-user.ts';
import {
  CHANGE,
  REVOKED,
  SUBSCRIBE,
  type ChangePush,
  type RevokedPush,
  type SubscribeAck,
} from '../../src-domain/shared/push-protocol.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import { ApiClient, type TestServer } from '../support/test-server.ts';

export const PASSWORD = 'demo-password-2026';

/** A real socket.io client with a signed-in session's cookie, recording every push it gets. */
export interface LiveSocket {
  socket: Socket;
  pushes: ChangePush[];
  /** The rooms the server took the socket out of, in order. */
  revoked: string[];
  join(room: string): Promise<SubscribeAck>;
  /** Resolves with the reason once the server has disconnected it. */
  disconnected: Promise<string>;
}

export function liveSockets(server: () => TestServer) {
  const opened: Socket[] = [];
  let counter = 0;

  async function signIn(email: string): Promise<ApiClient> {
    const api = new ApiClient(server().url);
    const answer = await api.login(email, PASSWORD);
    if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status}`);
    return api;
  }

  /** Connects with a cookie; resolves with the socket, or with the refusal's message. */
  async function open(cookie: string): Promise<LiveSocket | string> {
    const socket = connect(server().url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    opened.push(socket);
    const pushes: ChangePush[] = [];
    socket.on(CHANGE, (push: ChangePush) => pushes.push(push));
    const revoked: string[] = [];
    socket.on(REVOKED, (push: RevokedPush) => revoked.push(push.room));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const refusal = await new Promise<string | null>((resolve) => {
      socket.once('connect', () => resolve(null));
      socket.once('connect_error', (error) => resolve(error.message));
    });
    if (refusal) return refusal;
    return {
      socket,
      pushes,
      revoked,
      disconnected,
      join: (room) => socket.emitWithAck(SUBSCRIBE, { room }) as Promise<SubscribeAck>,
    };
  }

  async function socketOf(api: ApiClient): Promise<LiveSocket> {
    const live = await open(api.sessionCookie);
    if (typeof live === 'string') throw new Error(`socket refused: ${live}`);
    return live;
  }

  /** A fresh user of a role (so a test may change it freely), signed in. */
  async function newUser(role: Role, organizationId: string, hotelIds: string[]) {
    const commands = server().runtime.container.get(TOKENS.commands);
    const email = `live-${role}-${Date.now()}-${counter++}@demo.test`;
    const created = await createUser(
      { commands, credentials: server().runtime.container.get(TOKENS.credentials) },
      {
        name: `Live ${role} ${counter}`,
        email,
        role,
        organizationId,
        hotelIds,
        password: PASSWORD,
      },
      new Date(),
    );
    await server().runtime.container.get(TOKENS.engine).waitFor(created.position);
    return { id: created.userId, email, api: await signIn(email) };
  }

  function closeAll() {
    for (const socket of opened.splice(0)) socket.disconnect();
  }

  return { signIn, open, socketOf, newUser, closeAll };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
