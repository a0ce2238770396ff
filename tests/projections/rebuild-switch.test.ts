import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { Lease, LeaseLostError } from '../../src-projections/lease.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { REGISTRY, type RegistryEntry } from '../../src-projections/registry.ts';
import { CHECKPOINTS } from '../../src-projections/runner.ts';
import { counterProjection, type CounterDoc } from '../support/counter-projection.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';
import { FlakyReadStore } from '../support/flaky-stores.ts';

type Stores = ReturnType<typeof embeddedStores>;

describe("a rebuild's switch", () => {
  let stores: Stores;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('leaves the old collection readable by a cached name for its grace period, then the lease holder drops it', async () => {
    const engine = new ProjectionEngine({
      ...stores,
      projections: [counterProjection()],
      owner: 'p1',
      leaseTtlMs: 900, // a lease tick every 300 ms: the drop is looked for that often
      retiredGraceMs: 2500,
      log: () => {},
    });
    await engine.start();
    const { position } = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 3 } }]);
    expect(await engine.waitFor(position)).toBe(true);
    // Another api process: its name cache (1 s, as in production) resolves counters to counters_v1.
    const elsewhere = new ReadModels(stores.readStore);
    expect(await elsewhere.collection<CounterDoc>('counters').findOne({ _id: 'counter-a' })).toMatchObject({
      total: 3,
    });

    await engine.rebuild('counters');
    const switchedAt = Date.now();
    const entry = await stores.readStore.collection<RegistryEntry>(REGISTRY).findOne({ _id: 'counters' });
    expect(entry).toMatchObject({ physical: 'counters_v2', retired: [{ physical: 'counters_v1' }] });
    // Still holding the old name, the other process reads on during the grace period.
    expect(await elsewhere.collection<CounterDoc>('counters').findOne({ _id: 'counter-a' })).toMatchObject({
      total: 3,
    });
    expect(await stores.readStore.listCollections()).toContain('counters_v1');

    // Taken off the registry with its checkpoint in one write: never listed as gone with its checkpoint left.
    await eventually(
      () => stores.readStore.collection<RegistryEntry>(REGISTRY).findOne({ _id: 'counters' }),
      (found) => found?.retired?.length === 0,
      10_000,
    );
    expect(Date.now() - switchedAt).toBeGreaterThanOrEqual(2000);
    expect(await stores.readStore.collection(CHECKPOINTS).findOne({ _id: 'counters_v1' })).toBeNull();
    expect(
      await stores.readStore.collection<RegistryEntry>(REGISTRY).findOne({ _id: 'counters' }),
    ).toMatchObject({ physical: 'counters_v2', retired: [] });
    await eventually(
      () => stores.readStore.listCollections(),
      (names) => !names.includes('counters_v1'),
      10_000,
    );
    // Its cache expired, the other process reads the new collection.
    expect(await elsewhere.collection<CounterDoc>('counters').findOne({ _id: 'counter-a' })).toMatchObject({
      total: 3,
    });
    await engine.stop();
  });

  it('drops a retired collection at a later tick when its drop fails, its checkpoint with it', async () => {
    const store = new FlakyReadStore(stores.readStore);
    const logged: string[] = [];
    const engine = new ProjectionEngine({
      ...stores,
      readStore: store,
      projections: [counterProjection()],
      owner: 'p1',
      leaseTtlMs: 900,
      retiredGraceMs: 0,
      log: (line) => logged.push(line),
    });
    await engine.start();
    const { position } = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 3 } }]);
    expect(await engine.waitFor(position)).toBe(true);
    await engine.rebuild('counters');
    store.failDrops = 1; // the drop of counters_v1, due at the next lease tick

    await eventually(
      () => stores.readStore.listCollections(),
      (names) => !names.includes('counters_v1'),
      10_000,
    );
    expect(logged.some((line) => line.startsWith('dropping retired collections:'))).toBe(true);
    expect(store.failDrops).toBe(0);
    await eventually(
      () => stores.readStore.collection<RegistryEntry>(REGISTRY).findOne({ _id: 'counters' }),
      (found) => found?.retired?.length === 0,
      5_000,
    );
    expect(await stores.readStore.collection(CHECKPOINTS).findOne({ _id: 'counters_v1' })).toBeNull();
    await engine.stop();
  });

  it('is refused to a process that lost the lease, and the registry keeps serving the old collection', async () => {
    const store = new FlakyReadStore(stores.readStore);
    const engine = new ProjectionEngine({
      ...stores,
      readStore: store,
      projections: [counterProjection()],
      owner: 'p1',
      leaseTtlMs: 60_000, // its next lease tick is 20 s away: it has not noticed the takeover below
      log: () => {},
    });
    await engine.start();
    // Events this projection reads but writes no document for: the rebuild's replay itself needs no fence.
    const { position } = await stores.events.append('tally-x', [{ type: 'Counted', data: { n: 1 } }]);
    expect(await engine.waitFor(position)).toBe(true);

    store.timeShiftMs = 61_000;
    expect(await new Lease(store, 'projections', 'p2', 60_000).acquire()).toBe(true);
    await expect(engine.rebuild('counters')).rejects.toBeInstanceOf(LeaseLostError);
    expect(await store.collection<RegistryEntry>(REGISTRY).findOne({ _id: 'counters' })).toMatchObject({
      physical: 'counters_v1',
      generation: 1,
    });
    expect(await store.listCollections()).toContain('counters_v1');
    await engine.stop();
  });
});
