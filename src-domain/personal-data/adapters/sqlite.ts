import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { openSecretsDatabase } from '../../eventstore/adapters/private-files.ts';
import { ForeignMasterKeyError, type MasterKey } from '../master-key.ts';
import { KEY_BYTES, type PersonalDataKeys, type RewrapResult } from '../personal-data-keys.ts';

// `master_key_id` NULL: a key an earlier version stored bare, wrapped by the start-up migration.
const SCHEMA = `CREATE TABLE IF NOT EXISTS personal_data_keys (user_id TEXT PRIMARY KEY, key BLOB NOT NULL, master_key_id TEXT);`;

interface KeyRow {
  user_id: string;
  key: Buffer;
  master_key_id: string | null;
}

/**
 * The embedded key store: its own SQLite file beside the event log (`DATA_DIR/keys.db`), owner only, every key
 * wrapped under the master key. `secure_delete` overwrites an erased (or re-wrapped) key's bytes instead of
 * leaving them in a free page, and the WAL is truncated after a delete or a re-wrap so no copy lingers there.
 */
export class SqlitePersonalDataKeys implements PersonalDataKeys {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(
    path: string,
    private readonly master: MasterKey,
  ) {
    this.db = openSecretsDatabase(path);
    this.db.exec(SCHEMA);
    const columns = this.db.pragma('table_info(personal_data_keys)') as { name: string }[];
    if (!columns.some((column) => column.name === 'master_key_id'))
      this.db.exec('ALTER TABLE personal_data_keys ADD COLUMN master_key_id TEXT');
    this.statements = {
      get: this.db.prepare<[string], KeyRow>('SELECT * FROM personal_data_keys WHERE user_id = ?'),
      insert: this.db.prepare(
        'INSERT OR IGNORE INTO personal_data_keys (user_id, key, master_key_id) VALUES (?, ?, ?)',
      ),
      delete: this.db.prepare('DELETE FROM personal_data_keys WHERE user_id = ?'),
      notUnder: this.db.prepare<[string], KeyRow>(
        'SELECT * FROM personal_data_keys WHERE master_key_id IS NULL OR master_key_id <> ?',
      ),
      countUnder: this.db.prepare<[string], { n: number }>(
        'SELECT count(*) AS n FROM personal_data_keys WHERE master_key_id = ?',
      ),
      replace: this.db.prepare('UPDATE personal_data_keys SET key = ?, master_key_id = ? WHERE user_id = ?'),
    };
  }

  async getOrCreate(userId: string): Promise<Uint8Array> {
    const existing = await this.get(userId);
    if (existing) return existing;
    // Whoever inserts first wins (another process may share the file); every caller then reads the same key.
    this.statements.insert.run(userId, this.master.wrap(userId, randomBytes(KEY_BYTES)), this.master.id);
    return (await this.get(userId))!;
  }

  async get(userId: string): Promise<Uint8Array | null> {
    const row = this.statements.get.get(userId);
    return row ? this.open(row) : null;
  }

  async delete(userId: string): Promise<void> {
    this.statements.delete.run(userId);
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async rewrapAll(next: MasterKey): Promise<RewrapResult> {
    const result = this.db
      .transaction((): RewrapResult => {
        const pending = this.statements.notUnder.all(next.id);
        const foreign = pending.filter(
          (row) => row.master_key_id !== null && row.master_key_id !== this.master.id,
        );
        if (foreign.length) throw new ForeignMasterKeyError(foreign.length);
        for (const row of pending)
          this.statements.replace.run(next.wrap(row.user_id, this.open(row)), next.id, row.user_id);
        const wrapped = pending.filter((row) => row.master_key_id === null).length;
        return {
          wrapped,
          rewrapped: pending.length - wrapped,
          unchanged: this.statements.countUnder.get(next.id)!.n - pending.length,
        };
      })
      .immediate();
    if (result.wrapped + result.rewrapped) this.db.pragma('wal_checkpoint(TRUNCATE)');
    return result;
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private open(row: KeyRow): Uint8Array {
    if (row.master_key_id === null) return new Uint8Array(row.key);
    if (row.master_key_id !== this.master.id) throw new ForeignMasterKeyError(1);
    return this.master.unwrap(row.user_id, row.key);
  }
}
