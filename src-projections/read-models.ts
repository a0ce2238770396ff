import { REGISTRY, type RegistryEntry } from './registry.ts';
import type { Collection, Document, ReadStore } from './store/types.ts';

/**
 * What the API reads: logical collections resolved to the physical collection the registry names, so a
 * rebuild can switch collections under running queries. Resolutions are cached briefly; the engine in the
 * same process invalidates at once on a switch, other processes catch up within `cacheMs`.
 */
export class ReadModels {
  private readonly cache = new Map<string, { physical: string; at: number }>();
  private recent: RecentDocuments | null = null;

  constructor(
    readonly store: ReadStore,
    private readonly cacheMs = 1000,
  ) {}

  /**
   * Reads of one document by id are answered from the projection runners of this process where they keep it
   * as last committed (the answer path reads its inspection twice per answer): the same document the store
   * holds, without a read or a parse. Such documents are frozen: never change what a query gives.
   */
  serveRecentFrom(recent: RecentDocuments): void {
    this.recent = recent;
  }

  collection<T extends Document = Document>(logical: string): Collection<T> {
    const resolve = () => this.resolve(logical).then((physical) => this.store.collection<T>(physical));
    return new Proxy({ name: logical } as Collection<T>, {
      get: (target, property) => {
        if (property === 'name') return logical;
        if (property === 'findOne' && this.recent) {
          const recent = this.recent;
          return (filter: unknown, ...rest: unknown[]) => {
            const id = rest.length === 0 ? idAlone(filter) : null;
            const kept = id === null ? undefined : recent.recent(logical, id);
            if (kept !== undefined) return Promise.resolve(kept as T);
            return resolve().then((collection) => collection.findOne(filter as never, ...(rest as [])));
          };
        }
        return (...args: unknown[]) =>
          resolve().then((collection) =>
            (collection[property as keyof Collection<T>] as (...a: unknown[]) => unknown)(...args),
          );
      },
    });
  }

  invalidate(logical: string): void {
    this.cache.delete(logical);
  }

  private async resolve(logical: string): Promise<string> {
    const cached = this.cache.get(logical);
    if (cached && performance.now() - cached.at < this.cacheMs) return cached.physical;
    const entry = await this.store.collection<RegistryEntry>(REGISTRY).findOne({ _id: logical });
    const physical = entry?.physical ?? `${logical}_v1`;
    this.cache.set(logical, { physical, at: performance.now() });
    return physical;
  }
}

/** Documents as their runners in this process last committed them (the projection engine). */
export interface RecentDocuments {
  recent(collection: string, id: string): Document | undefined;
}

/** The id of a filter that names only `_id`, as a plain string. */
function idAlone(filter: unknown): string | null {
  if (filter === null || typeof filter !== 'object') return null;
  const keys = Object.keys(filter);
  const id = (filter as { _id?: unknown })._id;
  return keys.length === 1 && typeof id === 'string' ? id : null;
}
