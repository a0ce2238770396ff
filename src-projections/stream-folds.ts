import type { RecordedEvent } from '../src-domain/eventstore/types.ts';

/** The one fold of a category's streams (an inspection's events: `evolveLiveInspection`). */
export interface StreamFold<S> {
  category: string;
  evolve(state: S | null, event: RecordedEvent): S | null;
}

/** A stream's folded state before and after one of its events: what a read model of that stream derives from. */
export interface FoldStep<S> {
  before: S | null;
  after: S | null;
}

/** How many streams' states a runner keeps between batches unless its projection says otherwise. */
const HELD_LIMIT = 2000;

/**
 * The states a projection runner holds of the streams it folds, each with the version it is at. A batch's
 * events are folded in order from what is held; a stream not held at the version before its event (after a
 * restart, an eviction, a replay) is read from the log and folded up to that event, but only where the read
 * model needs the state (`toRead`): events of streams nobody asks about are folded only while held, and are
 * otherwise skipped for free. So the read models that follow an inspection's answers take them from the one
 * fold instead of handling the events their own way.
 */
export class StreamFolds<S> {
  private readonly held = new Map<string, { version: number; state: S | null }>();

  constructor(
    readonly fold: StreamFold<S>,
    private readonly limit = HELD_LIMIT,
  ) {}

  private readonly prefix = () => `${this.fold.category}-`;

  /** The streams to read from the log before `steps`: those of wanted events whose state before is not held. */
  toRead(batch: readonly RecordedEvent[], wants: (event: RecordedEvent) => boolean): string[] {
    const at = new Map<string, number | null>();
    const read = new Set<string>();
    for (const event of batch) {
      if (!event.stream.startsWith(this.prefix())) continue;
      const version = at.has(event.stream)
        ? at.get(event.stream)!
        : (this.held.get(event.stream)?.version ?? null);
      if (event.version === 1 || version === event.version - 1 || read.has(event.stream))
        at.set(event.stream, event.version);
      else if (wants(event)) {
        read.add(event.stream);
        at.set(event.stream, event.version);
      } else at.set(event.stream, null);
    }
    return [...read];
  }

  /**
   * Folds the batch's events of the category in order, from the held states or from the `histories` read
   * (each a whole stream as the log holds it); the step of each event whose state before was known.
   */
  steps(
    batch: readonly RecordedEvent[],
    histories: ReadonlyMap<string, readonly RecordedEvent[]> = new Map(),
  ): Map<RecordedEvent, FoldStep<S>> {
    const steps = new Map<RecordedEvent, FoldStep<S>>();
    for (const event of batch) {
      if (!event.stream.startsWith(this.prefix())) continue;
      const held = this.held.get(event.stream);
      let before: S | null;
      if (event.version === 1) before = null;
      else if (held?.version === event.version - 1) before = held.state;
      else {
        const history = histories.get(event.stream);
        if (!history) {
          this.held.delete(event.stream);
          continue;
        }
        before = null;
        for (const earlier of history)
          if (earlier.version < event.version) before = this.fold.evolve(before, earlier);
      }
      const after = this.fold.evolve(before, event);
      steps.set(event, { before, after });
      this.hold(event.stream, event.version, after);
    }
    return steps;
  }

  private hold(stream: string, version: number, state: S | null): void {
    // Most recently folded last: the oldest is dropped first.
    this.held.delete(stream);
    this.held.set(stream, { version, state });
    if (this.held.size > this.limit) this.held.delete(this.held.keys().next().value!);
  }

  clear(): void {
    this.held.clear();
  }
}
