import { createHash, randomBytes } from 'node:crypto';
import type { ReadStore } from '../../src-projections/store/types.ts';

export const SESSIONS = 'auth_sessions';
export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is rewritten at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60 * 1000;

interface SessionDocument {
  _id: string;
  userId: string;
  createdAt: number;
  lastSeenAt: number;
  [key: string]: unknown;
}

export interface Session {
  userId: string;
  createdAt: number;
}

/**
 * Server-side sessions. The cookie holds 256 random bits; the store keeps only their SHA-256, so a read of
 * the store cannot be replayed as a cookie. Sessions end after 8 hours idle or 7 days in all.
 */
export class SessionStore {
  constructor(
    private readonly store: ReadStore,
    private readonly now: () => number = Date.now,
  ) {}

  async init(): Promise<void> {
    await this.store.collection(SESSIONS).createIndex({ userId: 1 });
  }

  async create(userId: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const at = this.now();
    await this.store
      .collection<SessionDocument>(SESSIONS)
      .insertOne({ _id: digest(id), userId, createdAt: at, lastSeenAt: at });
    return id;
  }

  async resolve(id: string): Promise<Session | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
    const sessions = this.store.collection<SessionDocument>(SESSIONS);
    const key = digest(id);
    const found = await sessions.findOne({ _id: key });
    if (!found) return null;
    const at = this.now();
    if (at - found.lastSeenAt > IDLE_TIMEOUT_MS || at - found.createdAt > ABSOLUTE_TIMEOUT_MS) {
      await sessions.deleteOne({ _id: key });
      return null;
    }
    if (at - found.lastSeenAt > TOUCH_EVERY_MS)
      await sessions.updateOne({ _id: key }, { $set: { lastSeenAt: at } });
    return { userId: found.userId, createdAt: found.createdAt };
  }

  async destroy(id: string): Promise<void> {
    await this.store.collection(SESSIONS).deleteOne({ _id: digest(id) });
  }

  async destroyAllOf(userId: string): Promise<number> {
    return (await this.store.collection(SESSIONS).deleteMany({ userId })).deletedCount;
  }

  /** Removes expired sessions (a scheduled job); resolve() already refuses them. */
  async purgeExpired(): Promise<number> {
    const at = this.now();
    const result = await this.store.collection(SESSIONS).deleteMany({
      $or: [{ lastSeenAt: { $lt: at - IDLE_TIMEOUT_MS } }, { createdAt: { $lt: at - ABSOLUTE_TIMEOUT_MS } }],
    });
    return result.deletedCount;
  }
}

function digest(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
