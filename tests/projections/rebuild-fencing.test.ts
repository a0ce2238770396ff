import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { Lease, LeaseLostError } from '../../src-projections/lease.ts';
import {
  REGISTRY,
  RegistryMovedError,
  replaceRegistryAt,
  type RegistryEntry,
} from '../../src-projections/registry.ts';
import { counterProjection, type CounterDoc } from '../support/counter-projection.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';
import { FlakyEventStore, FlakyReadStore } from '../support/flaky-stores.ts';

type Stores = ReturnType<typeof embeddedStores>;

const registry = (stores: Stores) =>
  stores.readStore.collection<RegistryEntry>(REGISTRY).findOne({ _id: 'counters' });

describe('the registry and the lease as fences of a switch', () => {
  let stores: Stores;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('sets an entry only over the generation it was read at', async () => {
    const entry: RegistryEntry = {
      _id: 'counters',
      projection: 'counters',
      physical: 'counters_v2',
      checkpointId: 'counters_v2',
      generation: 2,
      projectionVersion: 1,
    };
    await stores.readStore.collection<RegistryEntry>(REGISTRY).insertOne({ ...entry, generation: 1 });
    await replaceRegistryAt(stores.readStore, entry, 1);
    await expect(replaceRegistryAt(stores.readStore, { ...entry, generation: 3 }, 1)).rejects.toBeInstanceOf(
      RegistryMovedError,
    );
    expect(await registry(stores)).toMatchObject({ generation: 2, physical: 'counters_v2' });
  });

  it('proves the lease by writing it, and refuses once another process took it over', async () => {
    const store = new FlakyReadStore(stores.readStore);
    const mine = new Lease(store, 'projections', 'p1', 60_000);
    expect(await mine.acquire()).toBe(true);
    await store.transaction((tx) => mine.fenceWithWrite(tx));
    store.timeShiftMs = 61_000;
    expect(await new Lease(store, 'projections', 'p2', 60_000).acquire()).toBe(true);
    await expect(store.transaction((tx) => mine.fenceWithWrite(tx))).rejects.toBeInstanceOf(LeaseLostError);
  });
});

describe('an engine and the registry another process switched', () => {
  let stores: Stores;
  let engine: ProjectionEngine;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(async () => {
    await engine.stop();
    await stores.close();
  });

  it('follows the stored entry at its next lease tick instead of writing on into the old collection', async () => {
    engine = new ProjectionEngine({
      ...stores,
      projections: [counterProjection()],
      owner: 'p1',
      leaseTtlMs: 600,
      log: () => {},
    });
    await engine.start();
    const first = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 1 } }]);
    expect(await engine.waitFor(first.position)).toBe(true);
    // Another holder rebuilt and switched meanwhile (this one's lease lapsed for a while, say).
    await replaceRegistryAt(
      stores.readStore,
      { ...(await registry(stores))!, generation: 2, physical: 'counters_v2', checkpointId: 'counters_v2' },
      1,
    );
    await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 2 } }]);
    const followed = await eventually(
      () => stores.readStore.collection<CounterDoc>('counters_v2').findOne({ _id: 'counter-a' }),
      (doc) => doc?.total === 3,
    );
    expect(followed?.total).toBe(3);
    expect(engine.status()[0]).toMatchObject({ physical: 'counters_v2', state: 'running' });
  });

  it('of a newer projection version is neither rebuilt backwards nor written to by older code', async () => {
    await stores.readStore.collection<RegistryEntry>(REGISTRY).insertOne({
      _id: 'counters',
      projection: 'counters',
      physical: 'counters_v3',
      checkpointId: 'counters_v3',
      generation: 3,
      projectionVersion: 2,
    });
    await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 4 } }]);
    engine = new ProjectionEngine({
      ...stores,
      projections: [counterProjection({ version: 1 })],
      owner: 'p1',
      leaseTtlMs: 600,
      log: () => {},
    });
    await engine.start();
    expect(engine.status()[0]).toMatchObject({ state: 'failed' });
    expect(engine.status()[0]!.failure).toMatch(/version 2 .* version 1/);
    // Behind the log and not moving (the newer code's checkpoint is not this process's to write).
    expect((await engine.health()).projections).toEqual([{ name: 'counters', status: 'stalled' }]);
    await new Promise((r) => setTimeout(r, 500));
    expect(await registry(stores)).toMatchObject({ generation: 3, projectionVersion: 2 });
    expect(await stores.readStore.collection('counters_v3').find({})).toEqual([]);
  });

  it('begins a rebuild whose catch-up failed afresh, and switches once the log answers', async () => {
    await stores.readStore.collection<RegistryEntry>(REGISTRY).insertOne({
      _id: 'counters',
      projection: 'counters',
      physical: 'counters_v1',
      checkpointId: 'counters_v1',
      generation: 1,
      projectionVersion: 1,
    });
    await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 5 } }]);
    const events = new FlakyEventStore(stores.events);
    events.down = true;
    const lines: string[] = [];
    engine = new ProjectionEngine({
      ...stores,
      events,
      projections: [counterProjection({ version: 2 })],
      owner: 'p1',
      leaseTtlMs: 600,
      retry: { baseMs: 20, maxMs: 100 },
      log: (line) => lines.push(line),
    });
    await engine.start();
    await eventually(
      () => lines,
      (l) => l.some((line) => /rebuild failed \(tried again/.test(line)),
    );
    expect(await registry(stores)).toMatchObject({ generation: 1 });
    events.down = false;
    const switched = await eventually(
      () => registry(stores),
      (entry) => entry?.generation === 2,
    );
    expect(switched).toMatchObject({ physical: 'counters_v2', projectionVersion: 2 });
    expect(
      await stores.readStore.collection<CounterDoc>('counters_v2').findOne({ _id: 'counter-a' }),
    ).toMatchObject({ total: 5 });
  });
});
