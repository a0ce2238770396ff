import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX } from '../../src-jobs/mail/outbox.ts';
import { reactorCheckpointId, ReactorRunner } from '../../src-jobs/reactors/reactor-runner.ts';
import { CHECKPOINTS, type CheckpointDocument } from '../../src-projections/runner.ts';
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
