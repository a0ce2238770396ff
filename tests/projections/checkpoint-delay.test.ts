import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { CHECKPOINT_DELAY_MS, CHECKPOINTS, type CheckpointDocument } from '../../src-projections/runner.ts';
import type { TransactionScope } from '../../src-projections/store/types.ts';
import { counterProjection } from '../support/counter-projection.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';
import { FlakyReadStore } from '../support/flaky-stores.ts';

/** Counts the transactions opened on the real read store. */
class CountingReadStore extends FlakyReadStore {
  transactions = 0;
  override transaction<R>(work: (scope: TransactionScope) => Promise<R>): Promise<R> {
    this.transactions++;
    return super.transaction(work);
  }
}

describe('checkpoints of batches that write nothing', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let readStore: CountingReadStore;
  let engine: ProjectionEngine;
  const stored = async () =>
    (await stores.readStore.collection<CheckpointDocument>(CHECKPOINTS).findOne({ _id: 'counters_v1' }))
      ?.position ?? 0;
  const ignored = (n: number) => stores.events.append(`other-${n}`, [{ type: 'Counted', data: { n } }]);

  beforeEach(async () => {
    stores = embeddedStores();
    readStore = new CountingReadStore(stores.readStore);
    engine = new ProjectionEngine({
      events: stores.events,
      readStore,
      readModels: new ReadModels(readStore, 0),
      projections: [counterProjection()],
      owner: 'test',
      log: () => {},
    });
    await engine.start();
  });
  afterEach(async () => {
    await engine.stop();
    await stores.close();
  });

  it('open no transaction each: the position is read-your-writes at once and stored once, shortly after', async () => {
    const before = readStore.transactions;
    let last = 0;
    for (let n = 1; n <= 20; n++) {
      last = (await ignored(n)).position;
      expect(await engine.waitFor(last)).toBe(true);
    }
    await eventually(stored, (position) => position === last, 20 * CHECKPOINT_DELAY_MS);
    // Twenty batches, a handful of checkpoint writes (one per delay), not twenty.
    expect(readStore.transactions - before).toBeLessThan(10);
  });

  it('are stored at once by the next batch that writes, and by a clean stop', async () => {
    await ignored(1);
    const { position } = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 2 } }]);
    expect(await engine.waitFor(position)).toBe(true);
    expect(await stored()).toBe(position);

    const { position: later } = await ignored(3);
    expect(await engine.waitFor(later)).toBe(true);
    await engine.stop();
    expect(await stored()).toBe(later);
  });
});
