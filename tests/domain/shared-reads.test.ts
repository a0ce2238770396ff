import { describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { ChangeSignal } from '../../src-domain/eventstore/change-signal.ts';
import { SharedReads } from '../../src-domain/eventstore/shared-reads.ts';
import type { ReadAllOptions, RecordedEvent } from '../../src-domain/eventstore/types.ts';

/** A log in memory that counts how often it is read. */
function countedLog() {
  const events: RecordedEvent[] = [];
  const log = {
    reads: 0,
    fail: false,
    append(type: string) {
      const position = events.length + 1;
      events.push({
        id: `e${position}`,
        stream: 's',
        version: position,
        position,
        type,
        data: {},
        metadata: {},
        recordedAt: '2026-11-26T10:00:00.000Z',
      } as RecordedEvent);
    },
    readAll: async ({ after, limit }: ReadAllOptions) => {
      log.reads++;
      if (log.fail) throw new Error('log unreachable');
      return events.filter((e) => e.position > after).slice(0, limit);
    },
  };
  return log;
}

describe('one read of the log tail shared by the subscriptions of a process', () => {
  it('reads once for the same request until the log moves or the moment passes', async () => {
    const log = countedLog();
    const signal = new ChangeSignal();
    let now = 1000;
    const shared = new SharedReads(log.readAll, signal, () => now);
    log.append('A');
    const first = await shared.read({ after: 0, limit: 500 });
    const second = await shared.read({ after: 0, limit: 500 });
    expect(log.reads).toBe(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first); // each caller its own array
    await shared.read({ after: 1, limit: 500 });
    expect(log.reads).toBe(2); // another request

    log.append('B');
    signal.notify();
    expect((await shared.read({ after: 0, limit: 500 })).map((e) => e.type)).toEqual(['A', 'B']);
    expect(log.reads).toBe(3);

    // Appended by another process: this signal does not move, the kept read expires within 25 ms.
    log.append('C');
    now += 10;
    expect(await shared.read({ after: 0, limit: 500 })).toHaveLength(2);
    now += 20;
    expect(await shared.read({ after: 0, limit: 500 })).toHaveLength(3);
    expect(log.reads).toBe(4);
  });

  it('keeps no failed read', async () => {
    const log = countedLog();
    const shared = new SharedReads(log.readAll, new ChangeSignal(), () => 0);
    log.fail = true;
    await expect(shared.read({ after: 0, limit: 10 })).rejects.toThrow('log unreachable');
    log.fail = false;
    log.append('A');
    expect(await shared.read({ after: 0, limit: 10 })).toHaveLength(1);
    expect(log.reads).toBe(2);
  });

  it('gives a dozen subscriptions on the embedded log every event, in order, reading the tail far fewer times', async () => {
    const store = new SqliteEventStore({ path: ':memory:', pollIntervalMs: 1000 });
    let reads = 0;
    const readAll = store.readAll.bind(store);
    store.readAll = (options) => (reads++, readAll(options));
    const seen = Array.from({ length: 12 }, () => [] as number[]);
    const subscriptions = seen.map((list) =>
      store.subscribe({ after: 0 }, (events) => void list.push(...events.map((e) => e.position))),
    );
    for (let i = 0; i < 20; i++) await store.append(`s${i % 3}`, [{ type: 'Noted', data: { i } }]);
    const positions = Array.from({ length: 20 }, (_, i) => i + 1);
    await expect.poll(() => seen.every((list) => list.length === 20)).toBe(true);
    for (const list of seen) expect(list).toEqual(positions);
    // Unshared, each of the 12 would read at least once per append it woke for.
    expect(reads).toBeLessThan(12 * 20 * 0.5);
    for (const s of subscriptions) await s.stop();
    await store.close();
  });
});
