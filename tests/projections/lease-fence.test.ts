import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { Lease, LEASES, LeaseLostError } from '../../src-projections/lease.ts';
import { counterProjection, type CounterDoc } from '../support/counter-projection.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';
import { FlakyReadStore } from '../support/flaky-stores.ts';

describe("a lease's fence", () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('lets the holder commit without writing the lease, and rolls back a transaction of a holder that lost it', async () => {
    const store = new FlakyReadStore(stores.readStore);
    const first = new Lease(store, 'projections', 'p1', 10_000);
    const second = new Lease(store, 'projections', 'p2', 10_000);
    expect(await first.acquire()).toBe(true);
    const leases = store.collection(LEASES);
    const before = await leases.findOne({ _id: 'projections' });
    await store.transaction(async (tx) => {
      await first.fence(tx);
      await tx.collection('fenced').insertOne({ _id: 'a' });
    });
    expect(await store.collection('fenced').countDocuments()).toBe(1);
    expect(await leases.findOne({ _id: 'projections' })).toEqual(before);

    store.timeShiftMs = 11_000; // p1 did not renew in time: p2 takes the lease over with a higher token
    expect(await second.acquire()).toBe(true);
    await expect(
      store.transaction(async (tx) => {
        await tx.collection('fenced').insertOne({ _id: 'b' });
        await first.fence(tx);
      }),
    ).rejects.toBeInstanceOf(LeaseLostError);
    expect(await store.collection('fenced').find({})).toEqual([{ _id: 'a' }]);
    expect(first.heldToken).toBeNull();
  });

  it('keeps a projection runner whose process lost the lease from committing documents', async () => {
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
    const { position } = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 1 } }]);
    expect(await engine.waitFor(position)).toBe(true);

    store.timeShiftMs = 61_000;
    expect(await new Lease(store, 'projections', 'p2', 60_000).acquire()).toBe(true);
    await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 5 } }]);
    await eventually(
      () => engine.status()[0]!.state,
      (state) => state !== 'running',
    );
    expect(
      await stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-a' }),
    ).toMatchObject({ total: 1 });
    await engine.stop();
  });
});
