import { randomBytes } from 'node:crypto';
import { decryptValue, encryptValue, type EncryptedValue } from '../personal-data/cipher.ts';
import type { PersonalDataKeys } from '../personal-data/personal-data-keys.ts';

/**
 * Signing secrets of webhook endpoints. The secret must be read back to sign, so it is encrypted, not
 * hashed: under a key of its own in the personal-data key store (wrapped under the master key, outside the
 * log and the read store), so neither a copy of the log nor of the read models holds it readable, and
 * removing the endpoint deletes the key: the secret can never be read again.
 */
export class WebhookSecrets {
  constructor(private readonly keys: PersonalDataKeys) {}

  /** A new secret, shown once to whoever registers the endpoint. */
  static generate(): string {
    return `whsec_${randomBytes(32).toString('base64url')}`;
  }

  async seal(webhookId: string, secret: string): Promise<EncryptedValue> {
    return encryptValue(await this.keys.getOrCreate(keyId(webhookId)), context(webhookId), secret);
  }

  /** The secret, or null when the endpoint's key is gone (removed) or does not open it. */
  async open(webhookId: string, sealed: EncryptedValue): Promise<string | null> {
    const key = await this.keys.get(keyId(webhookId));
    if (!key) return null;
    const value = decryptValue(key, context(webhookId), sealed);
    return typeof value === 'string' ? value : null;
  }

  forget(webhookId: string): Promise<void> {
    return this.keys.delete(keyId(webhookId));
  }
}

// Never a user id (those are UUIDs), so no person's key is ever shared with an endpoint.
const keyId = (webhookId: string) => `webhook:${webhookId}`;
const context = (webhookId: string) => `webhook-secret:${webhookId}`;
