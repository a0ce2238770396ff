import type { ChangeNotice } from '../../src-projections/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { signedInUserOf, type CurrentUser } from './current-user.ts';
import { sessionKey, type SessionStore } from './session-store.ts';

/**
 * How long a sign-in read here serves the next requests and pushes of that sign-in. What may change who is
 * asking reaches this process at once where it can (its own sign-outs, resets and expiries; the user
 * changes its projections report); the rest (a sign-out at another API replica, a user change committed by
 * another process) counts within this, as it already did for the pushes' viewers.
 */
export const SIGNED_IN_MAX_AGE_MS = 1000;
/** Entries kept at most: the sign-ins active right now, the oldest read first to go. */
const LIMIT = 10_000;

interface Entry {
  /** Shared by the concurrent requests of one sign-in: one read of the session and its user for all. */
  user: Promise<CurrentUser | null>;
  userId: string | null;
  at: number;
}

/**
 * Who a sign-in stands for (its session and its user, two reads of the store), kept a moment: each agent
 * answers several times a second and is pushed the others' answers, and every one of those asked both
 * reads again. Keyed by the session's store key, never by anything the request names but its cookie; the
 * user is the one the session names, so no entry can answer for another tenant.
 */
export class SignedInUsers {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly sessions: SessionStore,
    private readonly readModels: ReadModels,
    private readonly now: () => number = () => performance.now(),
    private readonly maxAgeMs = SIGNED_IN_MAX_AGE_MS,
  ) {
    sessions.onEnd((ended) => {
      if ('key' in ended) this.entries.delete(ended.key);
      else this.forgetUser(ended.userId);
    });
  }

  /** The user of a session cookie, or null (none, expired, ended, or its user gone or deactivated). */
  byCookie(sessionId: string | undefined): Promise<CurrentUser | null> {
    if (!sessionId || !/^[A-Za-z0-9_-]{43}$/.test(sessionId)) return Promise.resolve(null);
    return this.byKey(sessionKey(sessionId));
  }

  /** The same by the session's store key (what sockets keep). */
  byKey(key: string): Promise<CurrentUser | null> {
    const at = this.now();
    const known = this.entries.get(key);
    if (known && at - known.at < this.maxAgeMs) return known.user;
    const entry: Entry = { user: this.read(key), userId: null, at };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > LIMIT) this.entries.delete(this.entries.keys().next().value!);
    entry.user.then(
      (user) => {
        entry.userId = user?.id ?? null;
        // Nobody: asked again next time, so a sign-in made meanwhile is seen at once.
        if (!user && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return entry.user;
  }

  /** Forgets the sign-ins of users these committed changes touch (a role, a link, a deactivation). */
  changed(notices: readonly ChangeNotice[]): void {
    for (const notice of notices) if (notice.collection === 'users') this.forgetUser(notice.id);
  }

  /** Entries still being read go too: their read may have come before the change. */
  private forgetUser(userId: string): void {
    for (const [key, entry] of this.entries)
      if (entry.userId === userId || entry.userId === null) this.entries.delete(key);
  }

  /** A session whose user is gone or deactivated is ended here, as a request without the cache did. */
  private async read(key: string): Promise<CurrentUser | null> {
    const session = await this.sessions.resolveKey(key);
    if (!session) return null;
    const user = signedInUserOf(await userQueries(this.readModels).byId(session.userId));
    if (!user) await this.sessions.destroyKey(key);
    return user;
  }
}
