import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_SECRET_FILE, loadTokenSecret } from '../../src-server/token-secret.ts';
import { tempDir } from '../support/temp-dir.ts';

describe('the reset-token secret', () => {
  let dir: ReturnType<typeof tempDir>;
  let outside: ReturnType<typeof tempDir>;
  const embedded = () => ({ tokenSecret: null, tokenSecretFile: null, dataDir: dir.path, production: false });
  beforeEach(() => {
    dir = tempDir();
    outside = tempDir();
  });
  afterEach(() => {
    dir.remove();
    outside.remove();
  });

  it('outside production is made once in DATA_DIR, readable by its owner only, and the same at every start', () => {
    const first = loadTokenSecret(embedded());
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir.path, TOKEN_SECRET_FILE)).mode & 0o777).toBe(0o600);
    for (let i = 0; i < 5; i++) expect(loadTokenSecret(embedded())).toEqual(first);
  });

  it('comes from TOKEN_SECRET when set, and then no file is made', () => {
    const secret = 'a-configured-secret-of-32-characters';
    expect(loadTokenSecret({ ...embedded(), tokenSecret: secret }).toString()).toBe(secret);
    expect(() => statSync(join(dir.path, TOKEN_SECRET_FILE))).toThrow();
  });

  it('comes from TOKEN_SECRET_FILE when set, and then nothing is made in DATA_DIR', () => {
    const file = join(outside.path, 'token-secret');
    writeFileSync(file, 'a-secret-kept-outside-the-data-dir\n');
    const secret = loadTokenSecret({ ...embedded(), tokenSecretFile: file, production: true });
    expect(secret.toString()).toBe('a-secret-kept-outside-the-data-dir');
    expect(() => statSync(join(dir.path, TOKEN_SECRET_FILE))).toThrow();
  });

  it('is never made in DATA_DIR in production, nor read from a missing or short file', () => {
    expect(() => loadTokenSecret({ ...embedded(), production: true })).toThrow(
      /in production set TOKEN_SECRET/,
    );
    expect(() => statSync(join(dir.path, TOKEN_SECRET_FILE))).toThrow();
    const file = join(outside.path, 'token-secret');
    expect(() => loadTokenSecret({ ...embedded(), tokenSecretFile: file })).toThrow(/does not exist/);
    writeFileSync(file, 'short');
    expect(() => loadTokenSecret({ ...embedded(), tokenSecretFile: file })).toThrow(/fewer than 32/);
  });
});
