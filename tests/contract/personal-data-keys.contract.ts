import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataKeys } from '../../src-domain/personal-data/personal-data-keys.ts';

export interface PersonalDataKeysHarness {
  keys: PersonalDataKeys;
  close: () => Promise<void>;
}

const hex = (key: Uint8Array | null) => (key ? Buffer.from(key).toString('hex') : null);

/** The behaviour every personal-data key store must show. */
export function personalDataKeysContract(name: string, open: () => Promise<PersonalDataKeysHarness>) {
  describe(`personal-data key store contract: ${name}`, () => {
    let harness: PersonalDataKeysHarness;
    let keys: PersonalDataKeys;
    beforeAll(async () => {
      harness = await open();
      keys = harness.keys;
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
  });
}
