import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

export const TOKEN_SECRET_FILE = 'token-secret';

/**
 * The secret reset tokens are derived from: TOKEN_SECRET when set, otherwise 32 random bytes kept in
 * `DATA_DIR/token-secret` (owner-only), made by the first process to start. The api and jobs roles must
 * share it (the api hashes the token into the event, the jobs role derives it for the mail): one process,
 * or processes sharing DATA_DIR (as in docker-compose.yml), or TOKEN_SECRET given to each.
 */
export function loadTokenSecret(config: Pick<Config, 'tokenSecret' | 'dataDir'>): Buffer {
  if (config.tokenSecret) return Buffer.from(config.tokenSecret, 'utf8');
  const path = join(config.dataDir, TOKEN_SECRET_FILE);
  const existing = readSecret(path);
  if (existing) return existing;
  // Written aside, then linked into place: linking fails if another process got there first, and a
  // reader never sees a half-written file. Either way the file in place is the one secret.
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return readSecret(path)!;
}

function readSecret(path: string): Buffer | null {
  try {
    const text = readFileSync(path, 'utf8').trim();
    return text ? Buffer.from(text, 'utf8') : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
