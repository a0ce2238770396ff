import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SqliteCredentialStore } from '../../src-domain/credentials/adapters/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { credentialStoreContract } from './credential-store.contract.ts';

credentialStoreContract('embedded SQLite', async () => {
  const dir = tempDir();
  const store = new SqliteCredentialStore(join(dir.path, 'credentials.db'));
  return {
    store,
    close: async () => {
      await store.close();
      dir.remove();
    },
  };
});

it('embedded SQLite: a deleted hash leaves no bytes behind in the file', async () => {
  const dir = tempDir();
  const path = join(dir.path, 'credentials.db');
  const store = new SqliteCredentialStore(path);
  const hash = 'deleted-secret-hash-0123456789abcdef';
  await store.put({ id: 'c1', userId: 'u1', purpose: 'password', hash, createdAt: '2026-11-25T08:00:00Z' });
  await store.delete('c1');
  await store.close();
  expect(readFileSync(path).includes(hash)).toBe(false);
  dir.remove();
});
