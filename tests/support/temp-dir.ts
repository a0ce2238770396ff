import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultPersonalDataKeyFile } from '../../src-server/config.ts';

/**
 * A fresh folder per test file, removed afterwards, with the personal-data master key a server used as its
 * DATA_DIR makes beside it (outside production, when none is configured).
 */
export function tempDir(prefix = 'inspecta-'): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return {
    path,
    remove: () => {
      rmSync(path, { recursive: true, force: true });
      rmSync(defaultPersonalDataKeyFile(path), { force: true });
    },
  };
}
