import { MongoPersonalDataKeys } from '../../src-domain/personal-data/adapters/mongodb.ts';
import { mongoDatabaseSuite } from '../support/mongo-database.ts';
import { personalDataKeysContract } from './personal-data-keys.contract.ts';

await mongoDatabaseSuite('personal-data key store contract', 'keys', (open) =>
  personalDataKeysContract('MongoDB', async () => {
    const { db, close } = await open();
    return { keys: new MongoPersonalDataKeys(db), close };
  }),
);
