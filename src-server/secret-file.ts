import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** A secret file's text, trimmed; null when the file does not exist or is empty. */
export function readSecretFile(path: string): string | null {
  try {
    const text = readFileSync(path, 'utf8').trim();
    return text || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Makes the secret file (owner-only) unless one is there, and returns the text in place. Written aside, then
 * linked into place: linking fails if another process got there first, and a reader never sees a half-written
 * file. Either way the file in place is the one secret.
 */
export function createSecretFileOnce(path: string, text: string): string {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return readSecretFile(path)!;
}
