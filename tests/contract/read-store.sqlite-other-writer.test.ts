import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import type { Document } from '../../src-projections/store/types.ts';
import { tempDir } from '../support/temp-dir.ts';

type Entry = Document & { hotel: string; key: string };

/**
 * The HTTP thread reads read models a projections thread (or another process) writes: what that writer
 * makes after the reader opened, tables and indexes, the reader learns; what it drops reads as empty.
 */
describe('embedded SQLite: a store reading what another connection writes', () => {
  it('uses the indexes made after it opened, and reads a table dropped since as empty', async () => {
    const dir = tempDir();
    const path = join(dir.path, 'readmodels.db');
    const reader = new SqliteReadStore(path);
    const writer = new SqliteReadStore(path);
    try {
      expect(await reader.collection<Entry>('entries').find({})).toEqual([]);
      const entries = writer.collection<Entry>('entries');
      await entries.createIndex({ hotel: 1, key: -1 });
      await entries.bulkWrite(
        [
          { _id: 'a', hotel: 'h', key: '1' },
          { _id: 'b', hotel: 'h', key: '2' },
          { _id: 'c', hotel: 'g', key: '3' },
        ].map((document) => ({ insertOne: { document } })),
      );
      // The schema is read again at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const read = reader.collection<Entry>('entries');
      expect((await read.find({ hotel: 'h' }, { sort: { key: -1 }, limit: 5 })).map((d) => d._id)).toEqual([
        'b',
        'a',
      ]);
      expect(reader.fieldsOf('entries').has('hotel')).toBe(true);

      await writer.dropCollection('entries');
      // Seen a moment ago, dropped since: as empty as a collection never made, not an error.
      expect(await read.find({ hotel: 'h' })).toEqual([]);
      expect(await read.find({ hotel: 'h' }, { sort: { key: -1 }, limit: 5 })).toEqual([]);
      expect(await read.findOne({ _id: 'a' })).toBeNull();
    } finally {
      await reader.close();
      await writer.close();
      dir.remove();
    }
  });
});
