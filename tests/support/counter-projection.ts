import type { RecordedEvent } from '../../src-domain/store/types.ts';
import type { Projection } from '../../src-projections/projection.ts';
import type { Document } from '../../src-projections/store/types.ts';

export interface CounterDoc extends Document {
  total: number;
  events: number;
}

/** A small read model for the runner's tests: one document per `counter-…` stream, summing `n`. */
export function counterProjection(overrides: Partial<Projection<CounterDoc>> = {}): Projection<CounterDoc> {
  return {
    name: 'counters',
    collection: 'counters',
    version: 1,
    documentIds: (event: RecordedEvent) => (event.stream.startsWith('counter-') ? [event.stream] : []),
    evolve: (doc, event) => {
      if (event.type === 'CounterRemoved') return null;
      const n = (event.data as { n: number }).n;
      return { _id: event.stream, total: (doc?.total ?? 0) + n, events: (doc?.events ?? 0) + 1 };
    },
    rooms: (doc) => [`counter:${doc._id}`],
    indexes: [{ keys: { total: 1 } }],
    ...overrides,
  };
}
