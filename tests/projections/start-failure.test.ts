import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import type { Projection } from '../../src-projections/projection.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { CHECKPOINTS, type CheckpointDocument } from '../../src-projections/runner.ts';
import { ReactorHost } from '../../src-jobs/reactors/reactor-host.ts';
import { OutboxSender } from '../../src-jobs/mail/outbox-sender.ts';
import { counterProjection, type CounterDoc, type CounterEvent } from '../support/counter-projection.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';
import { FlakyReadStore } from '../support/flaky-stores.ts';

type Stores = ReturnType<typeof embeddedStores>;

/** A counter projection whose index creation (its start's first step) is refused while `refusing` is set. */
function refusingStart(name: string): {
  projection: Projection<CounterDoc, CounterEvent>;
  refusing: boolean;
} {
  const handle = { refusing: true, projection: counterProjection({ name, collection: name }) };
  Object.defineProperty(handle.projection, 'indexes', {
    get: () => {
      if (handle.refusing) throw new Error('index creation refused');
      return [{ keys: { total: 1 } }];
    },
  });
  return handle;
}

describe('a projection whose start fails', () => {
  let stores: Stores;
  let engine: ProjectionEngine;

  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(async () => {
    await engine?.stop();
    await stores.close();
  });

  function start(projections: Projection[], reactors: string[] = []) {
    engine = new ProjectionEngine({
      events: stores.events,
      readStore: stores.readStore,
      readModels: new ReadModels(stores.readStore, 0),
      projections,
      owner: 'test',
      leaseTtlMs: 600,
      retry: { baseMs: 20, maxMs: 100 },
      reactors,
      log: () => {},
    });
    return engine.start();
  }

  it('is reported failing while the others run, retried with backoff, and catches up once it can start', async () => {
    const broken = refusingStart('broken');
    await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 2 } }]);
    await start([counterProjection(), broken.projection as Projection]);

    const healthy = await eventually(
      () => stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-a' }),
      (doc) => doc?.total === 2,
    );
    expect(healthy?.total).toBe(2);
    const failed = engine.status().find((s) => s.name === 'broken')!;
    expect(failed).toMatchObject({ state: 'failed', failure: 'index creation refused' });
    const report = await eventually(
      () => engine.health(),
      (r) => r.projections.some((p) => p.name === 'broken' && p.status === 'failing'),
    );
    expect(report.healthy).toBe(false);
    expect(report.projections.find((p) => p.name === 'counters')?.status).toBe('ok');

    broken.refusing = false;
    const caughtUp = await eventually(
      () => stores.readModels.collection<CounterDoc>('broken').findOne({ _id: 'counter-a' }),
      (doc) => doc?.total === 2,
    );
    expect(caughtUp?.total).toBe(2);
    expect(engine.status().find((s) => s.name === 'broken')?.state).toBe('running');
    expect(
      (
        await eventually(
          () => engine.health(),
          (r) => r.healthy,
        )
      ).healthy,
    ).toBe(true);
  });

  it('is ok again as soon as its start succeeds, on a log with no event since', async () => {
    const broken = refusingStart('broken');
    await start([broken.projection as Projection]);
    const failing = await eventually(
      () => engine.health(),
      (r) => r.projections.some((p) => p.name === 'broken' && p.status === 'failing'),
    );
    expect(failing.healthy).toBe(false);
    const checkpoint = await stores.readStore
      .collection<CheckpointDocument>(CHECKPOINTS)
      .findOne({ _id: 'broken_v1' });
    expect(checkpoint?.lastError).toMatchObject({ source: 'start', message: 'index creation refused' });

    // Nothing is appended: no batch would clear the recorded error; the start that succeeds does.
    broken.refusing = false;
    const recovered = await eventually(
      () => engine.health(),
      (r) => r.healthy,
    );
    expect(recovered.projections).toEqual([{ name: 'broken', status: 'ok' }]);
    expect(engine.status()[0]).toMatchObject({ state: 'running', failure: null });
  });

  it('starts with a read store that is down at start-up, and runs once it is back', async () => {
    const flaky = new FlakyReadStore(stores.readStore);
    flaky.down = true;
    await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 5 } }]);
    engine = new ProjectionEngine({
      events: stores.events,
      readStore: flaky,
      readModels: new ReadModels(flaky, 0),
      projections: [counterProjection()],
      owner: 'test',
      leaseTtlMs: 600,
      retry: { baseMs: 20, maxMs: 100 },
      log: () => {},
    });
    await engine.start();
    expect(engine.isLeader).toBe(false);
    flaky.down = false;
    const doc = await eventually(
      () => stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-a' }),
      (d) => d?.total === 5,
    );
    expect(doc?.total).toBe(5);
  });
});

describe('health from the configuration', () => {
  let stores: Stores;
  let engine: ProjectionEngine;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(async () => {
    await engine.stop();
    await stores.close();
  });

  it('names a projection and a reactor that never started, as failing once the log has events', async () => {
    engine = new ProjectionEngine({
      events: stores.events,
      readStore: stores.readStore,
      readModels: new ReadModels(stores.readStore, 0),
      projections: [counterProjection()],
      owner: 'test',
      reactors: ['never-started-mail'],
      log: () => {},
    });
    // Not started: this process runs no projection, as an api-only one.
    expect(await engine.health()).toMatchObject({
      healthy: true,
      projections: [{ name: 'counters', status: 'ok' }],
      reactors: [{ name: 'never-started-mail', status: 'ok' }],
    });
    await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 1 } }]);
    expect(await engine.health()).toMatchObject({
      healthy: false,
      projections: [{ name: 'counters', status: 'failing' }],
      reactors: [{ name: 'never-started-mail', status: 'failing' }],
    });
  });
});

describe('a reactor host whose store is down at start-up', () => {
  it('starts, and leads and sends once the store is back', async () => {
    const stores = embeddedStores();
    const flaky = new FlakyReadStore(stores.readStore);
    flaky.down = true;
    const host = new ReactorHost({
      events: stores.events,
      readStore: flaky,
      reactors: [],
      sender: new OutboxSender({
        readStore: flaky,
        mailer: { send: async () => ({ messageId: 'm' }) },
        render: () => ({ to: 'a@example.com', subject: '', text: '' }),
        log: () => {},
      }),
      owner: 'test',
      leaseTtlMs: 600,
      log: () => {},
    });
    try {
      await host.start();
      expect(host.isLeader).toBe(false);
      flaky.down = false;
      expect(
        await eventually(
          () => host.isLeader,
          (leading) => leading,
        ),
      ).toBe(true);
    } finally {
      await host.stop();
      await stores.close();
    }
  });
});
