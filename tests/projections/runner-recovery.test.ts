import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import {
  CHECKPOINTS,
  moveCheckpoint,
  StaleCheckpointError,
  type CheckpointDocument,
} from '../../src-projections/runner.ts';
import { counterProjection, type CounterDoc } from '../support/counter-projection.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';
import { FlakyEventStore, FlakyReadStore } from '../support/flaky-stores.ts';

type Stores = ReturnType<typeof embeddedStores>;

describe('a projection runner that loses its log or its read store', () => {
  let stores: Stores;
  let events: FlakyEventStore;
  let readStore: FlakyReadStore;
  let engine: ProjectionEngine;
  const checkpoint = () =>
    stores.readStore.collection<CheckpointDocument>(CHECKPOINTS).findOne({ _id: 'counters_v1' });
  const total = async () =>
    (await stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-a' }))?.total;
  const count = (n: number) => events.append('counter-a', [{ type: 'Counted', data: { n } }]);

  function start(projection = counterProjection()) {
    engine = new ProjectionEngine({
      events,
      readStore,
      readModels: new ReadModels(readStore, 0),
      projections: [projection],
      owner: 'test',
      retry: { baseMs: 20, maxMs: 100 },
      log: () => {},
    });
    return engine.start();
  }

  beforeEach(() => {
    stores = embeddedStores();
    events = new FlakyEventStore(stores.events);
    readStore = new FlakyReadStore(stores.readStore);
  });
  afterEach(async () => {
    await engine.stop();
    await stores.close();
  });

  it('records a log read error on its checkpoint, retries with backoff and catches up when the log is back', async () => {
    await start();
    expect(await engine.waitFor((await count(1)).position)).toBe(true);
    events.down = true;
    await count(2);
    const failing = await eventually(checkpoint, (c) => !!c?.lastError);
    expect(failing!.lastError).toMatchObject({ source: 'log', message: 'event log unreachable' });
    const retried = await eventually(checkpoint, (c) => (c?.lastError?.attempts ?? 0) >= 3);
    expect(retried!.lastError!.since).toBe(failing!.lastError!.since);
    events.down = false;
    const { position } = await count(3);
    expect(
      await eventually(
        () => engine.waitFor(position, 200),
        (ok) => ok,
      ),
    ).toBe(true);
    expect(await total()).toBe(6);
    expect(await checkpoint()).toMatchObject({ position, lastError: null, failure: null });
  });

  it('recovers from a read store whose transactions fail for a while, losing and doubling nothing', async () => {
    await start();
    expect(await engine.waitFor((await count(1)).position)).toBe(true);
    readStore.down = true;
    await count(2);
    await eventually(
      () => engine.status()[0]!,
      (s) => s.state === 'failed' && /read store unreachable/.test(s.failure ?? ''),
    );
    await new Promise((r) => setTimeout(r, 150));
    await count(3);
    readStore.down = false;
    const { position } = await count(4);
    expect(
      await eventually(
        () => engine.waitFor(position, 200),
        (ok) => ok,
      ),
    ).toBe(true);
    expect(await total()).toBe(10);
    expect(await checkpoint()).toMatchObject({ position, lastError: null });
  });

  it('stops a projection error at its event, records it, and passes it once the code is fixed', async () => {
    let broken = true;
    await start(
      counterProjection({
        evolve: (doc, event) => {
          if (broken && event.type === 'Counted' && event.data.n === 13) throw new Error('unlucky');
          return counterProjection().evolve(doc, event);
        },
      }),
    );
    await count(1);
    const bad = await count(13);
    await count(2);
    const failing = await eventually(checkpoint, (c) => (c?.lastError?.attempts ?? 0) >= 2);
    expect(failing).toMatchObject({
      position: bad.position - 1,
      failure: { position: bad.position, message: 'unlucky' },
      lastError: { source: 'projection' },
    });
    expect(await total()).toBe(1);
    broken = false;
    const head = await stores.events.headPosition();
    expect(
      await eventually(
        () => engine.waitFor(head, 200),
        (ok) => ok,
      ),
    ).toBe(true);
    expect(await total()).toBe(16);
    expect(await checkpoint()).toMatchObject({ position: head, failure: null, lastError: null });
  });
});

describe('a checkpoint', () => {
  it('only moves forward: a stale writer cannot move it back, and its batch rolls back', async () => {
    const stores = embeddedStores();
    try {
      const write = (position: number) =>
        stores.readStore.transaction(async (tx) => {
          await tx.collection('counters_v1').insertOne({ _id: `doc-${position}` });
          await moveCheckpoint(tx.collection<CheckpointDocument>(CHECKPOINTS), 'counters_v1', position, {});
        });
      await write(10);
      await expect(write(4)).rejects.toBeInstanceOf(StaleCheckpointError);
      expect(await stores.readStore.collection(CHECKPOINTS).findOne({ _id: 'counters_v1' })).toMatchObject({
        position: 10,
      });
      expect(await stores.readStore.collection('counters_v1').findOne({ _id: 'doc-4' })).toBeNull();
    } finally {
      await stores.close();
    }
  });
});
