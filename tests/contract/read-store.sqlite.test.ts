import { describe, expect, it } from 'vitest';
import type { Document } from '../../src-projections/store/types.ts';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { readStoreContract } from './read-store.contract.ts';

readStoreContract('embedded SQLite', async () => {
  const dir = tempDir();
  const store = new SqliteReadStore(join(dir.path, 'readmodels.db'));
  return {
    store,
    close: async () => {
      await store.close();
      dir.remove();
    },
  };
});

describe('embedded SQLite: a sorted page is read by index', () => {
  it('reads the first and a later page of 60,000 documents without reading them all', async () => {
    const dir = tempDir();
    const store = new SqliteReadStore(join(dir.path, 'readmodels.db'));
    try {
      const entries = store.collection<Document & { hotel: string; key: string }>('entries');
      await entries.createIndex({ hotel: 1, key: -1 });
      const keyOf = (i: number) => String(i).padStart(8, '0');
      for (let start = 0; start < 60_000; start += 10_000)
        await entries.bulkWrite(
          Array.from({ length: 10_000 }, (_, k) => ({
            insertOne: { document: { _id: `e${start + k}`, hotel: 'h', key: keyOf(start + k) } },
          })),
        );
      const timed = async (work: () => Promise<unknown>) => {
        const started = performance.now();
        await work();
        return performance.now() - started;
      };
      const whole = await timed(() => entries.find({ hotel: 'h' }));
      const first = await timed(() => entries.find({ hotel: 'h' }, { sort: { key: -1 }, limit: 50 }));
      const later = await timed(() =>
        entries.find({ hotel: 'h', key: { $lt: keyOf(1_000) } }, { sort: { key: -1 }, limit: 50 }),
      );
      expect(
        (await entries.find({ hotel: 'h', key: { $lt: keyOf(1_000) } }, { sort: { key: -1 }, limit: 2 })).map(
          (d) => d._id,
        ),
      ).toEqual(['e999', 'e998']);
      // Reading every document parses 60,000 of them; a page parses 50: a hundredfold apart, asked tenfold.
      expect(first * 10).toBeLessThan(whole);
      expect(later * 10).toBeLessThan(whole);
    } finally {
      await store.close();
      dir.remove();
    }
  });
});

describe('embedded SQLite: the write-ahead log is copied back on a thread of its own', () => {
  it('keeps the log small while many writes commit, without the writer checkpointing', async () => {
    const dir = tempDir();
    const path = join(dir.path, 'readmodels.db');
    const store = new SqliteReadStore(path);
    try {
      const docs = store.collection<Document & { body: string }>('docs');
      const body = 'x'.repeat(8_000);
      // 72 MB written in 900 commits, as projections write: the writer itself never checkpoints
      // (wal_autocheckpoint = 0), so without the thread the log grows with every commit (to 37 MB here).
      for (let batch = 0; batch < 900; batch++) {
        await docs.bulkWrite(
          Array.from({ length: 10 }, (_, k) => ({
            replaceOne: {
              filter: { _id: `d${k}` },
              replacement: { _id: `d${k}`, body: `${batch}${body}` },
              upsert: true,
            },
          })),
        );
        // A pause longer than the thread's interval now and then, as between a server's batches.
        if (batch % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 60));
      }
      // Under 2 MB on a quiet machine; a busy one (the whole suite on two cores) starves the thread for a while
      // and saw 8 MB.
      expect(statSync(`${path}-wal`).size).toBeLessThan(12_000_000);
    } finally {
      await store.close();
      dir.remove();
    }
  });
});
