import { randomUUID } from 'node:crypto';
import {
  MongoClient,
  MongoServerError,
  type ClientSession,
  type Collection as MongoCollection,
  type Db,
  type Document as MongoDocument,
} from 'mongodb';
import {
  DuplicateKeyError,
  assertCollectionName,
  type BulkOperation,
  type BulkWriteResult,
  type Collection,
  type DeleteResult,
  type Document,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type PipelineStage,
  type ReadStore,
  type TransactionScope,
  type UpdateOptions,
  type UpdateResult,
  type UpdateSpec,
} from './types.ts';
import { mongoUnavailable } from './mongodb-errors.ts';

/** See `Config.mongodbTimeoutMs`. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Read models in MongoDB. Transactions need a replica set; they commit with w: majority. */
export class MongoReadStore implements ReadStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly timeoutMs: number,
  ) {}

  /**
   * `timeoutMs` bounds finding a server, opening a connection and waiting on a socket (the driver of this
   * major version ignores `timeoutMS`, so these are the bounds that hold); past it the store throws
   * `ReadStoreUnavailableError`. It must stay above the change streams' 1 s wait (the Socket.IO adapter).
   */
  static async connect(
    url: string,
    databaseName?: string,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<MongoReadStore> {
    const client = new MongoClient(url, {
      writeConcern: { w: 'majority' },
      readConcern: { level: 'majority' },
      serverSelectionTimeoutMS: timeoutMs,
      connectTimeoutMS: timeoutMs,
      socketTimeoutMS: timeoutMs,
      waitQueueTimeoutMS: timeoutMs,
    });
    try {
      await client.connect();
    } catch (error) {
      await client.close().catch(() => {});
      throw mongoUnavailable(error, timeoutMs);
    }
    return new MongoReadStore(client, client.db(databaseName), timeoutMs);
  }

  /** Runs `work`, its failure to reach the server thrown as `ReadStoreUnavailableError`. */
  private async answering<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (error) {
      throw mongoUnavailable(error, this.timeoutMs);
    }
  }

  get mongoClient(): MongoClient {
    return this.client;
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    assertCollectionName(name);
    return new MongoCollectionAdapter<T>(this.db.collection<MongoDocument>(name), null, this.timeoutMs);
  }

  async transaction<R>(work: (scope: TransactionScope) => Promise<R>): Promise<R> {
    const session = this.client.startSession();
    try {
      return await this.answering(() => this.runTransaction(session, work));
    } finally {
      await session.endSession();
    }
  }

  private async runTransaction<R>(
    session: ClientSession,
    work: (scope: TransactionScope) => Promise<R>,
  ): Promise<R> {
    let result: R | undefined;
    await session.withTransaction(
      async () => {
        result = await work({
          collection: <T extends Document>(name: string) => {
            assertCollectionName(name);
            return new MongoCollectionAdapter<T>(
              this.db.collection<MongoDocument>(name),
              session,
              this.timeoutMs,
            );
          },
        });
      },
      { writeConcern: { w: 'majority' }, readConcern: { level: 'snapshot' } },
    );
    return result as R;
  }

  async listCollections(): Promise<string[]> {
    const list = await this.answering(() => this.db.listCollections({}, { nameOnly: true }).toArray());
    return list
      .map((c) => c.name)
      .filter((name) => !name.startsWith('system.'))
      .sort();
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.answering(() =>
      this.db.dropCollection(name).catch((error: unknown) => {
        if (!(error instanceof MongoServerError && error.code === 26)) throw error; // 26: namespace not found
        return true;
      }),
    );
  }

  /**
   * The primary's clock: `hello` answers `localTime`, the server's time in UTC. `db.command` runs on the
   * primary (its default read preference), the member every lease write goes to, so every process asks the
   * same clock.
   */
  async now(): Promise<number> {
    const answer = await this.answering(() => this.db.command({ hello: 1 }));
    const localTime: unknown = answer.localTime;
    if (!(localTime instanceof Date)) throw new Error('MongoDB hello answered no localTime');
    return localTime.getTime();
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

class MongoCollectionAdapter<T extends Document> implements Collection<T> {
  private readonly options: { session?: ClientSession };

  constructor(
    private readonly inner: MongoCollection<MongoDocument>,
    session: ClientSession | null,
    private readonly timeoutMs: number,
  ) {
    this.options = session ? { session } : {};
  }

  get name(): string {
    return this.inner.collectionName;
  }

  async findOne(filter: Filter, options: Omit<FindOptions, 'limit'> = {}): Promise<T | null> {
    return (await this.find(filter, { ...options, limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.inner.find(filter, { ...this.options, projection: options.projection });
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await this.translate(() => cursor.toArray())) as unknown as T[];
  }

  countDocuments(filter: Filter = {}): Promise<number> {
    return this.translate(() => this.inner.countDocuments(filter, this.options));
  }

  async aggregate<R>(pipeline: PipelineStage[]): Promise<R[]> {
    return (await this.translate(() =>
      this.inner.aggregate(pipeline as MongoDocument[], this.options).toArray(),
    )) as R[];
  }

  async insertOne(document: T): Promise<{ insertedId: string }> {
    const doc = { ...document, _id: document._id ?? randomUUID() };
    await this.translate(() => this.inner.insertOne(doc as MongoDocument, this.options));
    return { insertedId: doc._id };
  }

  async replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    const doc = replacementFor(filter, replacement, options.upsert);
    return toUpdateResult(
      await this.translate(() =>
        this.inner.replaceOne(filter, doc, { ...this.options, upsert: options.upsert }),
      ),
    );
  }

  async updateOne(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    return toUpdateResult(
      await this.translate(() =>
        this.inner.updateOne(filter, withStringId(filter, update, options.upsert) as MongoDocument, {
          ...this.options,
          upsert: options.upsert,
        }),
      ),
    );
  }

  async updateMany(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    return toUpdateResult(
      await this.translate(() =>
        this.inner.updateMany(filter, withStringId(filter, update, options.upsert) as MongoDocument, {
          ...this.options,
          upsert: options.upsert,
        }),
      ),
    );
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    const r = await this.translate(() => this.inner.deleteOne(filter, this.options));
    return { deletedCount: r.deletedCount };
  }

  async deleteMany(filter: Filter): Promise<DeleteResult> {
    const r = await this.translate(() => this.inner.deleteMany(filter, this.options));
    return { deletedCount: r.deletedCount };
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult> {
    const mapped = operations.map((op) => {
      if ('insertOne' in op)
        return {
          insertOne: {
            document: { ...op.insertOne.document, _id: op.insertOne.document._id ?? randomUUID() },
          },
        };
      if ('updateOne' in op)
        return {
          updateOne: {
            ...op.updateOne,
            update: withStringId(op.updateOne.filter, op.updateOne.update, op.updateOne.upsert),
          },
        };
      if ('updateMany' in op)
        return {
          updateMany: {
            ...op.updateMany,
            update: withStringId(op.updateMany.filter, op.updateMany.update, op.updateMany.upsert),
          },
        };
      if ('replaceOne' in op) {
        return {
          replaceOne: {
            ...op.replaceOne,
            replacement: replacementFor(
              op.replaceOne.filter,
              op.replaceOne.replacement,
              op.replaceOne.upsert,
            ),
          },
        };
      }
      return op;
    });
    const r = await this.translate(() =>
      this.inner.bulkWrite(mapped as never, { ...this.options, ordered: true }),
    );
    return {
      insertedCount: r.insertedCount,
      matchedCount: r.matchedCount,
      modifiedCount: r.modifiedCount,
      deletedCount: r.deletedCount,
      upsertedCount: r.upsertedCount,
    };
  }

  createIndex(keys: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<string> {
    return this.translate(() => this.inner.createIndex(keys, { ...options, ...this.options }));
  }

  private async translate<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof MongoServerError && error.code === 11000) {
        throw new DuplicateKeyError(this.name, error.message);
      }
      // Inside a transaction the driver's own error goes back to `withTransaction`, whose retries read its
      // labels; the transaction as a whole is mapped (`MongoReadStore.transaction`).
      throw this.options.session ? error : mongoUnavailable(error, this.timeoutMs);
    }
  }
}

/** The matched document keeps its _id; an upserted one takes the filter's, else the replacement's. */
function replacementFor(filter: Filter, replacement: Document, upsert: boolean | undefined): MongoDocument {
  const { _id, ...body } = replacement;
  return upsert && typeof filter._id !== 'string' ? { ...body, _id: _id ?? randomUUID() } : body;
}

/** Upserted documents get a string _id like every other document, never an ObjectId. */
function withStringId(filter: Filter, update: UpdateSpec, upsert: boolean | undefined): UpdateSpec {
  if (!upsert || typeof filter._id === 'string') return update;
  const onInsert = update.$setOnInsert ?? {};
  if ('_id' in onInsert || (update.$set && '_id' in update.$set)) return update;
  return { ...update, $setOnInsert: { ...onInsert, _id: randomUUID() } };
}

function toUpdateResult(r: {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: unknown;
}): UpdateResult {
  return {
    matchedCount: r.matchedCount,
    modifiedCount: r.modifiedCount,
    upsertedCount: r.upsertedCount,
    upsertedId: r.upsertedId === null || r.upsertedId === undefined ? null : String(r.upsertedId),
  };
}
