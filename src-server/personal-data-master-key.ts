import { MasterKey } from '../src-domain/personal-data/master-key.ts';
import type { Config } from './config.ts';
import { createSecretFileOnce, readSecretFile } from './secret-file.ts';

/**
 * The master key every person's key is wrapped with, from where the config says: PERSONAL_DATA_KEY, the file
 * PERSONAL_DATA_KEY_FILE, or (not in production) `<DATA_DIR>.personal-data.key`, made here on first start
 * with a warning: that file must be kept, and kept out of DATA_DIR's backups. Throws one line when the key is
 * missing or not 32 bytes of base64; the message never holds the key.
 */
export function loadPersonalDataMasterKey(
  config: Pick<Config, 'personalDataKey'>,
  warn: (line: string) => void,
): MasterKey {
  const source = config.personalDataKey;
  if (source.source === 'environment') return MasterKey.fromBase64(source.base64)!;
  let text = readSecretFile(source.path);
  if (!text) {
    if (!source.createIfMissing)
      throw new Error(`PERSONAL_DATA_KEY_FILE ${source.path} does not exist or is empty`);
    text = createSecretFileOnce(source.path, MasterKey.generate().base64);
    warn(
      `Warning: made the personal-data master key ${source.path}. It unlocks every person's data in ` +
        'DATA_DIR: keep it, back it up apart from DATA_DIR, and in production give PERSONAL_DATA_KEY or ' +
        'PERSONAL_DATA_KEY_FILE instead.',
    );
  }
  const key = MasterKey.fromBase64(text);
  if (!key) throw new Error(`${source.path} does not hold a 32-byte key in base64`);
  return key;
}
