import { join } from 'node:path';
import { SqliteCredentialStore } from '../../src-domain/credentials/adapters/sqlite.ts';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { tempDir } from './temp-dir.ts';

/** The embedded event log and read store in a temporary folder, as a test's real storage. */
export function embeddedStores() {
  const dir = tempDir();
  const events = new SqliteEventStore({ path: join(dir.path, 'events.db'), pollIntervalMs: 50 });
  const readStore = new SqliteReadStore(join(dir.path, 'readmodels.db'));
  const readModels = new ReadModels(readStore, 0);
  const credentials = new SqliteCredentialStore(join(dir.path, 'credentials.db'));
  return {
    dir: dir.path,
    events,
    credentials,
    readStore,
    readModels,
    async close() {
      await events.close();
      await credentials.close();
      await readStore.close();
      dir.remove();
    },
  };
}

export async function eventually<T>(
  probe: () => Promise<T> | T,
  accept: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
