import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { createSecretFileOnce, readSecretFile } from './secret-file.ts';

export const TOKEN_SECRET_FILE = 'token-secret';

/**
 * The secret reset tokens are derived from: TOKEN_SECRET when set, else the file TOKEN_SECRET_FILE names
 * (outside DATA_DIR: the config refuses one inside), else, outside production only, 32 random bytes kept in
 * `DATA_DIR/token-secret` (owner-only), made by the first process to start. With the log, the secret derives
 * every reset link still valid: production keeps it out of DATA_DIR and its backups. The api and jobs roles
 * must share it (the api hashes the token into the event, the jobs role derives it for the mail).
 */
export function loadTokenSecret(
  config: Pick<Config, 'tokenSecret' | 'tokenSecretFile' | 'dataDir' | 'production'>,
): Buffer {
  if (config.tokenSecret) return Buffer.from(config.tokenSecret, 'utf8');
  if (config.tokenSecretFile) {
    const text = readSecretFile(config.tokenSecretFile);
    if (!text) throw new Error(`TOKEN_SECRET_FILE ${config.tokenSecretFile} does not exist or is empty`);
    if (text.length < 32)
      throw new Error(`TOKEN_SECRET_FILE ${config.tokenSecretFile} holds fewer than 32 characters`);
    return Buffer.from(text, 'utf8');
  }
  // The config refuses this in production already; checked again here so no other caller can fall back.
  if (config.production) throw new Error('in production set TOKEN_SECRET or TOKEN_SECRET_FILE');
  const path = join(config.dataDir, TOKEN_SECRET_FILE);
  const text = readSecretFile(path) ?? createSecretFileOnce(path, randomBytes(32).toString('base64url'));
  return Buffer.from(text, 'utf8');
}
