import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * Modes for what the server keeps on disk (the event log, the credentials store with password and token
 * hashes, read models, mail with reset links, uploaded files): readable by the server's own account only.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIRECTORY_MODE = 0o700;

/**
 * Sets the mode of a file or directory made by an earlier version with the umask's mode. Best effort: a file
 * system without modes (or a file owned by someone else) keeps what it has rather than stopping the start.
 */
export function tightenMode(path: string, mode: number): void {
  try {
    if (existsSync(path)) chmodSync(path, mode);
  } catch {
    // see above
  }
}

/**
 * A SQLite database file made 0600 BEFORE SQLite opens it: SQLite gives the -wal, -shm and -journal files it
 * makes later the database file's own mode. Files left by an earlier version are tightened too.
 */
export function privateDatabaseFile(path: string): void {
  if (path === ':memory:' || path === '' || path.startsWith('file:')) return;
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  for (const file of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`])
    tightenMode(file, PRIVATE_FILE_MODE);
}

/**
 * A small store of secrets beside the event log (credentials, personal-data keys): owner-only file, WAL,
 * every commit synced, and `secure_delete` so a deleted secret's bytes are overwritten, not left in a free page.
 */
export function openSecretsDatabase(path: string): Database.Database {
  privateDatabaseFile(path);
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('secure_delete = ON');
  return db;
}
