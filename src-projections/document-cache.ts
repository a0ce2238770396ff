import type { TrackedDocument } from './projection.ts';
import type { Document } from './store/types.ts';

/**
 * How many documents (unless its projection says otherwise: `Projection.cacheSize`), and how many ids known
 * to have none, a runner keeps between batches.
 */
const PRESENT_LIMIT = 500;
const ABSENT_LIMIT = 20_000;

/**
 * What a projection runner knows of its own collection between batches: the documents it last wrote or
 * read, and the ids it found without a document. While it holds the lease a runner is its collection's only
 * writer, so what it wrote is what is stored; the cache is emptied whenever it (re)opens its subscription
 * (after any failure, a lost lease included). An answer then costs its projections no read and no parse,
 * and a read model that keeps documents for few of the log's streams (Safe Q days, action plans) learns once
 * which streams have none and skips their events without a query.
 *
 * Documents are frozen when kept: evolve functions are pure and never change what they are given; a change
 * would corrupt the cache, and throws instead.
 */
export class DocumentCache<D extends Document> {
  private readonly present = new Map<string, TrackedDocument<D>>();
  private readonly absent = new Set<string>();

  constructor(private readonly presentLimit = PRESENT_LIMIT) {}

  /** The kept documents of `ids`, the ids known to have none, and the ids to read. */
  lookup(ids: Iterable<string>): { found: Map<string, TrackedDocument<D>>; unknown: string[] } {
    const found = new Map<string, TrackedDocument<D>>();
    const unknown: string[] = [];
    for (const id of ids) {
      const doc = this.present.get(id);
      if (doc) {
        // Most recently used last: the oldest is dropped first.
        this.present.delete(id);
        this.present.set(id, doc);
        found.set(id, doc);
      } else if (!this.absent.has(id)) unknown.push(id);
    }
    return { found, unknown };
  }

  /** A kept document, as last committed; undefined when none is kept (not "known absent": ask the store). */
  peek(id: string): TrackedDocument<D> | undefined {
    return this.present.get(id);
  }

  keep(id: string, doc: TrackedDocument<D> | null): void {
    this.present.delete(id);
    this.absent.delete(id);
    if (doc) {
      this.present.set(id, deepFreeze(doc));
      if (this.present.size > this.presentLimit) this.present.delete(this.present.keys().next().value!);
    } else {
      this.absent.add(id);
      if (this.absent.size > ABSENT_LIMIT) this.absent.delete(this.absent.values().next().value!);
    }
  }

  /** Nothing known of `id` any more: the next lookup asks the store. */
  forget(id: string): void {
    this.present.delete(id);
    this.absent.delete(id);
  }

  clear(): void {
    this.present.clear();
    this.absent.clear();
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
