import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { checkpointHealth } from '../../src-projections/checkpoint-health.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { CHECKPOINTS, type CheckpointDocument } from '../../src-projections/runner.ts';
import { counterProjection, type CounterDoc } from '../support/counter-projection.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';

describe("a checkpoint's log identity", () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('is recorded, kept across a reopen of the same log, and a checkpoint of another log is refused and reported', async () => {
    const engine = new ProjectionEngine({
      ...stores,
      projections: [counterProjection()],
      owner: 't',
      log: () => {},
    });
    await engine.start();
    const { position } = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 5 } }]);
    expect(await engine.waitFor(position)).toBe(true);
    await engine.stop();
    const checkpoint = await stores.readStore
      .collection<CheckpointDocument>(CHECKPOINTS)
      .findOne({ _id: 'counters_v1' });
    expect(checkpoint!.logId).toBe(await stores.events.logId());
    const reopened = new SqliteEventStore({ path: join(stores.dir, 'events.db') });
    expect(await reopened.logId()).toBe(checkpoint!.logId);
    await reopened.close();

    // The read store pointed at a fresh log whose positions mean something else.
    const other = new SqliteEventStore({ path: join(stores.dir, 'other.db') });
    await other.append('counter-a', [{ type: 'Counted', data: { n: 100 } }]);
    await other.append('counter-a', [{ type: 'Counted', data: { n: 100 } }]);
    const foreign = new ProjectionEngine({
      ...stores,
      events: other,
      projections: [counterProjection()],
      owner: 't',
      log: () => {},
    });
    await foreign.start();
    const status = await eventually(
      () => foreign.status()[0]!,
      (s) => s.state === 'failed',
    );
    expect(status.failure).toMatch(/another event log/);
    const health = await eventually(
      () => checkpointHealth(other, stores.readStore),
      (h) => !h.healthy,
    );
    expect(health.projections).toContainEqual({ name: 'counters', status: 'failing' });
    expect(
      await stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-a' }),
    ).toMatchObject({ total: 5 });
    await foreign.stop();
    await other.close();
  });
});
