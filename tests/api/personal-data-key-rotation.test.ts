import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { MasterKey } from '../../src-domain/personal-data/master-key.ts';
import { PersonalDataEventStore } from '../../src-domain/personal-data/personal-data-event-store.ts';
import { loadConfig } from '../../src-server/config.ts';
import { openPersonalDataKeys } from '../../src-server/container.ts';
import { script } from '../support/scripts.ts';
import { tempDir } from '../support/temp-dir.ts';

const NAME = 'Philippa Rotation';
const OLD = MasterKey.generate().base64;
const NEW = MasterKey.generate().base64;

/** The name as a server started with `key` reads it, or the start-up error. */
async function nameReadWith(dataDir: string, key: string): Promise<unknown> {
  const config = loadConfig({ DATA_DIR: dataDir, PERSONAL_DATA_KEY: key }, dataDir);
  const keys = await openPersonalDataKeys(config, null, () => {}).catch((error: Error) => error);
  if (keys instanceof Error) return keys.message;
  const events = new PersonalDataEventStore(new SqliteEventStore({ path: join(dataDir, 'events.db') }), keys);
  try {
    return ((await events.readStream('user-u1'))[0]!.data as { name: string }).name;
  } finally {
    await events.close();
    await keys.close();
  }
}

describe('npm run rotate:personal-data-key', () => {
  const dir = tempDir('inspecta-rotate-');
  const logDigest = () =>
    createHash('sha256')
      .update(readFileSync(join(dir.path, 'events.db')))
      .digest('hex');
  let before: string;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dir.path, PERSONAL_DATA_KEY: OLD }, dir.path);
    const keys = await openPersonalDataKeys(config, null, () => {});
    const events = new PersonalDataEventStore(
      new SqliteEventStore({ path: join(dir.path, 'events.db') }),
      keys,
    );
    await events.append('user-u1', [
      { type: 'UserCreated', data: { userId: 'u1', name: NAME, email: 'p@r.test' } },
    ]);
    await events.close();
    await keys.close();
    before = logDigest();
  });
  afterAll(() => dir.remove());

  it('refuses without the new key, or with a current key that is not the one in use, changing nothing', async () => {
    const missing = await script('rotate-personal-data-key.ts', dir.path, { PERSONAL_DATA_KEY: OLD });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Set the new master key in PERSONAL_DATA_KEY_NEW');
    const wrongCurrent = await script('rotate-personal-data-key.ts', dir.path, {
      PERSONAL_DATA_KEY: MasterKey.generate().base64,
      PERSONAL_DATA_KEY_NEW: NEW,
    });
    expect(wrongCurrent.code).toBe(1);
    expect(wrongCurrent.output).toContain('wrapped under another master key');
    expect(wrongCurrent.output).not.toContain(NEW);
    expect(await nameReadWith(dir.path, OLD)).toBe(NAME);
  }, 120_000);

  it('re-wraps every key under the new master key without touching the log; again is a no-op', async () => {
    const rotated = await script('rotate-personal-data-key.ts', dir.path, {
      PERSONAL_DATA_KEY: OLD,
      PERSONAL_DATA_KEY_NEW: NEW,
    });
    expect(rotated.output).toContain('Re-wrapped 1 personal-data keys under the new master key');
    expect(rotated.code).toBe(0);
    expect(logDigest()).toBe(before);
    expect(await nameReadWith(dir.path, NEW)).toBe(NAME);
    expect(await nameReadWith(dir.path, OLD)).toMatch(/wrapped under another master key/);
    const again = await script('rotate-personal-data-key.ts', dir.path, {
      PERSONAL_DATA_KEY: OLD,
      PERSONAL_DATA_KEY_NEW: NEW,
    });
    expect(again.output).toContain('Re-wrapped 0 personal-data keys');
    expect(again.output).toContain('1 under it already');
    expect(logDigest()).toBe(before);
  }, 120_000);
});
