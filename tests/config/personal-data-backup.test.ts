import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { decryptValue, isEncrypted } from '../../src-domain/personal-data/cipher.ts';
import { PersonalDataEventStore } from '../../src-domain/personal-data/personal-data-event-store.ts';
import { loadConfig, defaultPersonalDataKeyFile } from '../../src-server/config.ts';
import { openPersonalDataKeys, StartupError } from '../../src-server/container.ts';
import { tempDir } from '../support/temp-dir.ts';

const NAME = 'Zebulon Quartermaine';
const userCreated = {
  type: 'UserCreated',
  data: {
    userId: 'u1',
    organizationId: null,
    name: NAME,
    email: 'zebulon@example.test',
    role: 'agent',
    agentCode: 'A7',
    profile: '',
    language: 'en',
    passwordCredentialId: null,
    hotelIds: [],
    createdAt: '2026-11-26T08:00:00.000Z',
  },
};

/** Every byte of every file in a folder (the log, its WAL, keys.db, ...), file by file. */
const filesIn = (dir: string) =>
  readdirSync(dir)
    .filter((file) => statSync(join(dir, file)).isFile())
    .map((file) => readFileSync(join(dir, file)));

/** Tries every 32 bytes at every offset of every file as the person's key: what an attacker with the copy does. */
function recoverWithAnyBytes(files: Buffer[], context: string, encrypted: { $encrypted: string }): unknown {
  for (const bytes of files)
    for (let at = 0; at + 32 <= bytes.length; at++) {
      const value = decryptValue(bytes.subarray(at, at + 32), context, encrypted);
      if (value !== undefined) return value;
    }
  return undefined;
}

describe('a copy of DATA_DIR alone (a backup without the master key)', () => {
  let dir: ReturnType<typeof tempDir>;
  let copy: ReturnType<typeof tempDir>;
  const lines: string[] = [];
  beforeEach(async () => {
    dir = tempDir();
    copy = tempDir();
    const config = loadConfig({ DATA_DIR: dir.path }, dir.path);
    const keys = await openPersonalDataKeys(config, null, (line) => lines.push(line));
    const events = new PersonalDataEventStore(
      new SqliteEventStore({ path: join(dir.path, 'events.db') }),
      keys,
    );
    await events.append('user-u1', [userCreated]);
    expect(((await events.readStream('user-u1'))[0]!.data as { name: string }).name).toBe(NAME);
    await events.close();
    await keys.close();
    cpSync(dir.path, copy.path, { recursive: true });
  });
  afterEach(() => {
    dir.remove();
    copy.remove();
  });

  it('was made with the master key beside DATA_DIR, not in it, owner-only, with a warning', () => {
    const keyFile = defaultPersonalDataKeyFile(dir.path);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readdirSync(copy.path).some((file) => file.includes('personal-data'))).toBe(false);
    expect(lines.join('\n')).toMatch(/Warning: made the personal-data master key .*\.personal-data\.key/);
  });

  it('holds the name nowhere in plain text, and no bytes in it open the encrypted name', async () => {
    const files = filesIn(copy.path);
    expect(files.some((bytes) => bytes.includes(NAME))).toBe(false);
    const stored = new SqliteEventStore({ path: join(copy.path, 'events.db') });
    const [event] = await stored.readStream('user-u1');
    await stored.close();
    const encrypted = (event!.data as { name: unknown }).name;
    expect(isEncrypted(encrypted)).toBe(true);
    expect(
      recoverWithAnyBytes(filesIn(copy.path), 'u1\nname', encrypted as { $encrypted: string }),
    ).toBeUndefined();
    // The method is sound: with the master key too (the original place), the same search would not be needed.
    const config = loadConfig({ DATA_DIR: dir.path }, dir.path);
    const keys = await openPersonalDataKeys(config, null, () => {});
    const key = await keys.get('u1');
    await keys.close();
    expect(recoverWithAnyBytes([Buffer.from(key!)], 'u1\nname', encrypted as { $encrypted: string })).toBe(
      NAME,
    );
  });

  it('is refused at start rather than read as erased', async () => {
    const config = loadConfig({ DATA_DIR: copy.path }, copy.path);
    expect(existsSync(defaultPersonalDataKeyFile(copy.path))).toBe(false);
    const attempt = openPersonalDataKeys(config, null, () => {});
    await expect(attempt).rejects.toBeInstanceOf(StartupError);
    await expect(attempt).rejects.toThrow(/wrapped under another master key/);
  });
});
