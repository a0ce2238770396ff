import type { Projection } from '../../src-projections/projection.ts';
import type { Document } from '../../src-projections/store/types.ts';

export interface CounterDoc extends Document {
  total: number;
  events: number;
}

export type CounterEvent =
  { type: 'Counted'; data: { n: number } } | { type: 'CounterRemoved'; data: object };

/** A small read model for the runner's tests: one document per `counter-…` stream, summing `n`. */
export function counterProjection(
  overrides: Partial<Projection<CounterDoc, CounterEvent>> = {},
): Projection<CounterDoc, CounterEvent> {
  return {
    name: 'counters',
    collection: 'counters',
    version: 1,
    handles: { Counted: true, CounterRemoved: true },
    documentIds: (event) => (event.stream.startsWith('counter-') ? [event.stream] : []),
    evolve: (doc, event) => {
      if (event.type === 'CounterRemoved') return null;
      return { _id: event.stream, total: (doc?.total ?? 0) + event.data.n, events: (doc?.events ?? 0) + 1 };
    },
    rooms: (doc) => [`counter:${doc._id}`],
    indexes: [{ keys: { total: 1 } }],
    ...overrides,
  };
}
