import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { CheckpointProgress } from '../../src-projections/progress.ts';
import { counterProjection } from '../support/counter-projection.ts';
import { embeddedStores } from '../support/embedded-stores.ts';
import { FlakyReadStore } from '../support/flaky-stores.ts';

describe('read-your-writes from the stored checkpoints', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let engine: ProjectionEngine;
  beforeEach(async () => {
    stores = embeddedStores();
    engine = new ProjectionEngine({
      ...stores,
      projections: [counterProjection()],
      owner: 'p1',
      log: () => {},
    });
    await engine.start();
    await engine.waitFor(
      (await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 1 } }])).position,
    );
  });
  afterEach(async () => {
    await engine.stop();
    await stores.close();
  });

  it('answers a hundred waiting requests with one shared watch, not a poll per request', async () => {
    const counted = new FlakyReadStore(stores.readStore);
    const progress = new CheckpointProgress(counted, 250);
    const { position } = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 1 } }]);
    const waits = Array.from({ length: 100 }, () => progress.waitFor(position + 1, 3000));
    await new Promise((r) => setTimeout(r, 100));
    const appended = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 1 } }]);
    expect(appended.position).toBe(position + 1);
    expect(await Promise.all(waits)).toEqual(Array(100).fill(true));
    // Each round reads the registry and the checkpoints once for all waiters: a few rounds, not 100 x polls.
    expect(counted.calls).toBeLessThan(20);
  });

  it('resolves a waiter as soon as a runner of this process says a checkpoint moved', async () => {
    const progress = new CheckpointProgress(stores.readStore, 60_000);
    const { position } = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 1 } }]);
    const waiting = progress.waitFor(position, 5000);
    await engine.waitFor(position);
    const started = performance.now();
    progress.notify();
    expect(await waiting).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('answers false when the time is up', async () => {
    const progress = new CheckpointProgress(stores.readStore, 50);
    const head = await stores.events.headPosition();
    expect(await progress.waitFor(head + 10, 200)).toBe(false);
  });
});
