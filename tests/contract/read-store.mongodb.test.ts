import { describe, it } from 'vitest';
import { MongoDBContainer } from '@testcontainers/mongodb';
import { MongoReadStore } from '../../src-projections/store/mongodb.ts';
import { containerRuntimeMissing } from '../support/container-runtime.ts';
import { readStoreContract } from './read-store.contract.ts';

const configuredUrl = process.env.MONGODB_URL;
const skipReason = configuredUrl ? null : await containerRuntimeMissing();

if (skipReason) {
  console.log(`SKIPPED read store contract: MongoDB — ${skipReason} and MONGODB_URL is not set`);
  describe.skip('read store contract: MongoDB', () => it('needs MongoDB', () => {}));
} else {
  readStoreContract('MongoDB', async () => {
    const database = `contract_${Date.now()}`;
    if (configuredUrl) {
      const store = await MongoReadStore.connect(configuredUrl, database);
      return { store, close: () => store.close() };
    }
    // The module's container runs a single-node replica set, which transactions need.
    const container = await new MongoDBContainer('mongo:7.0').start();
    const store = await MongoReadStore.connect(
      `${container.getConnectionString()}?directConnection=true`,
      database,
    );
    return {
      store,
      close: async () => {
        await store.close();
        await container.stop();
      },
    };
  });
}
