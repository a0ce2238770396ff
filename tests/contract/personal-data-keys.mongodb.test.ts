import { BSON, Binary } from 'mongodb';
import { MongoPersonalDataKeys } from '../../src-domain/personal-data/adapters/mongodb.ts';
import { mongoDatabaseSuite } from '../support/mongo-database.ts';
import { personalDataKeysContract } from './personal-data-keys.contract.ts';

await mongoDatabaseSuite('personal-data key store contract', 'keys', (open) =>
  personalDataKeysContract('MongoDB', async () => {
    const { db, close } = await open();
    const collection = db.collection<{ _id: string; key: Binary }>('personalDataKeys');
    return {
      open: (master) => new MongoPersonalDataKeys(db, master),
      storedBytes: async () =>
        Buffer.concat((await collection.find().toArray()).map((doc) => Buffer.from(BSON.serialize(doc)))),
      storeBare: async (userId, key) => {
        await collection.insertOne({ _id: userId, key: new Binary(key) });
      },
      close,
    };
  }),
);
