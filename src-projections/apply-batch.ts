import type { DomainEvent } from '../src-domain/eventstore/decider.ts';
import {
  stripTracking,
  type ChangeNotice,
  type Projection,
  type Recorded,
  type TrackedDocument,
} from './projection.ts';
import type { BulkOperation, Document } from './store/types.ts';
import type { FoldStep } from './stream-folds.ts';

/** The projection threw on one event: the runner stops there instead of skipping it. */
export class ProjectionFailedError extends Error {
  override readonly name = 'ProjectionFailedError';
  constructor(
    readonly projection: string,
    readonly position: number,
    readonly eventType: string,
    override readonly cause: unknown,
  ) {
    super(
      `Projection ${projection} failed at position ${position} (${eventType}): ${(cause as Error)?.message ?? cause}`,
    );
  }
}

export interface BatchOutcome<D extends Document> {
  writes: BulkOperation<TrackedDocument<D>>[];
  notices: ChangeNotice[];
  /**
   * Linked documents (Projection.linked) the batch reached that were not looked up: the caller reads them
   * and applies the batch again; the outcome is incomplete while any are missing.
   */
  missing: string[];
}

/**
 * Folds a batch of the projection's events (see `eventsFor`) into the documents they touch. An event at or below a document's _position was
 * applied already (a replay after a crash), so it is skipped for that document: replay is idempotent.
 */
export function applyBatch<D extends Document, E extends DomainEvent, S = unknown>(
  projection: Projection<D, E, S>,
  loaded: Map<string, TrackedDocument<D>>,
  events: readonly Recorded<E>[],
  /** The stored documents each sweeping event reaches (see Projection.sweep), found by the runner. */
  swept: ReadonlyMap<Recorded<E>, string[]> = new Map(),
  /** The fold's state before and after each event, for a projection that names a fold (StreamFolds.steps). */
  steps: ReadonlyMap<object, FoldStep<S>> = new Map(),
  /**
   * Every id the caller looked up, found or not: a linked id outside it is missing rather than absent.
   * Without it, whatever `loaded` lacks does not exist.
   */
  lookedUp?: ReadonlySet<string>,
): BatchOutcome<D> {
  const missing = new Set<string>();
  // The documents a named one links to join the event's list as it reaches them, before and after it.
  const link = (ids: string[], doc: TrackedDocument<D> | null | undefined) => {
    if (!doc || !projection.linked) return;
    for (const other of projection.linked(stripTracking(doc))) if (!ids.includes(other)) ids.push(other);
  };
  const current = new Map<string, TrackedDocument<D> | null>(loaded);
  const before = new Map<string, TrackedDocument<D> | null>();
  const touched = new Map<string, number>();
  const read = (id: string): D | null => {
    const doc = current.get(id);
    return doc ? stripTracking(doc) : null;
  };
  for (const event of events) {
    let ids: string[];
    try {
      ids = projection.documentIds(event);
      const sweep = swept.size > 0 ? projection.sweep?.(event) : null;
      if (sweep)
        ids = [...new Set([...ids, ...(swept.get(event) ?? []), ...sweptInBatch(current, sweep.test)])];
    } catch (error) {
      throw new ProjectionFailedError(projection.name, event.position, event.type, error);
    }
    const named = new Set(ids);
    for (let at = 0; at < ids.length; at++) {
      const id = ids[at]!;
      if (!named.has(id) && lookedUp && !current.has(id) && !lookedUp.has(id)) {
        missing.add(id);
        continue;
      }
      const doc = current.get(id) ?? null;
      if (named.has(id)) link(ids, doc);
      if (doc && doc._position >= event.position) continue;
      const input = doc ? stripTracking(doc) : null;
      let next: D | null;
      try {
        next = projection.evolve(input, event, { id, read, fold: steps.get(event) });
      } catch (error) {
        throw new ProjectionFailedError(projection.name, event.position, event.type, error);
      }
      // The projection ignored the event: it gave back what it was given. Nothing is written for it.
      if (next === input) continue;
      if (!before.has(id)) before.set(id, doc);
      // One version per event applied, however the events fall into batches, so a resumed projection ends
      // with the same versions as a full replay.
      const version = (doc?._version ?? before.get(id)?._version ?? 0) + 1;
      current.set(
        id,
        next === null ? null : { ...next, _id: id, _position: event.position, _version: version },
      );
      touched.set(id, event.position);
      if (named.has(id)) link(ids, current.get(id));
    }
  }

  const writes: BulkOperation<TrackedDocument<D>>[] = [];
  const notices: ChangeNotice[] = [];
  for (const [id, position] of touched) {
    const was = before.get(id) ?? null;
    const now = current.get(id) ?? null;
    if (now) {
      writes.push({ replaceOne: { filter: { _id: id }, replacement: now, upsert: true } });
      notices.push({
        collection: projection.collection,
        id,
        version: now._version,
        previousVersion: was?._version ?? 0,
        position,
        doc: stripTracking(now),
        rooms: projection.rooms?.(stripTracking(now)) ?? [],
      });
    } else if (was) {
      writes.push({ deleteOne: { filter: { _id: id } } });
      notices.push({
        collection: projection.collection,
        id,
        version: was._version + 1,
        previousVersion: was._version,
        position,
        removed: true,
        rooms: projection.rooms?.(stripTracking(was)) ?? [],
      });
    }
  }
  return { writes, notices, missing: [...missing] };
}

/** The documents of this batch, not stored yet, that a sweep's query would have found. */
function sweptInBatch<D extends Document>(
  current: ReadonlyMap<string, TrackedDocument<D> | null>,
  test: (doc: D) => boolean,
): string[] {
  const ids: string[] = [];
  for (const [id, doc] of current) if (doc && test(stripTracking(doc))) ids.push(id);
  return ids;
}
