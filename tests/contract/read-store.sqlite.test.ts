import { join } from 'node:path';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { readStoreContract } from './read-store.contract.ts';

readStoreContract('embedded SQLite', async () => {
  const dir = tempDir();
  const store = new SqliteReadStore(join(dir.path, 'readmodels.db'));
  return {
    store,
    close: async () => {
      await store.close();
      dir.remove();
    },
  };
});
