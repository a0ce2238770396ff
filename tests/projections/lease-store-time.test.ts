import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Lease, LEASES } from '../../src-projections/lease.ts';
import { embeddedStores } from '../support/embedded-stores.ts';
import { FlakyReadStore } from '../support/flaky-stores.ts';

describe('a lease', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it("expires by the store's time, whatever the processes' own clocks say", async () => {
    const store = new FlakyReadStore(stores.readStore);
    const first = new Lease(store, 'projections', 'p1', 10_000);
    const second = new Lease(store, 'projections', 'p2', 10_000);
    expect(await first.acquire()).toBe(true);
    expect(await second.acquire()).toBe(false);
    const held = await stores.readStore.collection(LEASES).findOne({ _id: 'projections' });
    expect(Math.abs((held!.expiresAt as number) - 10_000 - (await stores.readStore.now()))).toBeLessThan(
      2000,
    );
    store.timeShiftMs = 11_000; // only the store's clock moved on: p1 has not renewed for the ttl
    expect(await second.acquire()).toBe(true);
    expect(await first.acquire()).toBe(false);
  });

  it("reads the SQLite store's time from the database", async () => {
    expect(Math.abs((await stores.readStore.now()) - Date.now())).toBeLessThan(2000);
  });
});
