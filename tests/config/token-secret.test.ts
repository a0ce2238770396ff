import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_SECRET_FILE, loadTokenSecret } from '../../src-server/token-secret.ts';
import { tempDir } from '../support/temp-dir.ts';

describe('the reset-token secret', () => {
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => dir.remove());

  it('is made once in DATA_DIR, readable by its owner only, and the same at every start', () => {
    const first = loadTokenSecret({ tokenSecret: null, dataDir: dir.path });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir.path, TOKEN_SECRET_FILE)).mode & 0o777).toBe(0o600);
    for (let i = 0; i < 5; i++)
      expect(loadTokenSecret({ tokenSecret: null, dataDir: dir.path })).toEqual(first);
  });

  it('comes from TOKEN_SECRET when set, and then no file is made', () => {
    const secret = 'a-configured-secret-of-32-characters';
    expect(loadTokenSecret({ tokenSecret: secret, dataDir: dir.path }).toString()).toBe(secret);
    expect(() => statSync(join(dir.path, TOKEN_SECRET_FILE))).toThrow();
  });
});
