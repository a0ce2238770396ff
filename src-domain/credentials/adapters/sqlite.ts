import Database from 'better-sqlite3';
import { openSecretsDatabase } from '../../eventstore/adapters/private-files.ts';
import {
  CredentialConflictError,
  sameCredential,
  type Credential,
  type CredentialPurpose,
  type CredentialStore,
} from '../credential-store.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS credentials (
  id         TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL,
  purpose    TEXT NOT NULL,
  hash       TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS credentials_by_hash ON credentials (purpose, hash);`;

interface CredentialRow {
  id: string;
  user_id: string;
  purpose: CredentialPurpose;
  hash: string;
  created_at: string;
}

const fromRow = (row: CredentialRow | undefined): Credential | null =>
  row
    ? { id: row.id, userId: row.user_id, purpose: row.purpose, hash: row.hash, createdAt: row.created_at }
    : null;

/**
 * The embedded credentials store: its own SQLite file beside the event log (`DATA_DIR/credentials.db`), owner
 * only. `secure_delete` overwrites a deleted secret's bytes instead of leaving them in a free page.
 */
export class SqliteCredentialStore implements CredentialStore {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(path: string) {
    this.db = openSecretsDatabase(path);
    this.db.exec(SCHEMA);
    this.statements = {
      get: this.db.prepare<[string], CredentialRow>('SELECT * FROM credentials WHERE id = ?'),
      byHash: this.db.prepare<[string, string], CredentialRow>(
        'SELECT * FROM credentials WHERE purpose = ? AND hash = ? LIMIT 1',
      ),
      insert: this.db.prepare(
        'INSERT OR IGNORE INTO credentials (id, user_id, purpose, hash, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      delete: this.db.prepare('DELETE FROM credentials WHERE id = ?'),
      deleteAllOf: this.db.prepare('DELETE FROM credentials WHERE user_id = ?'),
    };
  }

  async put(credential: Credential): Promise<void> {
    const { id, userId, purpose, hash, createdAt } = credential;
    const inserted = this.statements.insert.run(id, userId, purpose, hash, createdAt).changes === 1;
    if (inserted) return;
    const existing = fromRow(this.statements.get.get(id));
    if (!existing || !sameCredential(existing, credential)) throw new CredentialConflictError(id);
  }

  async get(id: string): Promise<Credential | null> {
    return fromRow(this.statements.get.get(id));
  }

  async findByHash(purpose: CredentialPurpose, hash: string): Promise<Credential | null> {
    return fromRow(this.statements.byHash.get(purpose, hash));
  }

  async delete(id: string): Promise<void> {
    this.statements.delete.run(id);
  }

  async deleteAllOf(userId: string): Promise<void> {
    this.statements.deleteAllOf.run(userId);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
