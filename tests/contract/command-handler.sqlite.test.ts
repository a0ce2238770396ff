import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMMAND_CONFLICT,
  CommandConflictError,
  CommandHandler,
  MAX_CONFLICT_RETRIES,
  conflictBackoffMs,
} from '../../src-domain/eventstore/command-handler.ts';
import type { Decider } from '../../src-domain/eventstore/decider.ts';
import { DomainError } from '../../src-domain/shared/domain-error.ts';
import type { EventStore } from '../../src-domain/eventstore/types.ts';
import { embeddedStores } from '../support/embedded-stores.ts';

interface Counter {
  count: number;
}
type Add = { add: number };
type Added = { type: 'Added'; data: { add: number; total: number } };

/** Each event records the total it saw: a lost update shows as a repeated or skipped total. */
const counter: Decider<Counter, Add, Added> = {
  initialState: () => ({ count: 0 }),
  evolve: (_state, e) => ({ count: e.data.total }),
  decide: (command, state) => {
    if (command.add < 0) throw new DomainError('counter.negative');
    return [{ type: 'Added', data: { add: command.add, total: state.count + command.add } }];
  },
};

/** The store, recording how many events each readStream returned. */
const countingReads = (store: EventStore, read: number[]): EventStore =>
  Object.create(store, {
    readStream: {
      value: async (stream: string, options?: { fromVersion?: number }) => {
        const events = await store.readStream(stream, options);
        read.push(events.length);
        return events;
      },
    },
  });

const totals = async (store: EventStore, stream: string) =>
  (await store.readStream(stream)).map((e) => (e.data as { total: number }).total);

