import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { SqlitePersonalDataKeys } from '../../src-domain/personal-data/adapters/sqlite.ts';
import { MasterKey } from '../../src-domain/personal-data/master-key.ts';
import { tempDir } from '../support/temp-dir.ts';
import { personalDataKeysContract } from './personal-data-keys.contract.ts';

const filesOf = (dir: string) => Buffer.concat(readdirSync(dir).map((file) => readFileSync(join(dir, file))));

personalDataKeysContract('embedded SQLite', async () => {
  const dir = tempDir();
  const path = join(dir.path, 'keys.db');
  const opened: SqlitePersonalDataKeys[] = [];
  return {
    open: (master) => {
      const keys = new SqlitePersonalDataKeys(path, master);
      opened.push(keys);
      return keys;
    },
    storedBytes: async () => filesOf(dir.path),
    storeBare: async (userId, key) => {
      const db = new Database(path);
      db.prepare('INSERT INTO personal_data_keys (user_id, key) VALUES (?, ?)').run(userId, key);
      db.close();
    },
    close: async () => {
      for (const keys of opened) await keys.close();
      dir.remove();
    },
  };
});

it('embedded SQLite: an erased key leaves no bytes behind in the files', async () => {
  const dir = tempDir();
  const master = MasterKey.generate().key;
  const keys = new SqlitePersonalDataKeys(join(dir.path, 'keys.db'), master);
  await keys.getOrCreate('u1');
  // The wrapped form is what the file holds; it must go with the key.
  const db = new Database(join(dir.path, 'keys.db'), { readonly: true });
  const wrapped = db.prepare<[], { key: Buffer }>('SELECT key FROM personal_data_keys').get()!.key;
  db.close();
  const filesHoldKey = () => filesOf(dir.path).includes(wrapped);
  expect(filesHoldKey()).toBe(true);
  await keys.delete('u1');
  expect(filesHoldKey()).toBe(false);
  await keys.close();
  expect(filesHoldKey()).toBe(false);
  dir.remove();
});

it('embedded SQLite: a keys.db of the earlier schema (keys bare) keeps working and is wrapped in place', async () => {
  const dir = tempDir();
  const path = join(dir.path, 'keys.db');
  const bare = randomBytes(32);
  const legacy = new Database(path);
  legacy.pragma('journal_mode = WAL');
  legacy.exec('CREATE TABLE personal_data_keys (user_id TEXT PRIMARY KEY, key BLOB NOT NULL)');
  legacy.prepare('INSERT INTO personal_data_keys (user_id, key) VALUES (?, ?)').run('u1', bare);
  legacy.close();
  expect(filesOf(dir.path).includes(bare)).toBe(true);

  const master = MasterKey.generate().key;
  const keys = new SqlitePersonalDataKeys(path, master);
  expect(Buffer.from((await keys.get('u1'))!)).toEqual(bare);
  expect(await keys.rewrapAll(master)).toEqual({ wrapped: 1, rewrapped: 0, unchanged: 0 });
  expect(Buffer.from((await keys.get('u1'))!)).toEqual(bare);
  await keys.close();
  // No copy of the bare key is left in the database, its WAL or a free page.
  expect(filesOf(dir.path).includes(bare)).toBe(false);
  dir.remove();
});
