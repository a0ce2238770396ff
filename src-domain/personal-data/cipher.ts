import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A personal field as the log stores it: AES-256-GCM under the person's key, base64 of iv | ciphertext | tag. */
export interface EncryptedValue {
  $encrypted: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isEncrypted = (value: unknown): value is EncryptedValue =>
  typeof value === 'object' && value !== null && typeof (value as EncryptedValue).$encrypted === 'string';

/**
 * Encrypts one value. A random IV per value: the stores' idempotent retries compare event ids, never content,
 * so a retried append with another ciphertext is still the same event. `context` (user id and field path)
 * is authenticated, so an encrypted value cannot be moved to another person or field.
 */
export function encryptValue(key: Uint8Array, context: string, value: unknown): EncryptedValue {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { $encrypted: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64') };
}

/** The value encrypted, or `undefined` when this key does not open it (another key: the person's was erased). */
export function decryptValue(key: Uint8Array, context: string, encrypted: EncryptedValue): unknown {
  const bytes = Buffer.from(encrypted.$encrypted, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}
