import { describe, it } from 'vitest';
import { MongoDBContainer } from '@testcontainers/mongodb';
import { MongoClient } from 'mongodb';
import { MongoCredentialStore } from '../../src-domain/credentials/adapters/mongodb.ts';
import { containerRuntimeMissing } from '../support/container-runtime.ts';
import { credentialStoreContract } from './credential-store.contract.ts';

const configuredUrl = process.env.MONGODB_URL;
const skipReason = configuredUrl ? null : await containerRuntimeMissing();

if (skipReason) {
  console.log(`SKIPPED credential store contract: MongoDB — ${skipReason} and MONGODB_URL is not set`);
  describe.skip('credential store contract: MongoDB', () => it('needs MongoDB', () => {}));
} else {
  credentialStoreContract('MongoDB', async () => {
    const database = `credentials_${Date.now()}`;
    const container = configuredUrl ? null : await new MongoDBContainer('mongo:7.0').start();
    const url = configuredUrl ?? `${container!.getConnectionString()}?directConnection=true`;
    const client = await MongoClient.connect(url);
    const store = new MongoCredentialStore(client.db(database));
    return {
      store,
      close: async () => {
        await client.db(database).dropDatabase();
        await client.close();
        await container?.stop();
      },
    };
  });
}
