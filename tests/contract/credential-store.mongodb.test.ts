import { MongoCredentialStore } from '../../src-domain/credentials/adapters/mongodb.ts';
import { mongoDatabaseSuite } from '../support/mongo-database.ts';
import { credentialStoreContract } from './credential-store.contract.ts';

await mongoDatabaseSuite('credential store contract', 'credentials', (open) =>
  credentialStoreContract('MongoDB', async () => {
    const { db, close } = await open();
    return { store: new MongoCredentialStore(db), close };
  }),
);
