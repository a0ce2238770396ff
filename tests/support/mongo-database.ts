import { describe, it } from 'vitest';
import { MongoDBContainer } from '@testcontainers/mongodb';
import { MongoClient, type Db } from 'mongodb';
import { containerRuntimeMissing } from './container-runtime.ts';

/**
 * A contract suite over a fresh MongoDB database: MONGODB_URL's server, or a container when a runtime answers;
 * otherwise one SKIPPED line naming why. `define` registers the suite with an opener of that database.
 */
export async function mongoDatabaseSuite(
  title: string,
  prefix: string,
  define: (open: () => Promise<{ db: Db; close: () => Promise<void> }>) => void,
): Promise<void> {
  const configuredUrl = process.env.MONGODB_URL;
  const skipReason = configuredUrl ? null : await containerRuntimeMissing();
  if (skipReason) {
    console.log(`SKIPPED ${title}: MongoDB — ${skipReason} and MONGODB_URL is not set`);
    describe.skip(`${title}: MongoDB`, () => it('needs MongoDB', () => {}));
    return;
  }
  define(async () => {
    const database = `${prefix}_${Date.now()}`;
    const container = configuredUrl ? null : await new MongoDBContainer('mongo:7.0').start();
    const url = configuredUrl ?? `${container!.getConnectionString()}?directConnection=true`;
    const client = await MongoClient.connect(url);
    return {
      db: client.db(database),
      close: async () => {
        await client.db(database).dropDatabase();
        await client.close();
        await container?.stop();
      },
    };
  });
}
