import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkpointHealth } from '../../src-projections/checkpoint-health.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { CHECKPOINTS, type CheckpointDocument } from '../../src-projections/runner.ts';
import { counterProjection } from '../support/counter-projection.ts';
import { embeddedStores } from '../support/embedded-stores.ts';
import { FlakyReadStore } from '../support/flaky-stores.ts';

const HOUR = 3_600_000;

describe("health judges a checkpoint's age by the read store's time", () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('stamps checkpoints in the store’s time and calls one stalled only by it, whatever this process’s clock says', async () => {
    const store = new FlakyReadStore(stores.readStore);
    store.timeShiftMs = HOUR; // the store's clock is an hour ahead of this process's
    const engine = new ProjectionEngine({
      ...stores,
      readStore: store,
      projections: [counterProjection()],
      owner: 't',
      log: () => {},
    });
    await engine.start();
    const { position } = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 1 } }]);
    expect(await engine.waitFor(position)).toBe(true);
    await engine.stop();
    const checkpoints = store.collection<CheckpointDocument>(CHECKPOINTS);
    const stamped = (await checkpoints.findOne({ _id: 'counters_v1' }))!.updatedAt as number;
    expect(Math.abs(stamped - (await store.now()))).toBeLessThan(5000);
    expect(await checkpointHealth(stores.events, store)).toMatchObject({ healthy: true });

    // Behind the head now: committed a few seconds ago by the store's clock is moving, a minute ago stalled.
    await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 1 } }]);
    await checkpoints.updateOne({ _id: 'counters_v1' }, { $set: { updatedAt: (await store.now()) - 2000 } });
    expect((await checkpointHealth(stores.events, store)).projections).toContainEqual({
      name: 'counters',
      status: 'ok',
    });
    await checkpoints.updateOne(
      { _id: 'counters_v1' },
      { $set: { updatedAt: (await store.now()) - 60_000 } },
    );
    const report = await checkpointHealth(stores.events, store);
    expect(report.healthy).toBe(false);
    expect(report.projections).toContainEqual({ name: 'counters', status: 'stalled' });
  });
});
