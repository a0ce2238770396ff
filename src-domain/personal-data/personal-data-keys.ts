/** A person's key: AES-256, 32 random bytes. */
export const KEY_BYTES = 32;

/**
 * The personal-data key store port: one key per user, outside the event log. The personal fields of a user's
 * events are encrypted under that user's key before they are appended; erasing the person deletes the key, after
 * which the encrypted fields in the immutable log can never be read again (crypto-shredding) while the log itself,
 * and its hash chains, stay as they were. The embedded SQLite file `DATA_DIR/keys.db`, or a MongoDB collection
 * in the distributed deployment; both pass `tests/contract/personal-data-keys.contract.ts`.
 */
export interface PersonalDataKeys {
  /**
   * The user's key, made (32 random bytes) the first time it is asked for; the same key after, whichever
   * process asks first. After `delete` a new key is made: it opens nothing encrypted under the one deleted.
   */
  getOrCreate(userId: string): Promise<Uint8Array>;
  /** The user's key, null when there is none (never made, or erased). */
  get(userId: string): Promise<Uint8Array | null>;
  /** Erases the key; deleting one that is gone is no error. */
  delete(userId: string): Promise<void>;
  close(): Promise<void>;
}
