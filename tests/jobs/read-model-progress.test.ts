import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectionStatus } from '../../src-projections/engine.ts';
import { REGISTRY } from '../../src-projections/registry.ts';
import { CHECKPOINTS } from '../../src-projections/runner.ts';
import { readModelsReached, type LocalProjections } from '../../src-jobs/reactors/read-model-progress.ts';
import { embeddedStores } from '../support/embedded-stores.ts';

const status = (collection: string, position: number, state: ProjectionStatus['state'] = 'running') => ({
  name: collection,
  collection,
  physical: `${collection}_v1`,
  state,
  position,
  failure: null,
});

describe('whether the read models a reactor reads have reached an event', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(async () => {
    stores = embeddedStores();
    // Stored: users at 10, hotels at 3 (an ignored event's checkpoint is stored a moment later).
    for (const [name, position] of [
      ['users', 10],
      ['hotels', 3],
    ] as const) {
      await stores.readStore
        .collection(REGISTRY)
        .insertOne({ _id: name, physical: `${name}_v1`, checkpointId: `projection:${name}`, generation: 1 });
      await stores.readStore.collection(CHECKPOINTS).insertOne({ _id: `projection:${name}`, position });
    }
  });
  afterEach(() => stores.close());

  it('answers from the positions of the projections this process runs, which move on ignored events at once', async () => {
    const here: LocalProjections = {
      isLeader: true,
      status: () => [status('users', 10), status('hotels', 10)],
    };
    expect(
      await readModelsReached(stores.readStore, ['users', 'hotels'], 10, 0, { pollMs: 5, local: here }),
    ).toBe(true);
    // The stored checkpoints alone have not reached it.
    expect(await readModelsReached(stores.readStore, ['users', 'hotels'], 10, 0, { pollMs: 5 })).toBe(false);
  });

  it('waits for a read model behind or failed here, and one this process does not run', async () => {
    const behind: LocalProjections = {
      isLeader: true,
      status: () => [status('users', 10), status('hotels', 9)],
    };
    expect(
      await readModelsReached(stores.readStore, ['users', 'hotels'], 10, 30, { pollMs: 5, local: behind }),
    ).toBe(false);
    const failed: LocalProjections = {
      isLeader: true,
      status: () => [status('users', 10), status('hotels', 12, 'failed')],
    };
    expect(
      await readModelsReached(stores.readStore, ['users', 'hotels'], 10, 30, { pollMs: 5, local: failed }),
    ).toBe(false);
    const without: LocalProjections = { isLeader: true, status: () => [status('users', 10)] };
    expect(
      await readModelsReached(stores.readStore, ['users', 'hotels'], 10, 30, { pollMs: 5, local: without }),
    ).toBe(false);
  });

  it('reads the stored checkpoints where another process runs the projections', async () => {
    const elsewhere: LocalProjections = { isLeader: false, status: () => [] };
    expect(
      await readModelsReached(stores.readStore, ['users', 'hotels'], 3, 0, { pollMs: 5, local: elsewhere }),
    ).toBe(true);
    expect(
      await readModelsReached(stores.readStore, ['users', 'hotels'], 4, 30, { pollMs: 5, local: elsewhere }),
    ).toBe(false);
    setTimeout(
      () =>
        void stores.readStore
          .collection(CHECKPOINTS)
          .updateOne({ _id: 'projection:hotels' }, { $set: { position: 4 } }),
      20,
    );
    expect(
      await readModelsReached(stores.readStore, ['users', 'hotels'], 4, 2000, {
        pollMs: 5,
        local: elsewhere,
      }),
    ).toBe(true);
  });

  it('gives up at once when its waiter stops (a reactor stopping after the projections did)', async () => {
    const behind: LocalProjections = {
      isLeader: true,
      status: () => [status('users', 3), status('hotels', 3)],
    };
    let stopping = false;
    setTimeout(() => (stopping = true), 20);
    const started = performance.now();
    // Without the stop it would wait the whole minute.
    const reached = readModelsReached(stores.readStore, ['users', 'hotels'], 10, 60_000, {
      pollMs: 5,
      local: behind,
      stopping: () => stopping,
    });
    expect(await reached).toBe(false);
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});
