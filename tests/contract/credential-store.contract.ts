import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CredentialConflictError,
  type Credential,
  type CredentialStore,
} from '../../src-domain/credentials/credential-store.ts';

export interface CredentialStoreHarness {
  store: CredentialStore;
  close: () => Promise<void>;
}

const credential = (fields: Partial<Credential> = {}): Credential => ({
  id: randomUUID(),
  userId: randomUUID(),
  purpose: 'password',
  hash: `$argon2id$v=19$m=19456,t=2,p=1$${randomUUID()}`,
  createdAt: '2026-11-25T08:00:00.000Z',
  ...fields,
});

/** The behaviour every credentials-store adapter must show. */
export function credentialStoreContract(name: string, open: () => Promise<CredentialStoreHarness>) {
  describe(`credential store contract: ${name}`, () => {
    let harness: CredentialStoreHarness;
    let store: CredentialStore;
    beforeAll(async () => {
      harness = await open();
      store = harness.store;
    });
    afterAll(() => harness?.close());

    it('keeps a credential and gives it back by id, null for one never stored', async () => {
      const stored = credential();
      await store.put(stored);
      expect(await store.get(stored.id)).toEqual(stored);
      expect(await store.get(randomUUID())).toBeNull();
    });

    it('finds a token credential by its purpose and hash only', async () => {
      const hash = randomUUID().replace(/-/g, '');
      const reset = credential({ purpose: 'passwordReset', hash });
      await store.put(reset);
      expect(await store.findByHash('passwordReset', hash)).toEqual(reset);
      expect(await store.findByHash('emailChange', hash)).toBeNull();
      expect(await store.findByHash('passwordReset', `${hash}0`)).toBeNull();
    });

    it('takes the same credential twice as once, and refuses another content under a used id', async () => {
      const stored = credential();
      await store.put(stored);
      await store.put({ ...stored });
      expect(await store.get(stored.id)).toEqual(stored);
      await expect(store.put({ ...stored, hash: 'another' })).rejects.toBeInstanceOf(CredentialConflictError);
      expect(await store.get(stored.id)).toEqual(stored);
    });

    it('forgets a deleted credential, by id and by hash; deleting it again is no error', async () => {
      const token = credential({ purpose: 'emailChange', hash: randomUUID() });
      await store.put(token);
      await store.delete(token.id);
      expect(await store.get(token.id)).toBeNull();
      expect(await store.findByHash('emailChange', token.hash)).toBeNull();
      await expect(store.delete(token.id)).resolves.toBeUndefined();
    });

    it('forgets every credential of one user at once, and only theirs', async () => {
      const userId = randomUUID();
      const theirs = [credential({ userId }), credential({ userId, purpose: 'passwordReset' })];
      const other = credential();
      for (const stored of [...theirs, other]) await store.put(stored);
      await store.deleteAllOf(userId);
      for (const gone of theirs) expect(await store.get(gone.id)).toBeNull();
      expect(await store.get(other.id)).toEqual(other);
      await expect(store.deleteAllOf(userId)).resolves.toBeUndefined();
    });
  });
}
