import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';

/** Ends a server's connections at a stop; made when the server is, so it knows every connection. */
export type HttpDrain = (deadlineMs: number) => Promise<void>;

/**
 * Prepares a server's stop: call it right after creating the server. The drain stops accepting connections
 * and lets the requests in flight finish: idle keep-alive connections are closed at once and again as each
 * falls idle; whatever is still open at the deadline (a stuck request, a client holding its connection) is
 * cut, so a stop never waits longer than that. Upgraded connections (the WebSocket transport) are kept
 * here because Node's own `closeAllConnections` does not reach them, and `close` waits for them: a client
 * that never answers the closing handshake would otherwise hold the stop until the process is killed.
 */
export function drainOnStop(server: HttpServer): HttpDrain {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return (deadlineMs) =>
    new Promise((resolve) => {
      const finish = () => {
        clearInterval(idle);
        clearTimeout(cut);
        resolve();
      };
      server.close(finish);
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      const cut = setTimeout(() => {
        server.closeAllConnections();
        for (const socket of open) socket.destroy();
      }, deadlineMs);
    });
}