describe('CommandHandler on the embedded event log', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('runs one stream’s commands one after another in a process: 200 at once, none lost', async () => {
    const handler = new CommandHandler(stores.events);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => handler.handle(counter, 'counter-one', { add: 1 })),
    );
    expect(results.every((r) => r.appended)).toBe(true);
    expect(await totals(stores.events, 'counter-one')).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('bounds its state cache by bytes: big streams push out the least recently used, a huge one is not kept', async () => {
    const budget = 64 * 1024;
    const handler = new CommandHandler(stores.events, undefined, budget);
    type Noted = { type: 'Noted'; data: { text: string } };
    const notes: Decider<{ n: number }, { text: string }, Noted> = {
      initialState: () => ({ n: 0 }),
      evolve: (state) => ({ n: state.n + 1 }),
      decide: (command) => [{ type: 'Noted', data: { text: command.text } }],
    };
    const text = 'x'.repeat(10 * 1024);
    // Two commands on each stream: its cached state grows by what each appends.
    for (let i = 0; i < 20; i++)
      for (let j = 0; j < 2; j++) await handler.handle(notes, `notes-${i}`, { text });
    const usage = handler.cacheUsage();
    expect(usage.bytes).toBeLessThanOrEqual(budget);
    expect(usage.streams).toBeGreaterThan(1);
    expect(usage.streams).toBeLessThan(20);
    // A stream over the whole budget is folded for its command, answered right, and not cached.
    const huge = 'y'.repeat(budget + 1);
    await handler.handle(notes, 'notes-huge', { text: huge });
    const result = await handler.handle(notes, 'notes-huge', { text: 'z' });
    expect(result).toMatchObject({ appended: true, version: 2, state: { n: 2 } });
    expect(handler.cacheUsage().bytes).toBeLessThanOrEqual(budget);
    const again = await handler.handle(notes, 'notes-huge', { text: 'z' });
    expect(again).toMatchObject({ appended: true, version: 3, state: { n: 3 } });
  });

  it('two handlers on one store (two processes) racing: every command lands, each on the total before it', async () => {
    const first = new CommandHandler(stores.events);
    const second = new CommandHandler(stores.events);
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? first : second).handle(counter, 'counter-two', { add: 1 }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await totals(stores.events, 'counter-two')).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('a refused command answers its own error and does not hold up the ones queued behind it', async () => {
    const handler = new CommandHandler(stores.events);
    const [ok, refused, after] = await Promise.allSettled([
      handler.handle(counter, 'counter-refused', { add: 1 }),
      handler.handle(counter, 'counter-refused', { add: -1 }),
      handler.handle(counter, 'counter-refused', { add: 2 }),
    ]);
    expect(ok.status).toBe('fulfilled');
    expect(refused).toMatchObject({ status: 'rejected', reason: { key: 'counter.negative' } });
    expect(after.status).toBe('fulfilled');
    expect(await totals(stores.events, 'counter-refused')).toEqual([1, 3]);
  });

  it('decides on a kept stream without reading the log; a retried id is known; another process’s append is caught by the version', async () => {
    const read: number[] = [];
    const counted = countingReads(stores.events, read);
    const handler = new CommandHandler(counted);
    const first = await handler.handle(counter, 'counter-kept', { add: 1 }, { eventId: crypto.randomUUID() });
    const retried = crypto.randomUUID();
    const second = await handler.handle(counter, 'counter-kept', { add: 2 }, { eventId: retried });
    expect([first.version, second.version, second.state.count]).toEqual([1, 2, 3]);
    // The first command found the stream empty; the second did not read the log at all.
    expect(read).toEqual([0]);
    // A retry recognised on the kept state is answered after one look at the log (nothing new in it).
    const again = await handler.handle(counter, 'counter-kept', { add: 2 }, { eventId: retried });
    expect(again).toMatchObject({ appended: false, version: 2, state: { count: 3 } });
    expect(read).toEqual([0, 0]);
    // Another process's append: the kept state's append is refused by its version, the event read, decided again.
    let pauses = 0;
    const paused = new CommandHandler(counted, async () => {
      pauses++;
    });
    await paused.handle(counter, 'counter-kept', { add: 1 });
    await new CommandHandler(stores.events).handle(counter, 'counter-kept', { add: 10 });
    const after = await paused.handle(counter, 'counter-kept', { add: 1 });
    expect(after.state.count).toBe(15);
    // A kept state that was behind is read again at once, without the pause that spreads racing processes.
    expect(pauses).toBe(0);
    expect(await totals(stores.events, 'counter-kept')).toEqual([1, 3, 4, 14, 15]);
  });

  it('a refusal or a no-op decided on a kept state is decided again on what the log holds', async () => {
    // Never below zero, and adding zero appends nothing.
    const floor: Decider<Counter, Add, Added> = {
      ...counter,
      decide: (command, state) => {
        if (state.count + command.add < 0) throw new DomainError('counter.negative');
        if (command.add === 0) return [];
        return [{ type: 'Added', data: { add: command.add, total: state.count + command.add } }];
      },
    };
    const handler = new CommandHandler(stores.events);
    await handler.handle(floor, 'counter-floor', { add: 1 });
    await new CommandHandler(stores.events).handle(floor, 'counter-floor', { add: 10 });
    // On the kept state (1) this is refused; on the log's (11) it is not.
    const taken = await handler.handle(floor, 'counter-floor', { add: -5 });
    expect(taken.state.count).toBe(6);
    await new CommandHandler(stores.events).handle(floor, 'counter-floor', { add: 4 });
    const unchanged = await handler.handle(floor, 'counter-floor', { add: 0 });
    expect(unchanged).toMatchObject({ appended: false, version: 4, state: { count: 10 } });
    await expect(handler.handle(floor, 'counter-floor', { add: -11 })).rejects.toMatchObject({
      key: 'counter.negative',
    });
    expect(await totals(stores.events, 'counter-floor')).toEqual([1, 11, 6, 10]);
  });

  it('a retry another process appended first is answered with the log’s state, not its own events folded in', async () => {
    const handler = new CommandHandler(stores.events);
    await handler.handle(counter, 'counter-retried', { add: 1 });
    const eventId = crypto.randomUUID();
    const elsewhere = await new CommandHandler(stores.events).handle(
      counter,
      'counter-retried',
      { add: 2 },
      { eventId },
    );
    // The same client retry reaches this process, whose kept state does not know the id: the log answers it.
    const retried = await handler.handle(counter, 'counter-retried', { add: 5 }, { eventId });
    expect(retried).toMatchObject({ appended: false, version: elsewhere.version, state: { count: 3 } });
    const next = await handler.handle(counter, 'counter-retried', { add: 1 });
    expect(next.state.count).toBe(4);
    expect(await totals(stores.events, 'counter-retried')).toEqual([1, 3, 4]);
  });

  it('queues per stream, not globally: another stream goes on while one waits', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The real store, with reads of one stream held until the gate opens.
    const held: EventStore = Object.create(stores.events, {
      readStream: {
        value: async (stream: string, options?: { fromVersion?: number }) => {
          if (stream === 'counter-held') await gate;
          return stores.events.readStream(stream, options);
        },
      },
    });
    const handler = new CommandHandler(held);
    const waiting = handler.handle(counter, 'counter-held', { add: 1 });
    const other = await handler.handle(counter, 'counter-free', { add: 1 });
    expect(other.appended).toBe(true);
    release();
    expect((await waiting).appended).toBe(true);
  });

  it('a conflict that outlasts every retry is a CommandConflictError (409, errors.conflict), never the store’s error', async () => {
    const elsewhere = new CommandHandler(stores.events);
    // Every time this process has read the stream, the other one appends before it can: the conflict never clears.
    const raced: EventStore = Object.create(stores.events, {
      readStream: {
        value: async (stream: string, options?: { fromVersion?: number }) => {
          const read = await stores.events.readStream(stream, options);
          await elsewhere.handle(counter, stream, { add: 1 });
          return read;
        },
      },
    });
    let pauses = 0;
    const handler = new CommandHandler(raced, async () => {
      pauses++;
    });
    const outcome = await handler.handle(counter, 'counter-busy', { add: 1 }).catch((e: unknown) => e);
    expect(outcome).toBeInstanceOf(CommandConflictError);
    expect(outcome).toMatchObject({ status: 409, expose: true, message: COMMAND_CONFLICT });
    expect(pauses).toBe(MAX_CONFLICT_RETRIES);
    const written = await totals(stores.events, 'counter-busy');
    expect(written).toEqual(written.map((_, i) => i + 1));
  });

  it('pauses between retries grow and are jittered within their bound', () => {
    expect(conflictBackoffMs(0, () => 0.999)).toBeLessThan(5);
    expect(conflictBackoffMs(3, () => 0.999)).toBe(39);
    expect(conflictBackoffMs(30, () => 0.999)).toBe(249);
    expect(conflictBackoffMs(30, () => 0)).toBe(0);
  });
});
