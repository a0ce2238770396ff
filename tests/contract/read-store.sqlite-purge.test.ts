import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import type { Document } from '../../src-projections/store/types.ts';
import { tempDir } from '../support/temp-dir.ts';

type Person = Document & { name: string };

/**
 * An erasure ends by purging the embedded read store's write-ahead log, whose old frames still hold the
 * values the projections have just overwritten. A reader that keeps an old snapshot longer than the busy
 * timeout (another process's long query) must delay the purge, not make it a silent no-op.
 */
describe('embedded SQLite: purging freed bytes', () => {
  it('leaves no old frame in the write-ahead log even when a reader holds a snapshot past the busy timeout', async () => {
    const dir = tempDir();
    const path = join(dir.path, 'readmodels.db');
    const store = new SqliteReadStore(path);
    const other = new Database(path, { readonly: true });
    try {
      const people = store.collection<Person>('people');
      await people.insertOne({ _id: 'p', name: 'Quillfeather Erasmustein' });
      // Another connection's read transaction pins the snapshot that still holds the name.
      other.exec('BEGIN');
      other.prepare('SELECT count(*) FROM sqlite_master').get();
      await people.replaceOne({ _id: 'p' }, { _id: 'p', name: 'erased' });
      setTimeout(() => other.exec('COMMIT'), 6_000);
      await store.purgeFreedBytes();
      expect(statSync(`${path}-wal`).size).toBe(0);
      expect(readFileSync(path).includes('Quillfeather')).toBe(false);
    } finally {
      other.close();
      await store.close();
      dir.remove();
    }
  }, 30_000);
});
