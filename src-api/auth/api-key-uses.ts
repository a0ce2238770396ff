import type { ReadStore } from '../../src-projections/store/types.ts';

const USES = 'apiKeyUses';

/** How often one process writes a key's last use: a busy integration costs one write a minute, not one a request. */
export const LAST_USE_PRECISION_MS = 60_000;

/**
 * When each API key was last used. Kept in the read store beside the sessions, like them not derived from
 * events: a use is not a change of the organization worth a fact in the hash-chained log and the audit trail,
 * and an event per request would grow the log with every call. Each process writes a key's use at most once
 * a minute, so the time shown is right to the minute.
 */
export class ApiKeyUses {
  private readonly written = new Map<string, number>();

  constructor(private readonly store: ReadStore) {}

  async record(keyId: string, at: Date): Promise<void> {
    const last = this.written.get(keyId);
    if (last !== undefined && at.getTime() - last < LAST_USE_PRECISION_MS) return;
    this.written.set(keyId, at.getTime());
    await this.store
      .collection(USES)
      .updateOne({ _id: keyId }, { $set: { lastUsedAt: at.toISOString() } }, { upsert: true });
  }

  /** The last use of each of these keys that was used at all. */
  async lastUses(keyIds: string[]): Promise<Map<string, string>> {
    const docs = await this.store
      .collection<{ _id: string; lastUsedAt: string }>(USES)
      .find({ _id: { $in: keyIds } });
    return new Map(docs.map((doc) => [doc._id, doc.lastUsedAt]));
  }
}
