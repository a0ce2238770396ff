import type { ReadStore } from './store/types.ts';

export const REGISTRY = 'system_collections';

/** Which physical collection serves a logical one, and which checkpoint feeds it. */
export interface RegistryEntry {
  _id: string;
  projection: string;
  physical: string;
  generation: number;
  projectionVersion: number;
  checkpointId: string;
  [key: string]: unknown;
}

export function generationNames(projection: string, collection: string, generation: number) {
  return { physical: `${collection}_v${generation}`, checkpointId: `${projection}_v${generation}` };
}

export async function readRegistry(store: ReadStore, collection: string): Promise<RegistryEntry | null> {
  return store.collection<RegistryEntry>(REGISTRY).findOne({ _id: collection });
}

export async function writeRegistry(store: ReadStore, entry: RegistryEntry): Promise<void> {
  await store.collection<RegistryEntry>(REGISTRY).replaceOne({ _id: entry._id }, entry, { upsert: true });
}
