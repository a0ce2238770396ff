import type { ChangePush } from '../src-domain/shared/push-protocol.ts';
import type { RecordedEvent } from '../src-domain/store/types.ts';
import type { Document, IndexOptions } from './store/types.ts';

/** Bookkeeping every read-model document carries: the last log position applied and its change count. */
export interface Tracked {
  _position: number;
  _version: number;
}

export type TrackedDocument<D extends Document = Document> = D & Tracked;

/**
 * A read model: which documents an event touches, and `(doc, event) -> doc | null`. Returning the same
 * object means "no change"; null removes the document. Pure, so replay always gives the same result.
 */
export interface Projection<D extends Document = Document> {
  name: string;
  /** The logical collection the API reads; stored physically as `<collection>_v<version>`. */
  collection: string;
  /** Bump when the code changes what documents look like: the engine rebuilds into a new collection. */
  version: number;
  documentIds(event: RecordedEvent): string[];
  evolve(doc: D | null, event: RecordedEvent): D | null;
  /** Socket.IO rooms told about a change of this document. */
  rooms?(doc: D): string[];
  indexes?: Array<{ keys: Record<string, 1 | -1>; options?: IndexOptions }>;
}

/** Emitted after a batch has committed, one per changed document: the push, and the rooms it goes to. */
export interface ChangeNotice extends ChangePush {
  rooms: string[];
}

/** documentIds for a read model with one document per stream of a category: `user-<id>` -> [id]. */
export function idOfStream(category: string): (event: RecordedEvent) => string[] {
  const prefix = `${category}-`;
  return (event) => (event.stream.startsWith(prefix) ? [event.stream.slice(prefix.length)] : []);
}

export function stripTracking<D extends Document>(doc: TrackedDocument<D>): D {
  const { _position: _p, _version: _v, ...rest } = doc;
  return rest as unknown as D;
}
