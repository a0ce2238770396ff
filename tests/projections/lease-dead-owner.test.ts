import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { hostname } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Lease, LEASES } from '../../src-projections/lease.ts';
import { processOwner } from '../../src-projections/lease-owner.ts';
import { embeddedStores } from '../support/embedded-stores.ts';

/** The pid of a process of this host that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

describe('a lease held by a process of this host', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('is taken at once when its holder is dead, with a new token, and only once between two takers', async () => {
    const dead = new Lease(stores.readStore, 'projections', `${hostname()}-${await deadPid()}`, 60_000);
    expect(await dead.acquire()).toBe(true);
    const takers = [new Lease(stores.readStore, 'projections', processOwner(), 60_000)];
    expect(await takers[0]!.acquire()).toBe(true);
    expect(takers[0]!.heldToken).toBe(2);
    // The holder now lives (this process): another taker waits out the lease.
    const other = new Lease(stores.readStore, 'projections', `${hostname()}-1`, 60_000);
    expect(await other.acquire()).toBe(false);
  });

  it('is waited out while its holder lives or runs on another host', async () => {
    // pid 1 runs on every host; the other host's owner is never judged from here.
    for (const owner of [`${hostname()}-1`, `elsewhere-${await deadPid()}`, 'embedded']) {
      await stores.readStore.collection(LEASES).deleteMany({});
      expect(await new Lease(stores.readStore, 'jobs', owner, 60_000).acquire()).toBe(true);
      expect(await new Lease(stores.readStore, 'jobs', processOwner(), 60_000).acquire()).toBe(false);
    }
  });
});
