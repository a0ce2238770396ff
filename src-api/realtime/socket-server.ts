import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import type { MongoClient } from 'mongodb';
import { pushParser } from './encoded-push.ts';

export const SOCKET_PATH = '/socket.io';
const ADAPTER_COLLECTION = 'system_socketio';

/**
 * Socket.IO on the API's HTTP server. Across API replicas, the MongoDB adapter fans each emit out to every
 * replica; embedded, the in-memory adapter does. `httpServer` may be absent: the projections process emits
 * through the adapter without accepting connections.
 */
export async function createSocketServer(
  httpServer: HttpServer | null,
  mongo: MongoClient | null,
  options: Partial<ServerOptions> = {},
) {
  // The parser writes a push encoded once as it is (encoded-push.ts); the wire is Socket.IO's own.
  const io = new Server({ path: SOCKET_PATH, serveClient: false, parser: pushParser, ...options });
  if (mongo) {
    const db = mongo.db();
    const existing = await db.listCollections({ name: ADAPTER_COLLECTION }).toArray();
    if (existing.length === 0) {
      // Two replicas starting at once race here: the loser's "namespace exists" (code 48) is the only
      // error that means the collection is there; any other (no rights, no server) stops the start.
      await db
        .createCollection(ADAPTER_COLLECTION, { capped: true, size: 16 * 1024 * 1024 })
        .catch((error: unknown) => {
          if ((error as { code?: number }).code !== 48) throw error;
        });
    }
    const { createAdapter } = await import('@socket.io/mongo-adapter');
    io.adapter(createAdapter(db.collection(ADAPTER_COLLECTION)));
  }
  if (httpServer) io.attach(httpServer);
  return io;
}

/**
 * Ends every socket (clients reconnect, to another replica behind a balancer) and closes the adapter, without
 * closing the HTTP server: that is drained on its own, so in-flight requests finish. `io.close()` would close
 * both, and throws in a process whose Socket.IO server was never attached to HTTP (no engine.io there).
 */
export async function closeSocketServer(io: Server): Promise<void> {
  io.disconnectSockets(true);
  await io.of('/').adapter.close();
  // Polling clients waiting on a long-poll are answered, and engine.io's timers stop.
  (io.engine as { close?: () => void } | undefined)?.close?.();
}
