import Database from 'better-sqlite3';
import { join } from 'node:path';
import { SqliteEventStore } from '../../src-domain/store/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { eventStoreContract } from './event-store.contract.ts';

eventStoreContract('embedded SQLite', async () => {
  const dir = tempDir();
  const path = join(dir.path, 'events.db');
  const store = new SqliteEventStore({ path, pollIntervalMs: 50 });
  return {
    store,
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
