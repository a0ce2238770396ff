import { REGISTRY, type RegistryEntry } from './registry.ts';
import type { Collection, Document, ReadStore } from './store/types.ts';

/**
 * What the API reads: logical collections resolved to the physical collection the registry names, so a
 * rebuild can switch collections under running queries. Resolutions are cached briefly; the engine in the
 * same process invalidates at once on a switch, other processes catch up within `cacheMs`.
 */
export class ReadModels {
  private readonly cache = new Map<string, { physical: string; at: number }>();

  constructor(
    readonly store: ReadStore,
    private readonly cacheMs = 1000,
  ) {}

  collection<T extends Document = Document>(logical: string): Collection<T> {
    const resolve = () => this.resolve(logical).then((physical) => this.store.collection<T>(physical));
    return new Proxy({ name: logical } as Collection<T>, {
      get: (target, property) => {
        if (property === 'name') return logical;
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
