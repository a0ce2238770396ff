import type { ReadStore, TransactionScope } from './store/types.ts';

export const REGISTRY = 'system_collections';

/** Which physical collection serves a logical one, and which checkpoint feeds it. */
export interface RegistryEntry {
  _id: string;
  projection: string;
  physical: string;
  generation: number;
  projectionVersion: number;
  checkpointId: string;
  /**
   * Collections a rebuild switched away from, still readable by processes whose name cache holds them; the
   * lease holder drops each once its grace period has passed (see `ProjectionEngine.dropRetired`).
   */
  retired?: RetiredCollection[];
  [key: string]: unknown;
}

export interface RetiredCollection {
  physical: string;
  checkpointId: string;
  /** The store's time of the switch (ms). */
  retiredAt: number;
}

/** Where a projection's context documents (`Projection.isContext`) are stored: beside its collection. */
export const contextCollectionOf = (physical: string) => `${physical}_context`;

export function generationNames(projection: string, collection: string, generation: number) {
  return { physical: `${collection}_v${generation}`, checkpointId: `${projection}_v${generation}` };
}

export async function readRegistry(store: ReadStore, collection: string): Promise<RegistryEntry | null> {
  return store.collection<RegistryEntry>(REGISTRY).findOne({ _id: collection });
}

export async function writeRegistry(
  store: ReadStore | TransactionScope,
  entry: RegistryEntry,
): Promise<void> {
  await store.collection<RegistryEntry>(REGISTRY).replaceOne({ _id: entry._id }, entry, { upsert: true });
}

/** The registry entry moved on (another process switched the collection): this switch must not land. */
export class RegistryMovedError extends Error {
  override readonly name = 'RegistryMovedError';
  constructor(collection: string, generation: number) {
    super(`The registry entry of ${collection} is no longer at generation ${generation}`);
  }
}

/**
 * Compare-and-set of an entry on the generation the caller read: a switch (or a retired list) computed from
 * an entry that another process has since replaced is refused, never written over it.
 */
export async function replaceRegistryAt(
  scope: ReadStore | TransactionScope,
  entry: RegistryEntry,
  readGeneration: number,
): Promise<void> {
  const result = await scope
    .collection<RegistryEntry>(REGISTRY)
    .replaceOne({ _id: entry._id, generation: readGeneration }, entry);
  if (result.matchedCount !== 1) throw new RegistryMovedError(entry._id, readGeneration);
}
