import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An API key as its holder sends it: `ik_<key id>_<secret>`, the secret 32 random bytes in base64url. The id
 * finds the key's record without a search by hash; the secret proves it. Only the secret's SHA-256 is kept.
 */
const KEY_PATTERN = /^ik_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export function newApiKeySecret(keyId: string): { key: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { key: `ik_${keyId}_${secret}`, secretHash: hashOf(secret) };
}

/** The key's id and secret; null for anything not shaped like a key. */
export function parseApiKey(key: string): { keyId: string; secret: string } | null {
  const match = KEY_PATTERN.exec(key);
  return match ? { keyId: match[1]!, secret: match[2]! } : null;
}

/** Whether the secret is the one whose hash was kept: compared in constant time. */
export function secretMatches(secret: string, secretHash: string): boolean {
  const given = Buffer.from(hashOf(secret), 'hex');
  const kept = Buffer.from(secretHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
