import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import type { Projection } from '../../src-projections/projection.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { CHECKPOINTS, type CheckpointDocument } from '../../src-projections/runner.ts';
import type { Collection, Document } from '../../src-projections/store/types.ts';
import { counterProjection, type CounterDoc, type CounterEvent } from '../support/counter-projection.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';
import { FlakyReadStore } from '../support/flaky-stores.ts';

/** Counts the reads of the projection's own collection made outside transactions, on the real store. */
class ReadCountingStore extends FlakyReadStore {
  reads = 0;
  override collection<T extends Document = Document>(name: string): Collection<T> {
    const real = super.collection<T>(name);
    if (!name.startsWith('counters')) return real;
    return new Proxy(real, {
      get: (target, key, receiver) => {
        if (key === 'find') this.reads++;
        return Reflect.get(target, key, receiver);
      },
    });
  }
}

describe("a projection runner's documents between batches", () => {
  let stores: ReturnType<typeof embeddedStores>;
  let engine: ProjectionEngine | null = null;
  afterEach(async () => {
    await engine?.stop();
    await stores.close();
  });
  const start = async (readStore: FlakyReadStore, projection: Projection<CounterDoc, CounterEvent>) => {
    engine = new ProjectionEngine({
      events: stores.events,
      readStore,
      readModels: new ReadModels(readStore, 0),
      projections: [projection],
      owner: 'test',
      log: () => {},
      retry: { baseMs: 20, maxMs: 50 },
    });
    await engine.start();
    return engine;
  };
  const count = (stream: string, n: number) =>
    stores.events.append(stream, [{ type: 'Counted', data: { n } }]);

  it('reads a document once, and a stream without one once, however many of its events follow', async () => {
    stores = embeddedStores();
    const readStore = new ReadCountingStore(stores.readStore);
    // Every stream's events reach the projection; only counter streams have documents.
    const running = await start(
      readStore,
      counterProjection({
        documentIds: (event) => [event.stream],
        evolve: (doc, event) =>
          event.stream.startsWith('counter-') && event.type === 'Counted'
            ? { _id: event.stream, total: (doc?.total ?? 0) + event.data.n, events: (doc?.events ?? 0) + 1 }
            : doc,
      }),
    );
    const before = readStore.reads;
    for (let n = 1; n <= 10; n++) {
      expect(await running.waitFor((await count('other-1', n)).position)).toBe(true);
      expect(await running.waitFor((await count('counter-a', n)).position)).toBe(true);
    }
    // One read for each of the two streams, not one per event.
    expect(readStore.reads - before).toBe(2);
    const stored = await stores.readStore.collection<CounterDoc>('counters_v1').findOne({ _id: 'counter-a' });
    expect(stored).toMatchObject({ total: 55, events: 10 });
    expect(await stores.readStore.collection('counters_v1').findOne({ _id: 'other-1' })).toBeNull();
  });

  it('stores context documents apart without indexes, and keeps between batches only those the projection reads again', async () => {
    stores = embeddedStores();
    const readStore = new FlakyReadStore(stores.readStore);
    // Each event writes a log line no later event reads, and moves its counter, which the next one reads.
    const running = await start(
      readStore,
      counterProjection({
        documentIds: (event) => [`line-${event.position}`, event.stream],
        evolve: (doc, event, context) =>
          event.type !== 'Counted'
            ? doc
            : context!.id.startsWith('line-')
              ? { _id: context!.id, total: event.data.n, events: 1 }
              : {
                  _id: event.stream,
                  total: (doc?.total ?? 0) + event.data.n,
                  events: (doc?.events ?? 0) + 1,
                },
        isContext: (id) => id.startsWith('counter-'),
        keeps: (id) => id.startsWith('counter-'),
      }),
    );
    let position = 0;
    for (let n = 1; n <= 5; n++) position = (await count('counter-a', n)).position;
    expect(await running.waitFor(position)).toBe(true);

    const lines = await stores.readStore.collection<CounterDoc>('counters_v1').find({}, { sort: { _id: 1 } });
    expect(lines.map((doc) => doc.total)).toEqual([1, 2, 3, 4, 5]);
    const contexts = await stores.readStore.collection<CounterDoc>('counters_v1_context').find({});
    expect(contexts).toMatchObject([{ _id: 'counter-a', total: 15, events: 5 }]);
    const file = new Database(join(stores.dir, 'readmodels.db'), { readonly: true });
    const indexed = (table: string) =>
      file
        .prepare(
          "SELECT count(*) AS n FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
        )
        .get(`rm_${table}`) as { n: number };
    expect(indexed('counters_v1').n).toBe(1);
    expect(indexed('counters_v1_context').n).toBe(0);
    file.close();
    // The counter is kept (read once, at its first event); the lines are not.
    expect(running.recent('counters', 'counter-a')).toMatchObject({ total: 15 });
    expect(running.recent('counters', `line-${position}`)).toBeUndefined();
  });

  it("keeps as many documents as its projection's cacheSize, the least recently used going first", async () => {
    stores = embeddedStores();
    const running = await start(new FlakyReadStore(stores.readStore), counterProjection({ cacheSize: 2 }));
    let position = 0;
    for (const stream of ['counter-a', 'counter-b', 'counter-a', 'counter-c'])
      position = (await count(stream, 1)).position;
    expect(await running.waitFor(position)).toBe(true);
    expect(running.recent('counters', 'counter-a')).toMatchObject({ total: 2 });
    expect(running.recent('counters', 'counter-c')).toMatchObject({ total: 1 });
    expect(running.recent('counters', 'counter-b')).toBeUndefined();
  });

  it('reads afresh after a failure: what another process stored meanwhile is what the next event meets', async () => {
    stores = embeddedStores();
    const readStore = new FlakyReadStore(stores.readStore);
    const running = await start(readStore, counterProjection());
    expect(await running.waitFor((await count('counter-a', 1)).position)).toBe(true);

    readStore.down = true;
    const callsBefore = readStore.calls;
    const { position } = await count('counter-a', 2);
    // The batch failed and the runner has tried to open again from its checkpoint (a read, refused).
    await eventually(
      () => readStore.calls,
      (calls) => calls > callsBefore + 1,
      5000,
    );
    // Meanwhile the document is changed behind this runner's back (as a process holding the lease would).
    await stores.readStore
      .collection<CounterDoc>('counters_v1')
      .updateOne({ _id: 'counter-a' }, { $set: { total: 100 } });
    readStore.down = false;
    // Recovered on its own (after its backoff): the event met the stored document, not the one kept before.
    const stored = await eventually(
      () => stores.readStore.collection<CounterDoc>('counters_v1').findOne({ _id: 'counter-a' }),
      (doc) => doc?.events === 2,
      5000,
    );
    expect(stored?.total).toBe(102);
    expect(await running.waitFor(position)).toBe(true);
  });

  it('stops at an event whose evolve changes the document it was given, rather than keep a corrupted one', async () => {
    stores = embeddedStores();
    const readStore = new FlakyReadStore(stores.readStore);
    type ListDoc = CounterDoc & { seen: number[] };
    const running = await start(
      readStore,
      counterProjection({
        evolve: (doc, event) => {
          if (event.type !== 'Counted') return null;
          const list = doc as ListDoc | null;
          // The defect: it pushes onto the array it was given instead of making a new one.
          if (list) list.seen.push(event.data.n);
          return { _id: event.stream, total: 0, events: 0, seen: list?.seen ?? [event.data.n] } as ListDoc;
        },
      }),
    );
    expect(await running.waitFor((await count('counter-a', 1)).position)).toBe(true);
    await count('counter-a', 2);
    const checkpoint = await eventually(
      () => stores.readStore.collection<CheckpointDocument>(CHECKPOINTS).findOne({ _id: 'counters_v1' }),
      (found) => !!found?.failure,
      5000,
    );
    expect(checkpoint?.failure?.eventType).toBe('Counted');
    const stored = await stores.readStore.collection<ListDoc>('counters_v1').findOne({ _id: 'counter-a' });
    expect(stored?.seen).toEqual([1]);
  });
});
