import { systemClock } from '../src-domain/shared/clock.ts';
import type { ReadStore, TransactionScope } from './store/types.ts';
import { DuplicateKeyError } from './store/types.ts';
import { ownerGoneOnThisHost } from './lease-owner.ts';

export const LEASES = 'system_leases';

interface LeaseDocument {
  _id: string;
  owner: string;
  token: number;
  expiresAt: number;
  [key: string]: unknown;
}

/**
 * One active holder per name across processes. Each takeover raises the fencing token; a holder proves it
 * still holds the lease inside the same transaction as its writes (`fence`), so a paused holder that lost
 * the lease cannot write over its successor.
 */
export class Lease {
  private token: number | null = null;
  /** The store's time minus this process's, as last read: checkpoints are stamped in the store's time. */
  private storeOffsetMs = 0;

  constructor(
    private readonly store: ReadStore,
    readonly name: string,
    readonly owner: string,
    private readonly ttlMs = 15_000,
    /** Only for tests that move time by hand; otherwise the store's time decides (see `ReadStore.now`). */
    private readonly clock?: () => number,
  ) {}

  /** The store's time when it has one, so expiry never depends on which process's clock is ahead. */
  private async now(): Promise<number> {
    if (this.clock) return this.clock();
    if (!this.store.now) return systemClock.now().getTime();
    const local = systemClock.now().getTime();
    const now = await this.store.now();
    this.storeOffsetMs = now - local;
    return now;
  }

  /**
   * The store's time without asking it: this process's clock corrected by the offset read at the last
   * `acquire` (every lease tick). Checkpoints are stamped with it, so health, which judges their age by the
   * store's time, never depends on whose clock stamped them.
   */
  storeTime(): number {
    return this.clock ? this.clock() : systemClock.now().getTime() + this.storeOffsetMs;
  }

  get heldToken(): number | null {
    return this.token;
  }

  /** Renews a held lease or takes a free or expired one; false when another process holds it. */
  async acquire(): Promise<boolean> {
    const leases = this.store.collection<LeaseDocument>(LEASES);
    const now = await this.now();
    const expiresAt = now + this.ttlMs;
    if (this.token !== null) {
      const renewed = await leases.updateOne(
        { _id: this.name, owner: this.owner, token: this.token },
        { $set: { expiresAt } },
      );
      if (renewed.matchedCount === 1) return true;
      this.token = null;
    }
    // An expired lease is free; so is our own, and one whose holder on this host is dead (killed, crashed):
    // taken at once, conditioned on the token read, so two processes seeing it dead take it once between them.
    const held = await leases.findOne({ _id: this.name });
    const dead =
      held && held.owner !== this.owner && ownerGoneOnThisHost(held.owner)
        ? [{ owner: held.owner, token: held.token }]
        : [];
    const taken = await leases.updateOne(
      { _id: this.name, $or: [{ expiresAt: { $lt: now } }, { owner: this.owner }, ...dead] },
      { $set: { owner: this.owner, expiresAt }, $inc: { token: 1 } },
    );
    if (taken.matchedCount === 0) {
      try {
        await leases.insertOne({ _id: this.name, owner: this.owner, token: 1, expiresAt });
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    }
    const mine = await leases.findOne({ _id: this.name, owner: this.owner });
    this.token = mine ? mine.token : null;
    return this.token !== null;
  }

  /**
   * Inside a transaction: throws LeaseLostError unless this process still holds the lease. It READS the
   * lease, so the transactions of every projection do not all write one shared document (on MongoDB each
   * would conflict with every other one committing at the same time). It is still a fence:
   * - SQLite: the transaction is `BEGIN IMMEDIATE`, holding the database's write lock from its start, so
   *   the lease it reads is the latest committed one until it commits; a takeover waits for it.
   * - MongoDB: the transaction reads a snapshot. A takeover committed before the snapshot is seen here. One
   *   committed after it, while this transaction runs, is not, but every fenced transaction also writes its
   *   follower's checkpoint document, and so does the new holder's first batch of that follower: if the two
   *   overlap, MongoDB aborts one with a write conflict and `withTransaction` runs it again, with a fresh
   *   snapshot that shows the new token. If they do not overlap, this commit came first and counts as made
   *   before the takeover: the new holder's batch reads the checkpoint in its own transaction and starts
   *   again from it when it moved on (`moveCheckpoint`). Either way the next transaction of this process
   *   reads the new token and stops.
   */
  async fence(scope: TransactionScope): Promise<void> {
    if (this.token === null) throw new LeaseLostError(this.name);
    const held = await scope.collection<LeaseDocument>(LEASES).findOne({ _id: this.name });
    if (held?.token !== this.token) {
      this.token = null;
      throw new LeaseLostError(this.name);
    }
  }

  /**
   * Inside a transaction, for rare decisive writes (a rebuild's switch, dropping retired collections):
   * WRITES the lease conditioned on the held token, so that on MongoDB a takeover committed after this
   * transaction's snapshot conflicts with it (one of the two is aborted and retried, and the retry reads the
   * new token), where the read of `fence` would not see it and this transaction writes no document the new
   * holder writes. Throws LeaseLostError unless this process still holds the lease.
   */
  async fenceWithWrite(scope: TransactionScope): Promise<void> {
    if (this.token === null) throw new LeaseLostError(this.name);
    const proved = await scope
      .collection<LeaseDocument>(LEASES)
      .updateOne({ _id: this.name, owner: this.owner, token: this.token }, { $inc: { fencedWrites: 1 } });
    if (proved.matchedCount !== 1) {
      this.token = null;
      throw new LeaseLostError(this.name);
    }
  }

  async release(): Promise<void> {
    if (this.token === null) return;
    await this.store
      .collection<LeaseDocument>(LEASES)
      .updateOne({ _id: this.name, token: this.token }, { $set: { expiresAt: 0 } });
    this.token = null;
  }
}

export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  constructor(lease: string) {
    super(`Lease ${lease} is held by another process`);
  }
}
