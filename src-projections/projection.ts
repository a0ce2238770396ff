import type { ChangePush } from '../src-domain/shared/push-protocol.ts';
import type { DomainEvent } from '../src-domain/eventstore/decider.ts';
import type { RecordedEvent } from '../src-domain/eventstore/types.ts';
import type { Document, Filter, IndexOptions } from './store/types.ts';
import type { FoldStep, StreamFold } from './stream-folds.ts';

/** Bookkeeping every read-model document carries: the last log position applied and its change count. */
export interface Tracked {
  _position: number;
  _version: number;
}

export type TrackedDocument<D extends Document = Document> = D & Tracked;

/** A document as read (it carries its version) or as pushed (the push tells its version beside it). */
export type Versioned<D extends Document> = D & Partial<Pick<Tracked, '_version'>>;

/**
 * The change count a screen holds of a document it listed: a push of a later version replaces it, an older
 * one (sent before the list was read, arriving after) is ignored.
 */
export const versionOf = (doc: Partial<Pick<Tracked, '_version'>>): number => doc._version ?? 0;

/** A domain event as the log recorded it: its own type and data, and where it sits in the log. */
export type Recorded<E extends DomainEvent> = E extends DomainEvent
  ? RecordedEvent<E['type'], E['data']>
  : never;

/** Every event type of a union, named once: a projection lists the events it reads this way. */
export type EventTypes<E extends DomainEvent> = { readonly [T in E['type']]: true };

/**
 * A read model over the events `E`: which documents an event touches, and `(doc, event) -> doc | null`.
 * Returning the same object means "no change"; null removes the document. Pure, so replay always gives the
 * same result. The runner hands it only the events `handles` names, typed by `E` (see `eventsFor`).
 */
export interface Projection<D extends Document = Document, E extends DomainEvent = DomainEvent, S = unknown> {
  name: string;
  /** The logical collection the API reads; stored physically as `<collection>_v<version>`. */
  collection: string;
  /** Bump when the code changes what documents look like: the engine rebuilds into a new collection. */
  version: number;
  /** The event types this read model reads: exactly the members of `E`, so the two cannot drift apart. */
  handles: EventTypes<E>;
  documentIds(event: Recorded<E>): string[];
  /**
   * `context` names the document being evolved (`id`, one of `documentIds`), and `read` gives another document
   * this event touches as it stands before this event reaches it: a read model that keeps context documents
   * beside its own (who someone was, what an answer was) reads them, named earlier, without a query.
   */
  evolve(doc: D | null, event: Recorded<E>, context?: EvolveContext<D, S>): D | null;
  /**
   * The one fold of its streams this read model derives its documents from (`EvolveContext.fold`: the state
   * before and after each event), instead of handling the events its own way. `onlyWithDocument`: only the
   * streams it keeps a document for need it (Safe Q days: the few Safe Q inspections), so the runner reads
   * no other stream's history. `cacheSize`: how many streams' states the runner holds (see StreamFolds).
   */
  fold?: { of: StreamFold<S>; onlyWithDocument?: boolean; cacheSize?: number };
  /**
   * The read model's context documents: what its own later events read (who someone was, an answer's
   * current value), never the API. They are stored apart, in `<physical>_context` without `indexes`, so
   * rewriting one costs no index upkeep. None unless given.
   */
  isContext?(id: string): boolean;
  /**
   * Which of its documents the runner keeps between batches (see DocumentCache; all unless given): a read
   * model that writes documents no later event reads (the audit trail's entries) keeps only those it reads,
   * so they are not pushed out by the others.
   */
  keeps?(id: string): boolean;
  /** How many documents the runner keeps between batches: 500 unless given (small ones may be many more). */
  cacheSize?: number;
  /**
   * Documents reached through a named one: an event names a document (`documentIds`), and that document,
   * before and after the event, names others the event changes too (a Safe Q inspection's context names its
   * entity-week's ranking, which no answer event could name). They are evolved after the named ones, which
   * they read through `EvolveContext.read`; the runner reads them from the store like the named ones.
   */
  linked?(doc: D): string[];
  /** Socket.IO rooms told about a change of this document. */
  rooms?(doc: D): string[];
  indexes?: Array<{ keys: Record<string, 1 | -1>; options?: IndexOptions }>;
  /**
   * Documents an event reaches that no id names, found by query: an erasure reaching every audit entry a
   * person is in. For rare events only: the runner queries the store (by indexed fields) before the batch,
   * and `test` picks the documents of the same batch, not stored yet, that the query would find.
   */
  sweep?(event: Recorded<E>): Sweep<D> | null;
}

/**
 * The one decode step between the log and a projection: the events of a batch it reads, as its own events.
 * Events are written only by the deciders whose unions the projections name, so the type names the data.
 */
export function eventsFor<D extends Document, E extends DomainEvent>(
  projection: Projection<D, E>,
  events: readonly RecordedEvent[],
): Recorded<E>[] {
  return events.filter((event): event is Recorded<E> => Object.hasOwn(projection.handles, event.type));
}

export interface Sweep<D extends Document> {
  filters: Filter[];
  test(doc: D): boolean;
}

export interface EvolveContext<D extends Document, S = unknown> {
  id: string;
  read(id: string): D | null;
  /** The stream's fold before and after the event, for a projection that names one (Projection.fold). */
  fold?: FoldStep<S>;
}

/** Emitted after a batch has committed, one per changed document: the push, and the rooms it goes to. */
export interface ChangeNotice extends ChangePush {
  rooms: string[];
}

/** documentIds for a read model with one document per stream of a category: `user-<id>` -> [id]. */
export function idOfStream(category: string): (event: { stream: string }) => string[] {
  const prefix = `${category}-`;
  return (event) => (event.stream.startsWith(prefix) ? [event.stream.slice(prefix.length)] : []);
}

export function stripTracking<D extends Document>(doc: TrackedDocument<D>): D {
  const { _position: _p, _version: _v, ...rest } = doc;
  return rest as unknown as D;
}
