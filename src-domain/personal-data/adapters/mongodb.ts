import { randomBytes } from 'node:crypto';
import { Binary, type Collection, type Db } from 'mongodb';
import { KEY_BYTES, type PersonalDataKeys } from '../personal-data-keys.ts';

interface KeyRecord {
  _id: string;
  key: Binary;
}

const DUPLICATE_KEY = 11000;

/**
 * The distributed deployment's key store: a collection of its own in the MongoDB database (never a read
 * model: nothing rebuilds it from the log, and no projection or route that lists documents reads it).
 */
export class MongoPersonalDataKeys implements PersonalDataKeys {
  private readonly collection: Collection<KeyRecord>;

  constructor(
    db: Db,
    /** Closes what this store owns (the client, when it opened one); nothing when it shares one. */
    private readonly onClose: () => Promise<void> = async () => {},
    collectionName = 'personalDataKeys',
  ) {
    this.collection = db.collection<KeyRecord>(collectionName);
  }

  async getOrCreate(userId: string): Promise<Uint8Array> {
    try {
      await this.collection.insertOne({ _id: userId, key: new Binary(randomBytes(KEY_BYTES)) });
    } catch (error) {
      // Another process made it first: its key is the user's.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    return (await this.get(userId))!;
  }

  async get(userId: string): Promise<Uint8Array | null> {
    const record = await this.collection.findOne({ _id: userId });
    return record ? new Uint8Array(record.key.buffer) : null;
  }

  async delete(userId: string): Promise<void> {
    await this.collection.deleteOne({ _id: userId });
  }

  async close(): Promise<void> {
    await this.onClose();
  }
}
