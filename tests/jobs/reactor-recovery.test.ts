import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX } from '../../src-jobs/mail/outbox.ts';
import {
  REACTOR_CHECKPOINT_DELAY_MS,
  reactorCheckpointId,
  ReactorRunner,
} from '../../src-jobs/reactors/reactor-runner.ts';
import { CHECKPOINT_DELAY_MS, CHECKPOINTS, type CheckpointDocument } from '../../src-projections/runner.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';
import { FlakyReadStore } from '../support/flaky-stores.ts';

describe('a reactor runner on the shared loop', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('records a read store outage on its checkpoint, retries with backoff, and adds each entry once', async () => {
    const readStore = new FlakyReadStore(stores.readStore);
    const runner = new ReactorRunner({
      events: stores.events,
      readStore,
      reactor: {
        name: 'greeting',
        eventTypes: ['Counted'],
        react: (event) => ({ template: 'hello', to: `${event.stream}@example.com`, params: {} }),
      },
      retry: { baseMs: 20, maxMs: 100 },
    });
    await runner.start();
    await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 1 } }]);
    await eventually(
      () => stores.readStore.collection(OUTBOX).countDocuments(),
      (n) => n === 1,
    );
    readStore.down = true;
    const { position } = await stores.events.append('counter-b', [{ type: 'Counted', data: { n: 1 } }]);
    const checkpoint = () =>
      stores.readStore
        .collection<CheckpointDocument>(CHECKPOINTS)
        .findOne({ _id: reactorCheckpointId('greeting') });
    await eventually(
      () => runner.state,
      (s) => s === 'failed',
    );
    readStore.down = false;
    await eventually(checkpoint, (c) => c?.position === position);
    expect(await stores.readStore.collection(OUTBOX).countDocuments()).toBe(2);
    expect((await checkpoint())!.lastError).toBeNull();
    await runner.stop();
  });
});

describe("a reactor's position past events it ignores", () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('is stored once a second at most while it follows them, and at once by a clean stop', async () => {
    const runner = new ReactorRunner({
      events: stores.events,
      readStore: stores.readStore,
      reactor: { name: 'quiet', eventTypes: ['Greeted'], react: () => null },
    });
    const stored = async () =>
      (
        await stores.readStore
          .collection<CheckpointDocument>(CHECKPOINTS)
          .findOne({ _id: reactorCheckpointId('quiet') })
      )?.position ?? 0;
    await runner.start();
    // Its first checkpoint is written at once (health calls a reactor without one never started).
    const { position: first } = await stores.events.append('counter-0', [
      { type: 'Counted', data: { n: 0 } },
    ]);
    await eventually(stored, (position) => position === first, 10 * CHECKPOINT_DELAY_MS);
    const { position: last } = await stores.events.append('counter-1', [{ type: 'Counted', data: { n: 1 } }]);
    await eventually(
      () => runner.position,
      (position) => position === last,
    );
    const followed = performance.now();
    // Followed at once; not stored within three times the projections' delay, as it was before.
    await new Promise((resolve) => setTimeout(resolve, 3 * CHECKPOINT_DELAY_MS));
    if (performance.now() - followed < REACTOR_CHECKPOINT_DELAY_MS * 0.8) expect(await stored()).toBe(first);
    await eventually(stored, (position) => position === last, 10 * REACTOR_CHECKPOINT_DELAY_MS);

    const { position: later } = await stores.events.append('counter-6', [
      { type: 'Counted', data: { n: 6 } },
    ]);
    await eventually(
      () => runner.position,
      (position) => position === later,
    );
    await runner.stop();
    expect(await stored()).toBe(later);
  });
});
