import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { LEASES } from '../../src-projections/lease.ts';
import type { ChangeNotice, Projection } from '../../src-projections/projection.ts';
import { CheckpointProgress } from '../../src-projections/progress.ts';
import { CHECKPOINTS } from '../../src-projections/runner.ts';
import { counterProjection, type CounterDoc } from '../support/counter-projection.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';

type Stores = ReturnType<typeof embeddedStores>;

/** Every append read as it comes (no settle time), so each is its own batch and notice. */
function engineFor(stores: Stores, projections: Projection[], owner = 'test', leaseTtlMs = 15_000) {
  return new ProjectionEngine({ ...stores, projections, owner, leaseTtlMs, settleMs: 0, log: () => {} });
}

describe('projection engine', () => {
  let stores: Stores;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('builds documents, and answers waitFor once the read model has the position', async () => {
    const engine = engineFor(stores, [counterProjection()]);
    await engine.start();
    await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 2 } }]);
    const { position } = await stores.events.append('counter-a', [{ type: 'Counted', data: { n: 3 } }]);
    expect(await engine.waitFor(position)).toBe(true);
    expect(
      await stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-a' }),
    ).toMatchObject({ total: 5, events: 2, _version: 2, _position: position });
    expect(await new CheckpointProgress(stores.readStore).waitFor(position, 1000)).toBe(true);
    await engine.stop();
  });

  it('lets a read model lag by its settle time under a stream of appends, except when a request waits', async () => {
    // A minute: a read that waited for it would end the test by its timeout.
    const engine = new ProjectionEngine({
      ...stores,
      projections: [counterProjection()],
      owner: 'test',
      settleMs: 60_000,
      log: () => {},
    });
    const notices: ChangeNotice[] = [];
    engine.onChange((batch) => notices.push(...batch));
    await engine.start();
    const total = () => stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-s' });
    const first = await stores.events.append('counter-s', [{ type: 'Counted', data: { n: 1 } }]);
    // After a pause it reads at once.
    await eventually(total, (doc) => doc?.total === 1);
    await stores.events.append('counter-s', [{ type: 'Counted', data: { n: 2 } }]);
    // The next append waits for its settle time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await total()).toMatchObject({ total: 1, _position: first.position });
    const { position } = await stores.events.append('counter-s', [{ type: 'Counted', data: { n: 4 } }]);
    // A request waiting for its write (read-your-writes) does not wait the settle time.
    expect(await engine.waitFor(position, 10_000)).toBe(true);
    expect(await total()).toMatchObject({ total: 7, _version: 3 });
    expect(notices.map((n) => n.version)).toEqual([1, 3]);
    await engine.stop();
  });

  it('hands a projection only the events it names, and still moves its checkpoint past the others', async () => {
    const seen: string[] = [];
    const counting = counterProjection({
      evolve: (doc, event) => (seen.push(event.type), counterProjection().evolve(doc, event)),
    });
    const engine = engineFor(stores, [counting]);
    await engine.start();
    await stores.events.append('counter-d', [{ type: 'Counted', data: { n: 2 } }]);
    // On a stream the projection reads, but not an event it names: evolve never sees it.
    const { position } = await stores.events.append('counter-d', [
      { type: 'CounterRenamed', data: { n: 'x' } },
    ]);
    expect(await engine.waitFor(position)).toBe(true);
    expect(seen).toEqual(['Counted']);
    expect(
      await stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-d' }),
    ).toMatchObject({ total: 2, events: 1, _version: 1 });
    expect(await new CheckpointProgress(stores.readStore).waitFor(position, 1000)).toBe(true);
    await engine.stop();
  });

  it('emits change notices in version order, with rooms and the presented document', async () => {
    const engine = engineFor(stores, [counterProjection()]);
    const notices: ChangeNotice[] = [];
    engine.onChange((batch) => notices.push(...batch));
    await engine.start();
    await stores.events.append('counter-b', [{ type: 'Counted', data: { n: 1 } }]);
    await stores.events.append('counter-b', [{ type: 'Counted', data: { n: 1 } }]);
    const { position } = await stores.events.append('counter-b', [{ type: 'CounterRemoved', data: {} }]);
    await engine.waitFor(position);
    expect(notices.map((n) => [n.version, n.removed ?? false])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(notices[1]).toMatchObject({
      collection: 'counters',
      id: 'counter-b',
      rooms: ['counter:counter-b'],
      doc: { _id: 'counter-b', total: 2, events: 2 },
    });
    expect(notices[1]!.doc).not.toHaveProperty('_position');
    await engine.stop();
  });

  it('resumes from its checkpoint after a restart and ends equal to a full replay', async () => {
    let engine = engineFor(stores, [counterProjection()]);
    await engine.start();
    for (let i = 1; i <= 20; i++)
      await stores.events.append(`counter-${i % 3}`, [{ type: 'Counted', data: { n: i } }]);
    await engine.waitFor(await stores.events.headPosition());
    await engine.stop();
    for (let i = 21; i <= 40; i++)
      await stores.events.append(`counter-${i % 3}`, [{ type: 'Counted', data: { n: i } }]);
    engine = engineFor(stores, [counterProjection()]);
    await engine.start();
    await engine.waitFor(await stores.events.headPosition());
    const resumed = await stores.readModels.collection('counters').find({}, { sort: { _id: 1 } });
    await engine.rebuild('counters');
    const replayed = await stores.readModels.collection('counters').find({}, { sort: { _id: 1 } });
    expect(replayed).toEqual(resumed);
    expect(resumed.reduce((sum, d) => sum + (d as CounterDoc).total, 0)).toBe((40 * 41) / 2);
    await engine.stop();
  });

  it('applies an already applied event as a no-op (idempotent replay)', async () => {
    let engine = engineFor(stores, [counterProjection()]);
    await engine.start();
    const { position } = await stores.events.append('counter-x', [{ type: 'Counted', data: { n: 7 } }]);
    await engine.waitFor(position);
    await engine.stop();
    // As if the checkpoint write had been lost: the runner sees the event again.
    await stores.readStore.collection(CHECKPOINTS).updateMany({}, { $set: { position: 0 } });
    engine = engineFor(stores, [counterProjection()]);
    await engine.start();
    await engine.waitFor(position);
    expect(await stores.readModels.collection('counters').findOne({ _id: 'counter-x' })).toMatchObject({
      total: 7,
      _version: 1,
    });
    await engine.stop();
  });

  it('stops a throwing projection at the failing event and keeps the others running', async () => {
    const broken = counterProjection({
      name: 'broken',
      collection: 'broken',
      evolve: (doc, event) => {
        if (event.type === 'Counted' && event.data.n === 13) throw new Error('unlucky');
        return counterProjection().evolve(doc, event);
      },
    });
    const engine = engineFor(stores, [counterProjection(), broken]);
    await engine.start();
    await stores.events.append('counter-z', [{ type: 'Counted', data: { n: 1 } }]);
    const bad = await stores.events.append('counter-z', [{ type: 'Counted', data: { n: 13 } }]);
    const after = await stores.events.append('counter-z', [{ type: 'Counted', data: { n: 2 } }]);
    expect(await engine.waitFor(after.position, 2000)).toBe(false);
    const status = await eventually(
      () => engine.status(),
      (s) => s.some((p) => p.state === 'failed'),
    );
    expect(status.find((p) => p.name === 'broken')).toMatchObject({
      state: 'failed',
      position: bad.position - 1,
    });
    expect(status.find((p) => p.name === 'broken')!.failure).toContain(`position ${bad.position}`);
    const healthy = await eventually(
      () => stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-z' }),
      (doc) => doc?.total === 16,
    );
    expect(healthy).toMatchObject({ total: 16 });
    expect(
      await stores.readModels.collection<CounterDoc>('broken').findOne({ _id: 'counter-z' }),
    ).toMatchObject({ total: 1 });
    const checkpoint = await eventually(
      () => stores.readStore.collection(CHECKPOINTS).findOne({ _id: 'broken_v1' }),
      (c) => !!c?.failure,
    );
    expect(checkpoint!.failure).toMatchObject({ position: bad.position, message: 'unlucky' });
    await engine.stop();
  });

  it('rebuilds into a new collection and switches, serving reads throughout', async () => {
    const engine = engineFor(stores, [counterProjection()]);
    const notices: ChangeNotice[] = [];
    engine.onChange((batch) => notices.push(...batch));
    await engine.start();
    for (let i = 0; i < 50; i++)
      await stores.events.append('counter-r', [{ type: 'Counted', data: { n: 1 } }]);
    await engine.waitFor(await stores.events.headPosition());
    const counters = stores.readModels.collection<CounterDoc>('counters');
    const rebuild = engine.rebuild('counters');
    expect(await counters.findOne({ _id: 'counter-r' })).toMatchObject({ total: 50 });
    await rebuild;
    // The old collection stays for other processes' cached names until its grace period has passed.
    expect(await stores.readStore.listCollections()).toEqual(
      expect.arrayContaining(['counters_v1', 'counters_v2']),
    );
    expect(await counters.findOne({ _id: 'counter-r' })).toMatchObject({ total: 50 });
    notices.length = 0;
    const { position } = await stores.events.append('counter-r', [{ type: 'Counted', data: { n: 1 } }]);
    expect(await engine.waitFor(position)).toBe(true);
    expect(await counters.findOne({ _id: 'counter-r' })).toMatchObject({ total: 51 });
    expect(notices).toHaveLength(1);
    await engine.stop();
  });

  it('rebuilds on start when the projection version changed', async () => {
    let engine = engineFor(stores, [counterProjection()]);
    await engine.start();
    const { position } = await stores.events.append('counter-v', [{ type: 'Counted', data: { n: 4 } }]);
    await engine.waitFor(position);
    await engine.stop();
    const doubled = counterProjection({
      version: 2,
      evolve: (doc, event) => ({
        _id: event.stream,
        total: (doc?.total ?? 0) + (event.type === 'Counted' ? 2 * event.data.n : 0),
        events: 1,
      }),
    });
    engine = engineFor(stores, [doubled]);
    await engine.start();
    const doc = await eventually(
      () => stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-v' }),
      (d) => d?.total === 8,
    );
    expect(doc).toMatchObject({ total: 8 });
    await engine.stop();
  });

  it('runs the projections in one process only, and fences out a holder that lost its lease', async () => {
    const first = engineFor(stores, [counterProjection()], 'process-1', 60_000);
    const second = engineFor(stores, [counterProjection()], 'process-2', 60_000);
    await first.start();
    await second.start();
    expect([first.isLeader, second.isLeader]).toEqual([true, false]);
    const { position } = await stores.events.append('counter-l', [{ type: 'Counted', data: { n: 1 } }]);
    expect(await first.waitFor(position)).toBe(true);

    // process-1 stalls past its lease; process-2 takes over with a higher fencing token.
    await stores.readStore.collection(LEASES).updateOne({ _id: 'projections' }, { $set: { expiresAt: 0 } });
    await (second as unknown as { tick(): Promise<void> }).tick();
    expect(second.isLeader).toBe(true);
    const lease = await stores.readStore.collection(LEASES).findOne({ _id: 'projections' });
    expect(lease).toMatchObject({ owner: 'process-2', token: 2 });

    const next = await stores.events.append('counter-l', [{ type: 'Counted', data: { n: 1 } }]);
    expect(await second.waitFor(next.position)).toBe(true);
    const failedFirst = await eventually(
      () => first.status()[0]!,
      (s) => s.state !== 'running',
    );
    expect(failedFirst.failure ?? 'stopped').toMatch(/held by another process|stopped/);
    expect(
      await stores.readModels.collection<CounterDoc>('counters').findOne({ _id: 'counter-l' }),
    ).toMatchObject({ total: 2, _version: 2 });
    await first.stop();
    await second.stop();
  });
});
