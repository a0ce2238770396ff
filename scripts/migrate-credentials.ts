/**
 * npm run migrate:credentials: moves the password and token hashes that user events carried before the
 * credentials store out of the embedded event log (`DATA_DIR/events.db`) into the credentials store, computes
 * the hash chains again, records the migration as an event, and drops the credentials read model so the next
 * start builds it again. Run it with the server stopped. Running it again changes nothing.
 */
import { systemClock } from '../src-domain/shared/clock.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MongoClient } from 'mongodb';
import { MongoReadStore } from '../src-projections/store/mongodb.ts';
import { SqliteReadStore } from '../src-projections/store/sqlite.ts';
import type { ReadStore } from '../src-projections/store/types.ts';
import { ConfigError, loadConfig } from '../src-server/config.ts';
import { openCredentialStore } from '../src-server/container.ts';
import {
  forgetCredentialsReadModel,
  migrateCredentialsOutOfLog,
  vacuumDatabase,
} from '../src-server/credentials-migration.ts';

try {
  const config = loadConfig();
  if (config.eventStoreUrl) {
    console.error('migrate:credentials rewrites the embedded log only; EVENTSTORE_URL is set');
    process.exit(1);
  }
  const logPath = join(config.dataDir, 'events.db');
  if (!existsSync(logPath)) {
    console.log(`No event log at ${logPath}: nothing to migrate`);
    process.exit(0);
  }
  let readStore: ReadStore;
  let mongo: MongoClient | null = null;
  if (config.mongodbUrl) {
    const store = await MongoReadStore.connect(config.mongodbUrl, undefined, config.mongodbTimeoutMs);
    readStore = store;
    mongo = store.mongoClient;
  } else readStore = new SqliteReadStore(join(config.dataDir, 'readmodels.db'));
  const credentials = await openCredentialStore(config, mongo);
  try {
    const result = await migrateCredentialsOutOfLog(logPath, credentials, systemClock.now());
    if (result.position === null) {
      console.log('The event log holds no password or token hash: nothing to migrate');
    } else {
      await forgetCredentialsReadModel(readStore);
      console.log(
        `Moved secrets out of ${result.events} events in ${result.streams} user streams ` +
          `(${result.credentialsKept} still in use kept in the credentials store); ` +
          `recorded at position ${result.position}. Run npm run verify-log to check the log.`,
      );
    }
  } finally {
    await credentials.close();
    await readStore.close();
  }
  if (!config.mongodbUrl && existsSync(join(config.dataDir, 'readmodels.db')))
    vacuumDatabase(join(config.dataDir, 'readmodels.db'));
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
