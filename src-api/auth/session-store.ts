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

/** A sign-in that ended: one session (its key) or every session of a user. */
export type SessionEnd = { key: string } | { userId: string };

/** The store's key of a session id (its SHA-256): what sockets carry, never the cookie itself. */
export function sessionKey(id: string): string {
  return digest(id);
}

/**
 * Server-side sessions. The cookie holds 256 random bits; the store keeps only their SHA-256, so a read of
 * the store cannot be replayed as a cookie. Sessions end after 8 hours idle or 7 days in all.
 */
export class SessionStore {
  private readonly endListeners = new Set<(ended: SessionEnd) => void>();

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

  /**
   * Called whenever a session ends here (sign-out, a new sign-in replacing it, a password reset, expiry), so
   * whatever hangs on it (open sockets) ends with it.
   */
  onEnd(listener: (ended: SessionEnd) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  async resolve(id: string): Promise<Session | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
    return this.resolveKey(digest(id));
  }

  /** The session stored under a key (see sessionKey): for sockets, which keep the key and not the cookie. */
  async resolveKey(key: string): Promise<Session | null> {
    if (!/^[0-9a-f]{64}$/.test(key)) return null;
    const sessions = this.store.collection<SessionDocument>(SESSIONS);
    const found = await sessions.findOne({ _id: key });
    if (!found) return null;
    const at = this.now();
    if (at - found.lastSeenAt > IDLE_TIMEOUT_MS || at - found.createdAt > ABSOLUTE_TIMEOUT_MS) {
      await sessions.deleteOne({ _id: key });
      this.ended({ key });
      return null;
    }
    if (at - found.lastSeenAt > TOUCH_EVERY_MS)
      await sessions.updateOne({ _id: key }, { $set: { lastSeenAt: at } });
    return { userId: found.userId, createdAt: found.createdAt };
  }

  async destroy(id: string): Promise<void> {
    await this.destroyKey(digest(id));
  }

  async destroyKey(key: string): Promise<void> {
    await this.store.collection(SESSIONS).deleteOne({ _id: key });
    this.ended({ key });
  }

  async destroyAllOf(userId: string): Promise<number> {
    const { deletedCount } = await this.store.collection(SESSIONS).deleteMany({ userId });
    this.ended({ userId });
    return deletedCount;
  }

  /** Removes expired sessions (a scheduled job); resolve() already refuses them. */
  async purgeExpired(): Promise<number> {
    const at = this.now();
    const sessions = this.store.collection<SessionDocument>(SESSIONS);
    const expired = await sessions.find({
      $or: [{ lastSeenAt: { $lt: at - IDLE_TIMEOUT_MS } }, { createdAt: { $lt: at - ABSOLUTE_TIMEOUT_MS } }],
    });
    if (expired.length === 0) return 0;
    const result = await sessions.deleteMany({ _id: { $in: expired.map((session) => session._id) } });
    for (const session of expired) this.ended({ key: session._id });
    return result.deletedCount;
  }

  private ended(ended: SessionEnd): void {
    // A listener's failure must not undo the sign-out itself.
    for (const listener of this.endListeners) {
      try {
        listener(ended);
      } catch {
        // ignored: the session is gone whatever the listener did
      }
    }
  }
}

function digest(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
