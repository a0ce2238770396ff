import type { MasterKey } from './master-key.ts';

/** A person's key: AES-256, 32 random bytes. */
export const KEY_BYTES = 32;

/** What re-wrapping the stored keys did: legacy keys stored bare, keys moved to the new master key, others. */
export interface RewrapResult {
  wrapped: number;
  rewrapped: number;
  unchanged: number;
}

/**
 * The personal-data key store port: one key per user, outside the event log. The personal fields of a user's
 * events are encrypted under that user's key before they are appended; erasing the person deletes the key, after
 * which the encrypted fields in the immutable log can never be read again (crypto-shredding) while the log itself,
 * and its hash chains, stay as they were. Every key is stored wrapped under the master key (master-key.ts), so
 * the store alone (a copy of DATA_DIR, a database dump) opens nothing. The embedded SQLite file
 * `DATA_DIR/keys.db`, or a MongoDB collection in the distributed deployment; both pass
 * `tests/contract/personal-data-keys.contract.ts`.
 */
export interface PersonalDataKeys {
  /**
   * The user's key, made (32 random bytes) the first time it is asked for; the same key after, whichever
   * process asks first. After `delete` a new key is made: it opens nothing encrypted under the one deleted.
   */
  getOrCreate(userId: string): Promise<Uint8Array>;
  /** The user's key, null when there is none (never made, or erased). Throws for one under another master key. */
  get(userId: string): Promise<Uint8Array | null>;
  /** Erases the key; deleting one that is gone is no error. */
  delete(userId: string): Promise<void>;
  /**
   * Wraps every stored key under `next`: keys stored bare by an earlier version, and keys under this store's
   * master key (a rotation); keys already under `next` are left, so an interrupted run is finished by running
   * it again. Refuses (ForeignMasterKeyError) before changing anything when a key is under neither. With
   * `next` the store's own master key this is the start-up migration and check.
   */
  rewrapAll(next: MasterKey): Promise<RewrapResult>;
  close(): Promise<void>;
}
