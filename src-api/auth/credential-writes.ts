import { randomUUID } from 'node:crypto';
import type { CredentialPurpose, CredentialStore } from '../../src-domain/credentials/credential-store.ts';

interface NewSecret {
  userId: string;
  purpose: CredentialPurpose;
  /** The argon2id hash of a password, or the SHA-256 of a mailed token: never the secret itself. */
  hash: string;
  now: Date;
}

/**
 * Keeps a secret's hash in the credentials store under a new id, then runs `record`: the command whose event
 * names that id. The hash is stored first so that an event never names a credential that is missing; when the
 * command fails or records nothing (a deactivated user's reset request), the hash is forgotten again, so the
 * store keeps no secret that no event names.
 */
export async function withNewCredential<T extends { appended?: boolean }>(
  store: CredentialStore,
  secret: NewSecret,
  record: (credentialId: string) => Promise<T>,
): Promise<T> {
  const id = randomUUID();
  await store.put({
    id,
    userId: secret.userId,
    purpose: secret.purpose,
    hash: secret.hash,
    createdAt: secret.now.toISOString(),
  });
  try {
    const result = await record(id);
    if (result.appended === false) await store.delete(id);
    return result;
  } catch (error) {
    await store.delete(id);
    throw error;
  }
}

/** Forgets credentials that are used up or replaced (their events stay; only the secret goes). */
export async function forgetCredentials(
  store: CredentialStore,
  ids: Array<string | null | undefined>,
): Promise<void> {
  for (const id of ids) if (id) await store.delete(id);
}
