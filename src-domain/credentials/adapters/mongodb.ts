import type { Collection, Db } from 'mongodb';
import {
  CredentialConflictError,
  sameCredential,
  type Credential,
  type CredentialPurpose,
  type CredentialStore,
} from '../credential-store.ts';

interface CredentialRecord {
  _id: string;
  userId: string;
  purpose: CredentialPurpose;
  hash: string;
  createdAt: string;
}

const fromRecord = (record: CredentialRecord | null): Credential | null =>
  record
    ? {
        id: record._id,
        userId: record.userId,
        purpose: record.purpose,
        hash: record.hash,
        createdAt: record.createdAt,
      }
    : null;

const DUPLICATE_KEY = 11000;

/**
 * The distributed deployment's credentials store: a collection of its own in the MongoDB database (never a
 * read model: nothing rebuilds it from the log, and no projection or route that lists documents reads it).
 */
export class MongoCredentialStore implements CredentialStore {
  private readonly collection: Collection<CredentialRecord>;
  private ready: Promise<unknown> | null = null;

  constructor(
    db: Db,
    /** Closes what this store owns (the client, when it opened one); nothing when it shares one. */
    private readonly onClose: () => Promise<void> = async () => {},
    collectionName = 'credentialSecrets',
  ) {
    this.collection = db.collection<CredentialRecord>(collectionName);
  }

  private indexes(): Promise<unknown> {
    // A failed creation (the server unreachable for a moment) is not kept: the next call tries again.
    this.ready ??= this.collection.createIndex({ purpose: 1, hash: 1 }).catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  async put(credential: Credential): Promise<void> {
    await this.indexes();
    const { id, ...fields } = credential;
    try {
      await this.collection.insertOne({ _id: id, ...fields });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      const existing = await this.get(id);
      if (!existing || !sameCredential(existing, credential)) throw new CredentialConflictError(id);
    }
  }

  async get(id: string): Promise<Credential | null> {
    return fromRecord(await this.collection.findOne({ _id: id }));
  }

  async findByHash(purpose: CredentialPurpose, hash: string): Promise<Credential | null> {
    await this.indexes();
    return fromRecord(await this.collection.findOne({ purpose, hash }));
  }

  async delete(id: string): Promise<void> {
    await this.collection.deleteOne({ _id: id });
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.collection.deleteMany({ userId });
  }

  async close(): Promise<void> {
    await this.onClose();
  }
}
