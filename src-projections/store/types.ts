/**
 * The read-store port: a typed subset of the MongoDB collection API, so read models are written once and run
 * on MongoDB or on the embedded SQLite store. Documents are JSON values (dates as ISO strings) with a string _id.
 */
export type Document = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type UpdateSpec = {
  $set?: Record<string, unknown>;
  $unset?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
  $setOnInsert?: Record<string, unknown>;
};
export type SortSpec = Record<string, 1 | -1>;
export type ProjectionSpec = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: ProjectionSpec;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: string | null;
}

export interface DeleteResult {
  deletedCount: number;
}

export type BulkOperation<T extends Document> =
  | { insertOne: { document: T } }
  | { replaceOne: { filter: Filter; replacement: T; upsert?: boolean } }
  | { updateOne: { filter: Filter; update: UpdateSpec; upsert?: boolean } }
  | { updateMany: { filter: Filter; update: UpdateSpec; upsert?: boolean } }
  | { deleteOne: { filter: Filter } }
  | { deleteMany: { filter: Filter } };

export interface BulkWriteResult {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  deletedCount: number;
  upsertedCount: number;
}

/** Pipeline stages both stores agree on. */
export type PipelineStage =
  | { $match: Filter }
  | { $group: Record<string, unknown> }
  | { $sort: SortSpec }
  | { $limit: number }
  | { $skip: number }
  | { $project: Record<string, unknown> };

export interface IndexOptions {
  unique?: boolean;
  name?: string;
}

export interface Collection<T extends Document = Document> {
  readonly name: string;
  findOne(filter: Filter, options?: Omit<FindOptions, 'limit'>): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  countDocuments(filter?: Filter): Promise<number>;
  aggregate<R = Record<string, unknown>>(pipeline: PipelineStage[]): Promise<R[]>;
  insertOne(document: T): Promise<{ insertedId: string }>;
  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult>;
  updateOne(filter: Filter, update: UpdateSpec, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: UpdateSpec, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter: Filter): Promise<DeleteResult>;
  bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult>;
  /** Keys are top-level or dotted field paths holding scalars. Returns the index name. */
  createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<string>;
}

/** Collections seen through one transaction: every write commits together or not at all. */
export interface TransactionScope {
  collection<T extends Document = Document>(name: string): Collection<T>;
}

export interface ReadStore {
  collection<T extends Document = Document>(name: string): Collection<T>;
  /** Runs `work` in one transaction over any number of collections; a throw rolls everything back. */
  transaction<R>(work: (scope: TransactionScope) => Promise<R>): Promise<R>;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  /**
   * The store's own time (ms since the epoch). Leases expire by it, so processes whose clocks disagree still
   * agree on who holds one. SQLite: the database's 'now'. Optional: a store without it falls back to the
   * caller's clock.
   */
  now?(): Promise<number>;
  /**
   * After personal data was erased: leaves no old copy of a changed or deleted document in the store's files
   * (the embedded store writes its write-ahead log back and truncates it; its freed space is zeroed as it is
   * freed). Optional: MongoDB has no such step here.
   */
  purgeFreedBytes?(): Promise<void>;
  close(): Promise<void>;
}

/** A unique index refused a write (MongoDB's E11000). */
/**
 * The store did not answer (no server to select, a connection or socket that timed out or broke): the
 * store's own error, so start-up and health say so in one line instead of a driver's stack.
 */
export class ReadStoreUnavailableError extends Error {
  override readonly name = 'ReadStoreUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  readonly code = 11000;
  constructor(
    readonly collection: string,
    detail: string,
  ) {
    super(`Duplicate key in ${collection}: ${detail}`);
  }
}

export const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,100}$/;

export function assertCollectionName(name: string): void {
  if (!COLLECTION_NAME.test(name)) throw new Error(`Invalid collection name: ${name}`);
}
