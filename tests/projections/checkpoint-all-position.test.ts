import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CHECKPOINTS,
  StaleCheckpointError,
  moveCheckpoint,
  type CheckpointDocument,
} from '../../src-projections/runner.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';

const LOG = 'the-log-identity';

describe("a checkpoint of EventStoreDB's $all in the SQLite read store", () => {
  const dir = tempDir();
  afterAll(() => dir.remove());

  it('keeps both positions, exactly, with the log identity, and moves by commit first', async () => {
    const store = new SqliteReadStore(join(dir.path, 'readmodels.db'));
    const move = (position: number, commit: string, prepare: string) =>
      store.transaction((tx) =>
        moveCheckpoint(tx.collection<CheckpointDocument>(CHECKPOINTS), 'hotels_v1', position, {
          logId: LOG,
          allPosition: { commit, prepare },
        }),
      );
    const stored = async () => {
      const doc = await store.collection<CheckpointDocument>(CHECKPOINTS).findOne({ _id: 'hotels_v1' });
      return { position: doc?.position, allPosition: doc?.allPosition, logId: doc?.logId };
    };

    await move(1000, '1000', '1000');
    expect(await stored()).toEqual({
      position: 1000,
      allPosition: { commit: '1000', prepare: '1000' },
      logId: LOG,
    });

    // The first event of a later append of several: its prepare number (900) is below the stored one, its
    // commit after it. A comparison by the number alone refused this move (the checkpoint stuck for good).
    await move(900, '1400', '900');
    expect(await stored()).toEqual({
      position: 900,
      allPosition: { commit: '1400', prepare: '900' },
      logId: LOG,
    });

    // Back to before it, though its number is higher: refused.
    await expect(move(1000, '1000', '1000')).rejects.toThrow(StaleCheckpointError);
    await move(1100, '1400', '1100');

    // Past 2^53 the pair stays exact through the store (stored as decimal strings).
    await move(Number('18446744073709551000'), '18446744073709551000', '18446744073709550999');
    await store.close();
    const reopened = new SqliteReadStore(join(dir.path, 'readmodels.db'));
    const doc = await reopened.collection<CheckpointDocument>(CHECKPOINTS).findOne({ _id: 'hotels_v1' });
    expect(doc?.allPosition).toEqual({ commit: '18446744073709551000', prepare: '18446744073709550999' });
    expect(doc?.logId).toBe(LOG);
    await reopened.close();
  });
});
