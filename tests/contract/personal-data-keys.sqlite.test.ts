import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SqlitePersonalDataKeys } from '../../src-domain/personal-data/adapters/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { personalDataKeysContract } from './personal-data-keys.contract.ts';

personalDataKeysContract('embedded SQLite', async () => {
  const dir = tempDir();
  const keys = new SqlitePersonalDataKeys(join(dir.path, 'keys.db'));
  return {
    keys,
    close: async () => {
      await keys.close();
      dir.remove();
    },
  };
});

it('embedded SQLite: an erased key leaves no bytes behind in the files', async () => {
  const dir = tempDir();
  const keys = new SqlitePersonalDataKeys(join(dir.path, 'keys.db'));
  const key = Buffer.from(await keys.getOrCreate('u1'));
  const filesHoldKey = () =>
    readdirSync(dir.path).some((file) => readFileSync(join(dir.path, file)).includes(key));
  expect(filesHoldKey()).toBe(true);
  await keys.delete('u1');
  expect(filesHoldKey()).toBe(false);
  await keys.close();
  expect(filesHoldKey()).toBe(false);
  dir.remove();
});
