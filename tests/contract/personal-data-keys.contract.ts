import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForeignMasterKeyError, MasterKey } from '../../src-domain/personal-data/master-key.ts';
import type { PersonalDataKeys } from '../../src-domain/personal-data/personal-data-keys.ts';

export interface PersonalDataKeysHarness {
  /** A store over the harness's storage, wrapping with `master`; the harness closes it. */
  open: (master: MasterKey) => PersonalDataKeys;
  /** Every byte the storage holds (files, or documents serialized): where a bare key would show. */
  storedBytes: () => Promise<Buffer>;
  /** Stores a key bare, as an earlier version did. */
  storeBare: (userId: string, key: Buffer) => Promise<void>;
  close: () => Promise<void>;
}

const hex = (key: Uint8Array | null) => (key ? Buffer.from(key).toString('hex') : null);

/** The behaviour every personal-data key store must show. */
export function personalDataKeysContract(name: string, open: () => Promise<PersonalDataKeysHarness>) {
  describe(`personal-data key store contract: ${name}`, () => {
    let harness: PersonalDataKeysHarness;
    let keys: PersonalDataKeys;
    const master = MasterKey.generate().key;
    beforeAll(async () => {
      harness = await open();
      keys = harness.open(master);
    });
    afterAll(() => harness?.close());

    it('makes a 32-byte key on first use and gives the same key after', async () => {
      const userId = randomUUID();
      expect(await keys.get(userId)).toBeNull();
      const key = await keys.getOrCreate(userId);
      expect(key.byteLength).toBe(32);
      expect(hex(await keys.getOrCreate(userId))).toBe(hex(key));
      expect(hex(await keys.get(userId))).toBe(hex(key));
    });

    it('gives each user a key of their own', async () => {
      const [a, b] = [await keys.getOrCreate(randomUUID()), await keys.getOrCreate(randomUUID())];
      expect(hex(a)).not.toBe(hex(b));
    });

    it('agrees on one key when callers ask at once', async () => {
      const userId = randomUUID();
      const all = await Promise.all(Array.from({ length: 8 }, () => keys.getOrCreate(userId)));
      expect(new Set(all.map(hex)).size).toBe(1);
    });

    it('forgets an erased key; erasing again is no error; a later key is a new one', async () => {
      const userId = randomUUID();
      const before = await keys.getOrCreate(userId);
      await keys.delete(userId);
      expect(await keys.get(userId)).toBeNull();
      await expect(keys.delete(userId)).resolves.toBeUndefined();
      expect(hex(await keys.getOrCreate(userId))).not.toBe(hex(before));
    });

    it('stores no key bare: the storage alone holds wrapped keys only', async () => {
      const key = Buffer.from(await keys.getOrCreate(randomUUID()));
      expect((await harness.storedBytes()).includes(key)).toBe(false);
    });

    it('reads a key an earlier version stored bare, and wraps it on rewrapAll with its own master key', async () => {
      const userId = randomUUID();
      const bare = randomBytes(32);
      await harness.storeBare(userId, bare);
      expect(hex(await keys.get(userId))).toBe(hex(bare));
      const result = await keys.rewrapAll(master);
      expect(result).toMatchObject({ wrapped: 1, rewrapped: 0 });
      expect(result.unchanged).toBeGreaterThan(0);
      expect(hex(await keys.get(userId))).toBe(hex(bare));
      expect((await harness.storedBytes()).includes(bare)).toBe(false);
      expect(await keys.rewrapAll(master)).toMatchObject({ wrapped: 0, rewrapped: 0 });
    });

    it('refuses to read or re-wrap with another master key, and changes nothing', async () => {
      const userId = randomUUID();
      const key = await keys.getOrCreate(userId);
      const stranger = harness.open(MasterKey.generate().key);
      await expect(stranger.get(userId)).rejects.toBeInstanceOf(ForeignMasterKeyError);
      await expect(stranger.getOrCreate(userId)).rejects.toBeInstanceOf(ForeignMasterKeyError);
      await expect(stranger.rewrapAll(MasterKey.generate().key)).rejects.toBeInstanceOf(
        ForeignMasterKeyError,
      );
      expect(hex(await keys.get(userId))).toBe(hex(key));
    });

    // Last: it moves every key of the storage to another master key.
    it('rotates: every key re-wrapped under the new master key, the same keys, resumable', async () => {
      const users = [randomUUID(), randomUUID(), randomUUID()];
      const before = await Promise.all(users.map((userId) => keys.getOrCreate(userId)));
      const bareUser = randomUUID();
      await harness.storeBare(bareUser, randomBytes(32));
      const next = MasterKey.generate().key;
      const result = await keys.rewrapAll(next);
      expect(result.wrapped).toBe(1);
      expect(result.rewrapped).toBeGreaterThanOrEqual(users.length);
      const rotated = harness.open(next);
      expect((await Promise.all(users.map((userId) => rotated.get(userId)))).map(hex)).toEqual(
        before.map(hex),
      );
      await expect(keys.get(users[0]!)).rejects.toBeInstanceOf(ForeignMasterKeyError);
      // Run again (an interrupted rotation finished): nothing left under the old key.
      expect(await keys.rewrapAll(next)).toEqual({
        wrapped: 0,
        rewrapped: 0,
        unchanged: result.wrapped + result.rewrapped,
      });
      expect(await rotated.rewrapAll(next)).toMatchObject({ wrapped: 0, rewrapped: 0 });
    });
  });
}
