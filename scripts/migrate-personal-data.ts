/**
 * npm run migrate:personal-data: encrypts the names, e-mail addresses and profiles that user events of an
 * embedded event log (`DATA_DIR/events.db`) hold in plain text (written before the personal-data key store),
 * each under its person's key in the key store, computes the hash chains again and records the migration as
 * an event. Run it with the server stopped; then npm run verify-log. Running it again changes nothing.
 */
import { systemClock } from '../src-domain/shared/clock.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { ConfigError, loadConfig } from '../src-server/config.ts';
import { openPersonalDataKeys, StartupError } from '../src-server/container.ts';
import { encryptPersonalDataInLog } from '../src-server/personal-data-migration.ts';

try {
  const config = loadConfig();
  if (config.eventStoreUrl) {
    console.error('migrate:personal-data rewrites the embedded log only; EVENTSTORE_URL is set');
    process.exit(1);
  }
  const logPath = join(config.dataDir, 'events.db');
  if (!existsSync(logPath)) {
    console.log(`No event log at ${logPath}: nothing to migrate`);
    process.exit(0);
  }
  const mongo = config.mongodbUrl ? await MongoClient.connect(config.mongodbUrl) : null;
  const keys = await openPersonalDataKeys(config, mongo, (line) => console.log(line));
  try {
    const result = await encryptPersonalDataInLog(logPath, keys, systemClock.now());
    console.log(
      result.position === null
        ? 'The event log holds no personal data in plain text: nothing to migrate'
        : `Encrypted the personal data of ${result.events} events in ${result.streams} user streams; ` +
            `recorded at position ${result.position}. Run npm run verify-log to check the log.`,
    );
  } finally {
    await keys.close();
    await mongo?.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
