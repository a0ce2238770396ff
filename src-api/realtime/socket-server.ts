import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import { createAdapter } from '@socket.io/mongo-adapter';
import type { MongoClient } from 'mongodb';

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
  const io = new Server({ path: SOCKET_PATH, serveClient: false, ...options });
  if (mongo) {
    const db = mongo.db();
    const existing = await db.listCollections({ name: ADAPTER_COLLECTION }).toArray();
    if (existing.length === 0) {
      await db.createCollection(ADAPTER_COLLECTION, { capped: true, size: 16 * 1024 * 1024 }).catch(() => {});
    }
    io.adapter(createAdapter(db.collection(ADAPTER_COLLECTION)));
  }
  if (httpServer) io.attach(httpServer);
  return io;
}
