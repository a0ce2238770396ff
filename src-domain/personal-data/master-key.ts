import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export const MASTER_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key every person's key is wrapped with before it is stored (AES-256-GCM, the user id authenticated, so
 * a wrapped key cannot be moved to another person). It is held outside DATA_DIR and outside MongoDB: a copy
 * of either alone holds wrapped keys only, which open nothing, so an erasure cannot be undone from a backup.
 */
export class MasterKey {
  /**
   * Names the key without revealing it (an HMAC of a fixed label): each stored key records the id of the
   * master key that wrapped it, so a store opened with another key refuses instead of reading as erased,
   * and an interrupted rotation knows which keys are done.
   */
  readonly id: string;

  constructor(private readonly secret: Uint8Array) {
    if (secret.byteLength !== MASTER_KEY_BYTES)
      throw new Error(`a personal-data master key is ${MASTER_KEY_BYTES} bytes, not ${secret.byteLength}`);
    this.id = createHmac('sha256', secret)
      .update('inspecta personal-data master key id')
      .digest('hex')
      .slice(0, 16);
  }

  /** The key from its base64 text; null when the text is not exactly 32 bytes of base64. */
  static fromBase64(text: string): MasterKey | null {
    const trimmed = text.trim();
    const bytes = Buffer.from(trimmed, 'base64');
    // Buffer.from skips what is not base64: a round trip tells a real key from text that merely decodes.
    const canonical = (value: string) => value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    if (bytes.length !== MASTER_KEY_BYTES || canonical(bytes.toString('base64')) !== canonical(trimmed))
      return null;
    return new MasterKey(bytes);
  }

  static generate(): { key: MasterKey; base64: string } {
    const bytes = randomBytes(MASTER_KEY_BYTES);
    return { key: new MasterKey(bytes), base64: bytes.toString('base64') };
  }

  wrap(userId: string, personKey: Uint8Array): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.secret, iv);
    cipher.setAAD(Buffer.from(`personal-data-key:${userId}`));
    const body = Buffer.concat([cipher.update(personKey), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]);
  }

  /** The person's key; throws when this master key does not open it (another key, or altered bytes). */
  unwrap(userId: string, wrapped: Uint8Array): Uint8Array {
    const bytes = Buffer.from(wrapped);
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('a wrapped personal-data key is too short');
    const decipher = createDecipheriv('aes-256-gcm', this.secret, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`personal-data-key:${userId}`));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return new Uint8Array(
      Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]),
    );
  }
}

/** A stored key wrapped under a master key that is not the one configured: refuse, never read as erased. */
export class ForeignMasterKeyError extends Error {
  override readonly name = 'ForeignMasterKeyError';
  constructor(readonly count: number) {
    super(
      `${count} personal-data keys are wrapped under another master key: set PERSONAL_DATA_KEY (or ` +
        'PERSONAL_DATA_KEY_FILE) to the key they were wrapped with, or finish the rotation ' +
        '(npm run rotate:personal-data-key)',
    );
  }
}
