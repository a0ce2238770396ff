/**
 * What a credential protects: a password to sign in with, or a mailed link (password reset, e-mail change).
 * The secret behind each is kept only as a hash, and only here.
 */
export type CredentialPurpose = 'password' | 'passwordReset' | 'emailChange';

/**
 * A secret kept outside the event log: an argon2id password hash, or the SHA-256 of a mailed token. Events
 * name a credential by its id and never carry the hash, so the immutable log holds no secret and a
 * credential can be deleted once it is used up or replaced.
 */
export interface Credential {
  id: string;
  userId: string;
  purpose: CredentialPurpose;
  hash: string;
  createdAt: string;
}

/**
 * The credentials store port: the embedded SQLite file `DATA_DIR/credentials.db` beside the event log, or a
 * MongoDB collection in the distributed deployment. Both adapters pass `tests/contract/credential-store.contract.ts`.
 */
export interface CredentialStore {
  /**
   * Stores a credential. Idempotent: putting the same id with the same content again changes nothing (a
   * migration run twice); the same id with another content is refused with `CredentialConflictError`.
   */
  put(credential: Credential): Promise<void>;
  get(id: string): Promise<Credential | null>;
  /** The credential of this purpose whose hash this is (a mailed token's SHA-256); null when none. */
  findByHash(purpose: CredentialPurpose, hash: string): Promise<Credential | null>;
  /** Forgets a used or replaced secret; deleting one that is gone is no error. */
  delete(id: string): Promise<void>;
  /** Forgets every credential of a user (their erasure); none left is no error. */
  deleteAllOf(userId: string): Promise<void>;
  close(): Promise<void>;
}

export class CredentialConflictError extends Error {
  override readonly name = 'CredentialConflictError';
  constructor(readonly id: string) {
    super(`Credential ${id} already exists with another content`);
  }
}

/** Whether two credentials are the same record (what makes a repeated put a no-op). */
export const sameCredential = (a: Credential, b: Credential): boolean =>
  a.id === b.id &&
  a.userId === b.userId &&
  a.purpose === b.purpose &&
  a.hash === b.hash &&
  a.createdAt === b.createdAt;
