import { describe, expect, it } from 'vitest';
import { newApiKeySecret, parseApiKey, secretMatches } from '../../src-api/auth/api-key-secret.ts';
import { redactLogLine } from '../../src-api/http/log-redaction.ts';

const KEY_ID = '0b9d3c1e-6a3f-4c55-9e0e-3f1b2a4c5d6e';

describe('an API key secret', () => {
  it('names its key, and is checked against the hash alone', () => {
    const { key, secretHash } = newApiKeySecret(KEY_ID);
    const parsed = parseApiKey(key)!;
    expect(parsed.keyId).toBe(KEY_ID);
    expect(secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(secretHash).not.toContain(parsed.secret);
    expect(secretMatches(parsed.secret, secretHash)).toBe(true);
    const otherLast = parsed.secret.endsWith('A') ? 'B' : 'A';
    expect(secretMatches(parsed.secret.slice(0, -1) + otherLast, secretHash)).toBe(false);
    expect(newApiKeySecret(KEY_ID).key).not.toBe(key);
  });

  it('refuses anything not shaped like a key', () => {
    for (const text of ['', 'ik_', `ik_${KEY_ID}`, `ik_${KEY_ID}_short`, `xx_${KEY_ID}_${'a'.repeat(43)}`])
      expect(parseApiKey(text)).toBeNull();
  });

  it('never reaches a log line', () => {
    const { key } = newApiKeySecret(KEY_ID);
    const secret = parseApiKey(key)!.secret;
    const line = redactLogLine(`http: Error: refused Bearer ${key} at /api/hotels`);
    expect(line).not.toContain(secret);
    expect(line).toContain(`ik_${KEY_ID}_[redacted]`);
  });
});
