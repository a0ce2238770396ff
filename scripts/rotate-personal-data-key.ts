/**
 * npm run rotate:personal-data-key: re-wraps every person's key (DATA_DIR/keys.db, or the personalDataKeys
 * collection when MONGODB_URL is set) from the current master key (PERSONAL_DATA_KEY or PERSONAL_DATA_KEY_FILE,
 * as the server reads it) to a new one (PERSONAL_DATA_KEY_NEW or PERSONAL_DATA_KEY_NEW_FILE). The event log is
 * not touched: the persons' keys stay the same, only their wrapping changes. Run it with every process stopped,
 * then start them with the new key. Interrupted, it is finished by running it again with the same two keys.
 */
import { MongoClient } from 'mongodb';
import { join, resolve } from 'node:path';
import { MongoPersonalDataKeys } from '../src-domain/personal-data/adapters/mongodb.ts';
import { SqlitePersonalDataKeys } from '../src-domain/personal-data/adapters/sqlite.ts';
import { MasterKey } from '../src-domain/personal-data/master-key.ts';
import { ConfigError, loadConfig } from '../src-server/config.ts';
import { loadPersonalDataMasterKey } from '../src-server/personal-data-master-key.ts';
import { readSecretFile } from '../src-server/secret-file.ts';

function newMasterKey(): MasterKey {
  const value = process.env.PERSONAL_DATA_KEY_NEW?.trim();
  const file = process.env.PERSONAL_DATA_KEY_NEW_FILE?.trim();
  if (!value === !file)
    throw new ConfigError(
      'Set the new master key in PERSONAL_DATA_KEY_NEW or PERSONAL_DATA_KEY_NEW_FILE (one of them)',
    );
  const text = value ?? readSecretFile(resolve(file!));
  const key = text ? MasterKey.fromBase64(text) : null;
  if (!key)
    throw new ConfigError(
      'The new master key must be 32 bytes in base64 (make one with: openssl rand -base64 32)',
    );
  return key;
}

try {
  const config = loadConfig();
  // The current key must exist already: a rotation never makes one.
  const source =
    config.personalDataKey.source === 'file'
      ? { ...config.personalDataKey, createIfMissing: false }
      : config.personalDataKey;
  const current = loadPersonalDataMasterKey({ personalDataKey: source }, console.log);
  const next = newMasterKey();
  if (next.id === current.id)
    throw new ConfigError('The new master key is the current one: nothing to rotate');
  const mongo = config.mongodbUrl ? await MongoClient.connect(config.mongodbUrl) : null;
  const keys = mongo
    ? new MongoPersonalDataKeys(mongo.db(), current)
    : new SqlitePersonalDataKeys(join(config.dataDir, 'keys.db'), current);
  try {
    const result = await keys.rewrapAll(next);
    console.log(
      `Re-wrapped ${result.rewrapped} personal-data keys under the new master key ` +
        `(${result.wrapped} stored bare wrapped too, ${result.unchanged} under it already). ` +
        'Start the server with the new key (PERSONAL_DATA_KEY or PERSONAL_DATA_KEY_FILE), then destroy the old one.',
    );
  } finally {
    await keys.close();
    await mongo?.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message.split('\n')[0] : error);
  process.exit(1);
}
