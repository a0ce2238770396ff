import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { tempDir } from '../support/temp-dir.ts';

const WRITER = fileURLToPath(new URL('../support/read-store-writer-process.ts', import.meta.url));
const PROCESSES = 4;

function run(path: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, path], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/**
 * Processes started together on one DATA_DIR (two api processes and a standby) each make the read models'
 * indexes and write. A write transaction that began by reading and then had to upgrade to a write lock
 * another process had taken failed at once with SQLITE_BUSY, and the process died at start; each write now
 * takes the lock first, waiting for the other process as the busy timeout allows.
 */
describe('embedded SQLite read store: several processes writing one file', () => {
  it('makes every index and document of four processes at once, none refused as busy', async () => {
    const dir = tempDir();
    const path = join(dir.path, 'readmodels.db');
    try {
      const results = await Promise.all(Array.from({ length: PROCESSES }, () => run(path)));
      expect(results.map((r) => r.stderr.trim())).toEqual(Array(PROCESSES).fill(''));
      expect(results.map((r) => r.code)).toEqual(Array(PROCESSES).fill(0));
      const store = new SqliteReadStore(path);
      expect(await store.collection('collection3').countDocuments({})).toBe(PROCESSES * 40);
      await store.close();
    } finally {
      dir.remove();
    }
  }, 120_000);
});
