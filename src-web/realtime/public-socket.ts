import { io, type Socket } from 'socket.io-client';
import { LiveClient } from './live-client.ts';

let client: { live: LiveClient; socket: Socket } | null = null;

/**
 * The live client of a page that needs no sign-in (the wall dashboard): its own socket, opened without
 * credentials, whose rooms the server lets anyone join who knows their name. Made on first use, so the
 * signed-in app never opens it.
 */
export function publicLiveClient(): { live: LiveClient; socket: Socket } {
  if (client) return client;
  const socket = io({
    path: '/socket.io',
    withCredentials: false,
    // The server takes such a socket without a session, for public rooms only (docs/dashboards.md).
    auth: { public: true },
    transports: ['websocket', 'polling'],
  });
  client = { live: new LiveClient(socket), socket };
  return client;
}
