import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { eventStoreContract } from './event-store.contract.ts';

eventStoreContract('embedded SQLite', async () => {
  const dir = tempDir();
  const path = join(dir.path, 'events.db');
  const store = new SqliteEventStore({ path, pollIntervalMs: 50 });
  return {
    store,
    refusesEventIdReuseAcrossStreams: true,
    connect: () => new SqliteEventStore({ path, pollIntervalMs: 50 }),
    // A second connection edits the row the way someone with file access could.
    tamper: async (eventId, data) => {
      const db = new Database(path);
      db.prepare('UPDATE events SET data = ? WHERE event_id = ?').run(JSON.stringify(data), eventId);
      db.close();
    },
    close: async () => {
      await store.close();
      dir.remove();
    },
  };
});

describe('embedded SQLite: the recent events kept for readAll', () => {
  it('serves a range read before from memory, and still sees what another process appended since', async () => {
    const dir = tempDir();
    const path = join(dir.path, 'events.db');
    const ours = new SqliteEventStore({ path, pollIntervalMs: 50 });
    const theirs = new SqliteEventStore({ path, pollIntervalMs: 50 });
    const one = (n: number) => [{ type: 'Counted', data: { n } }];
    try {
      for (const n of [1, 2, 3]) await ours.append('counter-a', one(n));
      const first = await ours.readAll({ after: 0, limit: 100 });
      expect(first.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      await theirs.append('counter-b', one(4));
      // Another reader of the same range gets the same events; reading on from the end finds the new one.
      expect((await ours.readAll({ after: 1, limit: 100 })).map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }]);
      expect((await ours.readAll({ after: first[2]!.position, limit: 100 })).map((e) => e.data)).toEqual([
        { n: 4 },
      ]);
      // Limits hold from memory too, and the whole log reads as it is on disk.
      expect((await ours.readAll({ after: 0, limit: 2 })).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
      const all = async () => {
        const events = [];
        for (let after = 0; ;) {
          const batch = await ours.readAll({ after, limit: 100 });
          if (batch.length === 0) return events;
          events.push(...batch);
          after = batch.at(-1)!.position;
        }
      };
      expect((await all()).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    } finally {
      await ours.close();
      await theirs.close();
      dir.remove();
    }
  });
});

describe('embedded SQLite: commits on the writer thread', () => {
  it('groups appends made while a commit runs, settles each alone, and closes only after the last commit', async () => {
    const dir = tempDir();
    const path = join(dir.path, 'events.db');
    const store = new SqliteEventStore({ path, pollIntervalMs: 50 });
    const one = (n: number) => [{ type: 'Counted', data: { n } }];
    try {
      await store.append('counter-a', one(0));
      // Fifty appends at once, one of them refused on its own (a wrong expected version) without the others.
      const attempts = Array.from({ length: 50 }, (_, i) =>
        store.append(`counter-${i % 5}`, one(i + 1), i === 7 ? { expected: 99 } : {}),
      );
      const outcomes = await Promise.allSettled(attempts);
      expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o.reason as Error).name)).toEqual([
        'WrongExpectedVersionError',
      ]);
      // Made and not awaited before close: close waits for its commit.
      const last = store.append('counter-z', one(99));
      await store.close();
      await expect(last).resolves.toMatchObject({ version: 1 });
      await expect(store.append('counter-z', one(100))).rejects.toThrow(/closed/);
    } finally {
      await store.close();
    }
    const reopened = new SqliteEventStore({ path });
    try {
      expect(await reopened.readAll({ after: 0, limit: 100 })).toHaveLength(1 + 49 + 1);
    } finally {
      await reopened.close();
      dir.remove();
    }
  });
});
