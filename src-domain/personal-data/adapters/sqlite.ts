import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { openSecretsDatabase } from '../../eventstore/adapters/private-files.ts';
import { KEY_BYTES, type PersonalDataKeys } from '../personal-data-keys.ts';

const SCHEMA = `CREATE TABLE IF NOT EXISTS personal_data_keys (user_id TEXT PRIMARY KEY, key BLOB NOT NULL);`;

/**
 * The embedded key store: its own SQLite file beside the event log (`DATA_DIR/keys.db`), owner only.
 * `secure_delete` overwrites an erased key's bytes instead of leaving them in a free page, and the WAL is
 * truncated after a delete so no copy of the key lingers there either.
 */
export class SqlitePersonalDataKeys implements PersonalDataKeys {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(path: string) {
    this.db = openSecretsDatabase(path);
    this.db.exec(SCHEMA);
    this.statements = {
      get: this.db.prepare<[string], { key: Buffer }>('SELECT key FROM personal_data_keys WHERE user_id = ?'),
      insert: this.db.prepare('INSERT OR IGNORE INTO personal_data_keys (user_id, key) VALUES (?, ?)'),
      delete: this.db.prepare('DELETE FROM personal_data_keys WHERE user_id = ?'),
    };
  }

  async getOrCreate(userId: string): Promise<Uint8Array> {
    const existing = await this.get(userId);
    if (existing) return existing;
    // Whoever inserts first wins (another process may share the file); every caller then reads the same key.
    this.statements.insert.run(userId, randomBytes(KEY_BYTES));
    return new Uint8Array(this.statements.get.get(userId)!.key);
  }

  async get(userId: string): Promise<Uint8Array | null> {
    const row = this.statements.get.get(userId);
    return row ? new Uint8Array(row.key) : null;
  }

  async delete(userId: string): Promise<void> {
    this.statements.delete.run(userId);
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
