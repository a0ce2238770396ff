import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';

/**
 * The embedded read store copies its write-ahead log back on a thread of its own. Should that thread end on
 * an error (here its files are deleted under it, as a test or an operator's clean-up does while the process
 * stops), closing the store must still finish: a process's stop waits for it before it releases its leases.
 */
describe('embedded SQLite: the checkpoint thread', () => {
  it('lets the store close after the thread has died', async () => {
    const dir = tempDir();
    const store = new SqliteReadStore(join(dir.path, 'readmodels.db'));
    await store.collection('things').insertOne({ _id: 'a' });
    // The thread has opened the file and made its first checkpoints.
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dir.path, { recursive: true, force: true });
    // The thread's next checkpoints (every 50 ms) meet the deleted file.
    await store
      .collection('things')
      .insertOne({ _id: 'b' })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    const closed = await Promise.race([
      store.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000)),
    ]);
    expect(closed).toBe('closed');
  }, 20_000);
});
