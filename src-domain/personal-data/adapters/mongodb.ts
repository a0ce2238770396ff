import { randomBytes } from 'node:crypto';
import { Binary, type Collection, type Db } from 'mongodb';
import { ForeignMasterKeyError, type MasterKey } from '../master-key.ts';
import { KEY_BYTES, type PersonalDataKeys, type RewrapResult } from '../personal-data-keys.ts';

/** `masterKeyId` absent: a key an earlier version stored bare in `key`, wrapped by the start-up migration. */
interface KeyRecord {
  _id: string;
  key: Binary;
  masterKeyId?: string;
}

const DUPLICATE_KEY = 11000;

/**
 * The distributed deployment's key store: a collection of its own in the MongoDB database (never a read
 * model: nothing rebuilds it from the log, and no projection or route that lists documents reads it), every
 * key wrapped under the master key, which MongoDB never sees.
 */
export class MongoPersonalDataKeys implements PersonalDataKeys {
  private readonly collection: Collection<KeyRecord>;

  constructor(
    db: Db,
    private readonly master: MasterKey,
    /** Closes what this store owns (the client, when it opened one); nothing when it shares one. */
    private readonly onClose: () => Promise<void> = async () => {},
    collectionName = 'personalDataKeys',
  ) {
    this.collection = db.collection<KeyRecord>(collectionName);
  }

  async getOrCreate(userId: string): Promise<Uint8Array> {
    try {
      const wrapped = this.master.wrap(userId, randomBytes(KEY_BYTES));
      await this.collection.insertOne({ _id: userId, key: new Binary(wrapped), masterKeyId: this.master.id });
    } catch (error) {
      // Another process made it first: its key is the user's.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    return (await this.get(userId))!;
  }

  async get(userId: string): Promise<Uint8Array | null> {
    const record = await this.collection.findOne({ _id: userId });
    return record ? this.open(record) : null;
  }

  async delete(userId: string): Promise<void> {
    await this.collection.deleteOne({ _id: userId });
  }

  async rewrapAll(next: MasterKey): Promise<RewrapResult> {
    const notNext = { masterKeyId: { $ne: next.id } };
    const foreign = await this.collection.countDocuments({
      masterKeyId: { $exists: true, $nin: [next.id, this.master.id] },
    });
    if (foreign) throw new ForeignMasterKeyError(foreign);
    const result: RewrapResult = { wrapped: 0, rewrapped: 0, unchanged: 0 };
    for await (const record of this.collection.find(notNext)) {
      const rewrapped = new Binary(next.wrap(record._id, this.open(record)));
      // Conditional on the bytes read: a key deleted or re-wrapped meanwhile by another process is left as it is.
      const { modifiedCount } = await this.collection.updateOne(
        { _id: record._id, key: record.key, masterKeyId: record.masterKeyId ?? { $exists: false } },
        { $set: { key: rewrapped, masterKeyId: next.id } },
      );
      if (modifiedCount) result[record.masterKeyId === undefined ? 'wrapped' : 'rewrapped']++;
    }
    result.unchanged =
      (await this.collection.countDocuments({ masterKeyId: next.id })) - result.wrapped - result.rewrapped;
    return result;
  }

  async close(): Promise<void> {
    await this.onClose();
  }

  private open(record: KeyRecord): Uint8Array {
    const bytes = new Uint8Array(record.key.buffer);
    if (record.masterKeyId === undefined) return bytes;
    if (record.masterKeyId !== this.master.id) throw new ForeignMasterKeyError(1);
    return this.master.unwrap(record._id, bytes);
  }
}
