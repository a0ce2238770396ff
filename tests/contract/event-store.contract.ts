import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import type { Decider } from '../../src-domain/eventstore/decider.ts';
import { AppendTooLargeError, MAX_APPEND_BYTES } from '../../src-domain/eventstore/append-size.ts';
import { EventIdConflictError, WrongExpectedVersionError } from '../../src-domain/eventstore/errors.ts';
import { GENESIS_HASH, verifyChain } from '../../src-domain/eventstore/hash-chain.ts';
import type { EventStore, ExpectedVersion, RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { eventually } from '../support/embedded-stores.ts';

export interface EventStoreHarness {
  store: EventStore;
  /** Changes a stored event's data behind the store's back, where the store allows it. */
  tamper?: (eventId: string, data: unknown) => Promise<void>;
  /**
   * Whether the store refuses an event id already used in ANOTHER stream. SQLite does (a unique index);
   * EventStoreDB has no index by event id, so it only refuses reuse within the stream it appends to.
   */
  refusesEventIdReuseAcrossStreams: boolean;
  /** Another connection to the same log, as another process has. */
  connect: () => EventStore;
  close: () => Promise<void>;
}

const stream = (prefix = 'test') => `${prefix}-${randomUUID()}`;
const event = (n: number, eventId?: string) => ({ type: 'Counted', data: { n }, eventId });

async function collect(store: EventStore, after: number, until: (events: RecordedEvent[]) => boolean) {
  const seen: RecordedEvent[] = [];
  const subscription = store.subscribe({ after, batchSize: 7 }, (batch) => {
    seen.push(...batch);
  });
  const deadline = Date.now() + 10_000;
  while (!until(seen) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  await subscription.stop();
  return seen;
}

/** The behaviour every event-store adapter must show. */
export function eventStoreContract(name: string, open: () => Promise<EventStoreHarness>) {
  describe(`event store contract: ${name}`, () => {
    let harness: EventStoreHarness;
    let store: EventStore;
    beforeAll(async () => {
      harness = await open();
      store = harness.store;
    });
    afterAll(() => harness?.close());

    it('names its log with one id that every connection agrees on, even when they first ask at once', async () => {
      const others = [harness.connect(), harness.connect()];
      try {
        const ids = await Promise.all([...others, store].map((s) => s.logId!()));
        expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
        expect(new Set(ids).size).toBe(1);
        expect(await store.logId!()).toBe(ids[0]);
        // The identity is no event of the log.
        expect(await store.readAll({ after: 0, limit: 10 })).toEqual([]);
      } finally {
        await Promise.all(others.map((s) => s.close()));
      }
    });

    describe('expected version', () => {
      const cases: Array<[ExpectedVersion, number, boolean]> = [
        ['any', 0, true],
        ['any', 2, true],
        ['no_stream', 0, true],
        ['no_stream', 1, false],
        ['stream_exists', 0, false],
        ['stream_exists', 2, true],
        [0, 0, true],
        [0, 1, false],
        [1, 1, true],
        [1, 0, false],
        [1, 2, false],
        [2, 2, true],
        [3, 2, false],
      ];
      for (const [expected, existing, accepted] of cases) {
        it(`${String(expected)} on a stream of ${existing} events is ${accepted ? 'accepted' : 'refused'}`, async () => {
          const s = stream();
          for (let i = 0; i < existing; i++) await store.append(s, [event(i)]);
          const attempt = store.append(s, [event(99)], { expected });
          if (accepted) {
            await expect(attempt).resolves.toMatchObject({ version: existing + 1 });
          } else {
            const error = await attempt.catch((e: unknown) => e);
            expect(error).toBeInstanceOf(WrongExpectedVersionError);
            expect(error).toMatchObject({ stream: s, expected, actual: existing });
            expect(await store.readStream(s)).toHaveLength(existing);
          }
        });
      }
    });

    it('appends several events atomically with contiguous versions and increasing positions', async () => {
      const s = stream();
      const first = await store.append(s, [event(1), event(2)]);
      const second = await store.append(s, [event(3)], { expected: 2 });
      expect(first.version).toBe(2);
      expect(second.version).toBe(3);
      expect(second.position).toBeGreaterThan(first.position);
      const events = await store.readStream(s);
      expect(events.map((e) => e.version)).toEqual([1, 2, 3]);
      expect(events.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
      expect(events[1]!.position).toBe(first.position);
      expect(await store.readStream(s, { fromVersion: 2 })).toHaveLength(2);
    });

    it('stamps metadata: event id, actor, time, schema version and the hash chain', async () => {
      const s = stream();
      const id = randomUUID();
      await store.append(s, [
        {
          type: 'Counted',
          data: { n: 1 },
          eventId: id,
          metadata: { actorId: 'user-1', correlationId: 'c-1' },
        },
      ]);
      const [recorded] = await store.readStream(s);
      expect(recorded).toMatchObject({ eventId: id, type: 'Counted', stream: s, version: 1 });
      expect(recorded!.metadata).toMatchObject({
        actorId: 'user-1',
        correlationId: 'c-1',
        schemaVersion: '1',
        prevHash: GENESIS_HASH,
      });
      expect(recorded!.metadata.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(recorded!.metadata.occurredAt!)).not.toBeNaN();
    });

    it('answers a retried append with the first result and appends nothing', async () => {
      const s = stream();
      const ids = [randomUUID(), randomUUID()];
      const first = await store.append(s, [event(1, ids[0]), event(2, ids[1])], { expected: 'no_stream' });
      await store.append(s, [event(3)]);
      const retry = await store.append(s, [event(1, ids[0]), event(2, ids[1])], { expected: 'no_stream' });
      expect(first.repeated).toBeUndefined();
      expect(retry).toEqual({ ...first, repeated: true });
      expect(await store.readStream(s)).toHaveLength(3);
    });

    it('refuses an event id reused in its stream for a different append', async () => {
      const s = stream();
      const id = randomUUID();
      await store.append(s, [event(1, id)]);
      await expect(store.append(s, [event(1, id), event(2, randomUUID())])).rejects.toBeInstanceOf(
        EventIdConflictError,
      );
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('treats an event id reused in another stream as the store can guarantee', async () => {
      const s = stream();
      const other = stream();
      const id = randomUUID();
      await store.append(s, [event(1, id)]);
      const attempt = store.append(other, [event(1, id)]);
      if (harness.refusesEventIdReuseAcrossStreams) {
        await expect(attempt).rejects.toBeInstanceOf(EventIdConflictError);
        expect(await store.readStream(other)).toHaveLength(0);
      } else {
        // Not detected: the append goes through, and the first stream is untouched.
        await expect(attempt).resolves.toMatchObject({ version: 1 });
      }
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('refuses an append just over 1 MiB whole, and takes the same events in parts that fit', async () => {
      const s = stream('big');
      await store.append(s, [event(0)]);
      // Four events of a quarter MiB each, plus metadata: just over the limit together.
      const blob = 'x'.repeat(MAX_APPEND_BYTES / 4);
      const big = Array.from({ length: 4 }, (_, i) => ({ type: 'Counted', data: { n: i + 1, blob } }));
      const error = await store.append(s, big, { expected: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppendTooLargeError);
      expect(error).toMatchObject({ stream: s, limit: MAX_APPEND_BYTES });
      expect((error as AppendTooLargeError).bytes).toBeGreaterThan(MAX_APPEND_BYTES);
      expect((error as AppendTooLargeError).bytes).toBeLessThan(MAX_APPEND_BYTES + 4096);
      expect(await store.readStream(s)).toHaveLength(1);

      const first = await store.append(s, big.slice(0, 2), { expected: 1 });
      const second = await store.append(s, big.slice(2), { expected: first.version });
      expect(second.version).toBe(5);
      const events = await store.readStream(s);
      expect(events.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4]);
      expect(verifyChain(events)).toEqual({ ok: true, events: 5 });
    });

    it('reads the log after a position, exclusively', async () => {
      const s = stream();
      const a = await store.append(s, [event(1)]);
      await store.append(s, [event(2)]);
      const after = await store.readAll({ after: a.position, limit: 1000 });
      expect(after.every((e) => e.position > a.position)).toBe(true);
      expect(after.filter((e) => e.stream === s).map((e) => e.version)).toEqual([2]);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(after[after.length - 1]!.position);
    });

    it('delivers history then live appends, in order, from an exclusive position', async () => {
      const s = stream();
      const start = await store.append(s, [event(0)]);
      await store.append(s, [event(1), event(2)]);
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribe({ after: start.position, batchSize: 2 }, (batch) => {
        seen.push(...batch);
      });
      await store.append(s, [event(3)]);
      await store.append(s, [event(4)]);
      const deadline = Date.now() + 10_000;
      while (seen.filter((e) => e.stream === s).length < 4 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      await subscription.stop();
      const mine = seen.filter((e) => e.stream === s);
      expect(mine.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
      const positions = seen.map((e) => e.position);
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
      expect(new Set(positions).size).toBe(positions.length);
    });

    it("caps a batch by the events' stored bytes as well as by count, one event at least", async () => {
      const s = stream();
      const { position } = await store.append(s, [event(0)]);
      const big = (n: number) => ({ type: 'Counted', data: { n, pad: 'x'.repeat(40_000) } });
      await store.append(s, [big(1), big(2), big(3), event(4)]);
      const batches: RecordedEvent[][] = [];
      const subscription = store.subscribe(
        { after: position, batchSize: 10, maxBatchBytes: 90_000 },
        (batch) => {
          if (batch.some((e) => e.stream === s)) batches.push(batch.filter((e) => e.stream === s));
        },
      );
      const deadline = Date.now() + 10_000;
      while (batches.flat().length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      await subscription.stop();
      expect(batches.flat().map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
      for (const batch of batches)
        expect(batch.reduce((sum, e) => sum + e.bytes!, 0) <= 90_000 || batch.length === 1).toBe(true);
      expect(batches.length).toBeGreaterThanOrEqual(2);
      expect(batches[0]!.every((e) => (e.bytes ?? 0) > 0)).toBe(true);
    });

    it('with a settle time reads after a pause at once, then what arrives meanwhile as one batch, or at once when hurried', async () => {
      const s = stream();
      const { position } = await store.append(s, [event(0)]);
      const batches: number[][] = [];
      const mine = () => batches.flat();
      const until = (count: number) => eventually(mine, (ns) => ns.length >= count, 10_000);
      // A minute: a read that waited for it would end the test by its timeout.
      const subscription = store.subscribe({ after: position, settleMs: 60_000 }, (batch) => {
        const ns = batch.filter((e) => e.stream === s).map((e) => (e.data as { n: number }).n);
        if (ns.length > 0) batches.push(ns);
      });
      await store.append(s, [event(1)]);
      await until(1);
      expect(batches).toEqual([[1]]);
      await store.append(s, [event(2)]);
      await store.append(s, [event(3)]);
      await new Promise((r) => setTimeout(r, 300));
      expect(mine()).toEqual([1]);
      subscription.hurry();
      await until(3);
      await subscription.stop();
      expect(batches).toEqual([[1], [2, 3]]);
    });

    it('with a settle time still reads full batches one after another (a replay is not slowed)', async () => {
      const s = stream();
      const { position } = await store.append(s, [event(0)]);
      await store.append(s, [event(1), event(2), event(3), event(4), event(5)]);
      const seen: number[] = [];
      const subscription = store.subscribe({ after: position, batchSize: 2, settleMs: 60_000 }, (batch) => {
        seen.push(...batch.filter((e) => e.stream === s).map((e) => (e.data as { n: number }).n));
      });
      await eventually(
        () => seen,
        (ns) => ns.length >= 5,
        10_000,
      );
      await subscription.stop();
      expect(seen).toEqual([1, 2, 3, 4, 5]);
    });

    it('ends a subscription with the error its handler threw', async () => {
      const s = stream();
      // Subscribe after a real event's position: EventStoreDB refuses to read from one that is not an event.
      const { position } = await store.append(s, [event(0)]);
      await store.append(s, [event(1)]);
      const subscription = store.subscribe({ after: position }, () => {
        throw new Error('projection broke');
      });
      await expect(subscription.done).rejects.toThrow('projection broke');
    });

    it('keeps 50 concurrent appenders to one stream contiguous, without gaps or duplicates', async () => {
      const s = stream();
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => store.append(s, [event(i)])));
      const events = await store.readStream(s);
      expect(events.map((e) => e.version)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(new Set(results.map((r) => r.version)).size).toBe(50);
      expect(new Set(events.map((e) => (e.data as { n: number }).n)).size).toBe(50);
      expect(verifyChain(events)).toEqual({ ok: true, events: 50 });
    });

    it('lets exactly one of 50 racing appenders win an expected version', async () => {
      const s = stream();
      await store.append(s, [event(0)]);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => store.append(s, [event(i)], { expected: 1 })),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes.filter((o) => o.status === 'rejected')) {
        expect((o as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
      }
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('keeps 50 concurrent appenders to many streams whole, with unique positions', async () => {
      const streams = Array.from({ length: 50 }, () => stream('many'));
      // The head before the appends is an event's position (or 0), so reading after it is valid on every store.
      const before = await store.headPosition();
      const results = await Promise.all(streams.map((s, i) => store.append(s, [event(i), event(i + 100)])));
      expect(results.every((r) => r.version === 2)).toBe(true);
      expect(Math.min(...results.map((r) => r.position))).toBeGreaterThan(before);
      const seen = await collect(
        store,
        before,
        (events) => events.filter((e) => streams.includes(e.stream)).length >= 100,
      );
      const mine = seen.filter((e) => streams.includes(e.stream));
      expect(mine).toHaveLength(100);
      expect(new Set(mine.map((e) => e.position)).size).toBe(100);
    });

    it('resolves command conflicts by re-reading and deciding again', async () => {
      interface Counter {
        count: number;
      }
      const counter: Decider<
        Counter,
        { add: number },
        { type: 'Added'; data: { add: number; total: number } }
      > = {
        initialState: () => ({ count: 0 }),
        evolve: (state, e) => ({ count: e.data.total }),
        decide: (command, state) => [
          { type: 'Added', data: { add: command.add, total: state.count + command.add } },
        ],
      };
      const handler = new CommandHandler(store);
      const s = stream('counter');
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => handler.handle(counter, s, { add: 1 })),
      );
      const events = await store.readStream(s);
      expect(events.map((e) => (e.data as { total: number }).total)).toEqual(events.map((_, i) => i + 1));
      expect(events.length).toBe(results.filter((r) => r.status === 'fulfilled').length);
      expect(events.length).toBeGreaterThanOrEqual(2);

      const eventId = randomUUID();
      const once = await handler.handle(counter, s, { add: 5 }, { eventId, actorId: 'agent-1' });
      const again = await handler.handle(counter, s, { add: 5 }, { eventId, actorId: 'agent-1' });
      expect(again).toMatchObject({ version: once.version, position: once.position, appended: false });
      expect(await store.readStream(s)).toHaveLength(events.length + 1);

      // Another process (its own handler, its own cached states) writes to the stream: this one's cached
      // state catches up from the events after it, and a retry it never saw is still recognised.
      const elsewhere = new CommandHandler(store);
      const otherId = randomUUID();
      await elsewhere.handle(counter, s, { add: 10 }, { eventId: otherId });
      const next = await handler.handle(counter, s, { add: 1 });
      expect((await store.readStream(s)).at(-1)!.data).toEqual({ add: 1, total: next.state.count });
      expect(next.state.count).toBe(events.length + 5 + 10 + 1);
      expect(await handler.handle(counter, s, { add: 10 }, { eventId: otherId })).toMatchObject({
        appended: false,
      });
    });

    it('verifies the hash chain and detects an edited event', async () => {
      const s = stream('chain');
      await store.append(s, [event(1), event(2)]);
      await store.append(s, [event(3)]);
      const events = await store.readStream(s);
      expect(verifyChain(events)).toEqual({ ok: true, events: 3 });
      const edited = events.map((e, i) => (i === 1 ? { ...e, data: { n: 20 } } : e));
      expect(verifyChain(edited)).toMatchObject({ ok: false, version: 2, reason: 'hash' });
      if (harness.tamper) {
        await harness.tamper(events[0]!.eventId, { n: 10 });
        expect(verifyChain(await store.readStream(s))).toMatchObject({
          ok: false,
          version: 1,
          reason: 'hash',
        });
      }
    });
  });
}
