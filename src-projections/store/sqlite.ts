import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { privateDatabaseFile } from '../../src-domain/eventstore/adapters/private-files.ts';
import { Mutex } from './mutex.ts';
import { SqliteCheckpointer } from './sqlite-checkpointer.ts';
import { aggregateIn, applyUpdate, findIn, matches, seedFromFilter } from './mongo-semantics.ts';
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

/** Checkpoints tried, 50 ms apart, before an erasure's purge of the write-ahead log gives up. */
const PURGE_ATTEMPTS = 200;

const TABLE_PREFIX = 'rm_';
/** A transaction waiting for the group it commits with (SqliteReadStore.transaction). */
interface GroupedTransaction {
  work: (scope: TransactionScope) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** How often a store reads whether the schema changed (see `followSchema`). */
const SCHEMA_RECHECK_MS = 1000;
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

/**
 * Read models in SQLite: one table of JSON documents per collection, MongoDB semantics by mingo, unique
 * indexes as SQLite expression indexes. Writes go through one connection under a mutex, so a transaction
 * is never joined by another caller's write; plain reads use a second connection and see only commits.
 */
export class SqliteReadStore implements ReadStore {
  private readonly writer: Database.Database;
  private readonly reader: Database.Database;
  private readonly mutex = new Mutex();
  /** Transactions asked for in this turn, committed together (see `transaction`). */
  private readonly grouped: GroupedTransaction[] = [];
  /** Null for an in-memory store, which has no write-ahead log. */
  private readonly checkpointer: SqliteCheckpointer | null;
  /** Indexed field paths per collection: equality on them is answered by SQLite before mingo filters. */
  private readonly indexedFields = new Map<string, Set<string>>();
  private readonly knownTables = new Set<string>();
  /**
   * Tables another connection made (the projections' thread, another process on DATA_DIR), as the reader
   * found them; forgotten when the schema changes, or when a read finds one dropped.
   */
  private readonly seenTables = new Set<string>();
  /** The schema as last read (`followSchema`): its version, and when it was read. */
  private schemaVersion: number | null = null;
  private schemaReadAt = -Infinity;
  /** Prepared statements per connection and SQL text; dropped with any table (a statement names its table). */
  private readonly statements = new Map<Database.Database, Map<string, Database.Statement>>();

  /** A statement prepared once per connection: preparing costs more than running for small writes. */
  prepared(connection: Database.Database, sql: string): Database.Statement {
    let byText = this.statements.get(connection);
    if (!byText) this.statements.set(connection, (byText = new Map()));
    let statement = byText.get(sql);
    if (!statement) byText.set(sql, (statement = connection.prepare(sql)));
    return statement;
  }

  constructor(path: string) {
    privateDatabaseFile(path);
    this.writer = new Database(path);
    // Waiting for another process's lock is set first: the statements below may meet one (processes started
    // together on one DATA_DIR).
    this.writer.pragma('busy_timeout = 5000');
    this.writer.pragma('journal_mode = WAL');
    this.writer.pragma('synchronous = NORMAL');
    // A replaced or deleted document's bytes are overwritten, not left in free space: erased personal data
    // must not linger in the file.
    this.writer.pragma('secure_delete = ON');
    this.writer.exec(
      'CREATE TABLE IF NOT EXISTS rm__indexes (collection TEXT, field TEXT, PRIMARY KEY (collection, field))',
    );
    this.reader = path === ':memory:' ? this.writer : new Database(path, { readonly: true });
    this.checkpointer = path === ':memory:' ? null : new SqliteCheckpointer(path, this.writer);
    if (this.reader !== this.writer) this.reader.pragma('busy_timeout = 5000');
    this.followSchema();
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    assertCollectionName(name);
    return new SqliteCollection<T>(this, name, null);
  }

  /**
   * Transactions asked for in the same turn of the event loop (the projection runners of one log batch, each
   * with its documents and checkpoint) commit as one: each runs in a savepoint of its own, in the order asked,
   * so one that fails is undone alone and the others still commit, as if each had run after the other; the
   * commit, its write-ahead log frames and the pages they share (the checkpoints') are paid once for all.
   */
  transaction<R>(work: (scope: TransactionScope) => Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.grouped.push({ work, resolve, reject } as GroupedTransaction);
      if (this.grouped.length > 1) return;
      // After the turn's other callers have asked too; then in turn with every other write.
      setImmediate(() => void this.mutex.run(() => this.commitGroup()));
    });
  }

  private async commitGroup(): Promise<void> {
    const group = this.grouped.splice(0);
    const settled = new Set<GroupedTransaction>();
    const failAll = (error: unknown) => {
      if (this.writer.inTransaction) this.control('ROLLBACK');
      this.forgetTables();
      for (const item of group) if (!settled.has(item)) item.reject(error);
    };
    try {
      // IMMEDIATE: the write lock is taken (waiting up to the busy timeout) before the first read, so a
      // transaction never has to upgrade a read snapshot another process wrote past (SQLITE_BUSY at once).
      this.control('BEGIN IMMEDIATE');
      const outcomes: Array<() => void> = [];
      for (const item of group) {
        const scope: TransactionScope = {
          collection: <T extends Document>(name: string) => {
            assertCollectionName(name);
            return new SqliteCollection<T>(this, name, scope);
          },
        };
        this.control('SAVEPOINT grouped');
        try {
          const result = await item.work(scope);
          this.control('RELEASE grouped');
          outcomes.push(() => item.resolve(result));
        } catch (error) {
          // SQLite ended the whole transaction (a full disk, say): the works before this one are undone too.
          if (!this.writer.inTransaction) throw error;
          this.control('ROLLBACK TO grouped');
          this.control('RELEASE grouped');
          this.forgetTables();
          settled.add(item);
          item.reject(error);
        }
      }
      this.control('COMMIT');
      for (const settle of outcomes) settle();
    } catch (error) {
      failAll(error);
    }
  }

  /** A transaction's own statement, prepared once: exec() would parse it again each time (several per group). */
  private control(sql: string): void {
    this.prepared(this.writer, sql).run();
  }

  /** Tables created inside undone work are gone again: forget them. */
  private forgetTables(): void {
    this.knownTables.clear();
    this.seenTables.clear();
  }

  async listCollections(): Promise<string[]> {
    const rows = this.writer
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\' AND name != 'rm__indexes'",
      )
      .all() as Array<{ name: string }>;
    return rows.map((row) => row.name.slice(TABLE_PREFIX.length)).sort();
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.mutex.run(async () => {
      this.statements.clear();
      this.writer.exec(`DROP TABLE IF EXISTS ${table(name)}`);
      this.writer.prepare('DELETE FROM rm__indexes WHERE collection = ?').run(name);
      this.indexedFields.delete(name);
      this.knownTables.delete(name);
    });
  }

  async now(): Promise<number> {
    const row = this.prepared(
      this.reader,
      "SELECT CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER) AS now",
    ).get() as { now: number };
    return row.now;
  }

  async purgeFreedBytes(): Promise<void> {
    await this.mutex.run(async () => {
      // A checkpoint that meets another one (the checkpoint thread's pass, another process) or a reader still
      // on an old snapshot reports busy and leaves the log's old frames, erased values included, in the file:
      // it is tried again until the log is empty.
      for (let attempt = 0; attempt < PURGE_ATTEMPTS; attempt++) {
        const [result] = this.writer.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
        if (result?.busy === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(
        `the read store's write-ahead log was still in use after ${PURGE_ATTEMPTS} checkpoints`,
      );
    });
  }

  async close(): Promise<void> {
    await this.checkpointer?.close();
    await this.mutex.run(async () => {
      if (this.reader !== this.writer) this.reader.close();
      this.writer.close();
    });
  }

  // ---- used by SqliteCollection ----

  /** Runs a write: inside the caller's transaction as it is, otherwise in a transaction of its own. */
  write<R>(scope: TransactionScope | null, work: () => R): Promise<R> {
    if (scope) return Promise.resolve().then(work);
    // A transaction of its own, grouped with the others asked for in this turn, in the order asked.
    return this.transaction(async () => work());
  }

  /** Inside a transaction reads must see its own writes; outside, only what has been committed. */
  connectionFor(scope: TransactionScope | null): Database.Database {
    return scope ? this.writer : this.reader;
  }

  get writerConnection(): Database.Database {
    return this.writer;
  }

  ensureTable(name: string): void {
    if (this.knownTables.has(name)) return;
    this.writer.exec(`CREATE TABLE IF NOT EXISTS ${table(name)} (_id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
    this.knownTables.add(name);
  }

  fieldsOf(name: string): Set<string> {
    let fields = this.indexedFields.get(name);
    if (!fields) this.indexedFields.set(name, (fields = new Set()));
    return fields;
  }

  tableExists(connection: Database.Database, name: string): boolean {
    if (this.knownTables.has(name)) return true;
    this.followSchema();
    if (this.seenTables.has(name)) return true;
    const found = !!this.prepared(
      connection,
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
    ).get(TABLE_PREFIX + name);
    // Only what is committed is remembered: a table seen inside a transaction may yet be rolled back.
    if (found && connection === this.reader && !this.reader.inTransaction) this.seenTables.add(name);
    return found;
  }

  /** A read found the table gone (dropped by another connection since it was seen). */
  forgetTable(name: string): void {
    this.seenTables.delete(name);
    this.knownTables.delete(name);
  }

  /**
   * Learns the tables and indexes other connections made: a process whose read models are written elsewhere
   * (the projections' thread, an api process) would otherwise ask SQLite whether a table exists on every
   * read, and never use the indexes made after it opened. Reads the schema's version at most once a second.
   */
  private followSchema(): void {
    const now = performance.now();
    if (now - this.schemaReadAt < SCHEMA_RECHECK_MS) return;
    this.schemaReadAt = now;
    const version = this.reader.pragma('schema_version', { simple: true }) as number;
    if (version === this.schemaVersion) return;
    this.schemaVersion = version;
    this.seenTables.clear();
    const indexes = this.prepared(this.reader, 'SELECT collection, field FROM rm__indexes').all() as Array<{
      collection: string;
      field: string;
    }>;
    for (const row of indexes) this.fieldsOf(row.collection).add(row.field);
  }
}

class SqliteCollection<T extends Document> implements Collection<T> {
  constructor(
    private readonly store: SqliteReadStore,
    readonly name: string,
    private readonly scope: TransactionScope | null,
  ) {}

  async findOne(filter: Filter, options: Omit<FindOptions, 'limit'> = {}): Promise<T | null> {
    return (await this.find(filter, { ...options, limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const connection = this.store.connectionFor(this.scope);
    const page = this.indexedPage(connection, filter, options);
    if (page) return page;
    const docs = this.candidates(connection, filter, fieldsRead(filter, options));
    if (this.byIdAlone(filter) && !options.projection && !options.sort && !options.skip)
      return options.limit ? docs.slice(0, options.limit) : docs;
    return findIn(docs, filter, options);
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return this.matching(this.store.connectionFor(this.scope), filter).length;
  }

  async aggregate<R>(pipeline: PipelineStage[]): Promise<R[]> {
    const first = pipeline[0];
    const filter = first && '$match' in first ? first.$match : {};
    return aggregateIn<R>(this.candidates(this.store.connectionFor(this.scope), filter), pipeline);
  }

  async insertOne(document: T): Promise<{ insertedId: string }> {
    const doc = { ...document, _id: document._id ?? randomUUID() };
    await this.store.write(this.scope, () => this.insertNow(doc));
    return { insertedId: doc._id };
  }

  async replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.store.write(this.scope, () => this.replaceNow(filter, replacement, options));
  }

  async updateOne(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.store.write(this.scope, () => this.updateNow(filter, update, options, false));
  }

  async updateMany(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.store.write(this.scope, () => this.updateNow(filter, update, options, true));
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.store.write(this.scope, () => this.deleteNow(filter, false));
  }

  async deleteMany(filter: Filter): Promise<DeleteResult> {
    return this.store.write(this.scope, () => this.deleteNow(filter, true));
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult> {
    return this.store.write(this.scope, () => {
      const total: BulkWriteResult = {
        insertedCount: 0,
        matchedCount: 0,
        modifiedCount: 0,
        deletedCount: 0,
        upsertedCount: 0,
      };
      const add = (r: UpdateResult) => {
        total.matchedCount += r.matchedCount;
        total.modifiedCount += r.modifiedCount;
        total.upsertedCount += r.upsertedCount;
      };
      for (const op of operations) {
        if ('insertOne' in op) {
          this.insertNow({ ...op.insertOne.document, _id: op.insertOne.document._id ?? randomUUID() });
          total.insertedCount++;
        } else if ('replaceOne' in op)
          add(this.replaceNow(op.replaceOne.filter, op.replaceOne.replacement, op.replaceOne));
        else if ('updateOne' in op)
          add(this.updateNow(op.updateOne.filter, op.updateOne.update, op.updateOne, false));
        else if ('updateMany' in op)
          add(this.updateNow(op.updateMany.filter, op.updateMany.update, op.updateMany, true));
        else if ('deleteOne' in op)
          total.deletedCount += this.deleteNow(op.deleteOne.filter, false).deletedCount;
        else total.deletedCount += this.deleteNow(op.deleteMany.filter, true).deletedCount;
      }
      return total;
    });
  }

  async createIndex(keys: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<string> {
    const fields = Object.keys(keys);
    for (const field of fields) if (!FIELD_PATH.test(field)) throw new Error(`Invalid index field: ${field}`);
    const indexName = options.name ?? fields.map((f) => `${f}_${keys[f]}`).join('_');
    const sqlName = `"ix_${this.name}_${indexName.replace(/[^A-Za-z0-9_]/g, '_')}"`;
    const columns = fields
      .map((f) => `json_extract(doc, '$.${f}') ${keys[f] === -1 ? 'DESC' : 'ASC'}`)
      .join(', ');
    await this.store.write(this.scope, () => {
      this.store.ensureTable(this.name);
      this.translateErrors(() =>
        this.writer().exec(
          `CREATE ${options.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${sqlName} ON ${table(this.name)} (${columns})`,
        ),
      );
      const record = this.writer().prepare(
        'INSERT OR IGNORE INTO rm__indexes (collection, field) VALUES (?, ?)',
      );
      for (const field of fields) record.run(this.name, field);
    });
    for (const field of fields) this.store.fieldsOf(this.name).add(field);
    return indexName;
  }

  // ---- synchronous work, always inside a transaction ----

  private writer(): Database.Database {
    return this.store.writerConnection;
  }

  private insertNow(doc: T): void {
    this.store.ensureTable(this.name);
    this.translateErrors(() =>
      this.store
        .prepared(this.writer(), `INSERT INTO ${table(this.name)} (_id, doc) VALUES (?, ?)`)
        .run(doc._id, JSON.stringify(doc)),
    );
  }

  private replaceNow(filter: Filter, replacement: T, options: UpdateOptions): UpdateResult {
    if (typeof filter._id === 'string' && Object.keys(filter).length === 1)
      return this.replaceById(filter._id, replacement, options);
    const target = this.matching(this.writer(), filter)[0];
    if (!target) {
      if (!options.upsert) return result(0, 0);
      const doc = { ...seedFromFilter(filter), ...replacement } as T;
      doc._id ??= randomUUID();
      this.insertNow(doc);
      return { ...result(0, 0), upsertedCount: 1, upsertedId: doc._id };
    }
    const next = { ...replacement, _id: target._id } as T;
    const changed = JSON.stringify(next) !== JSON.stringify(target);
    if (changed) this.saveNow(next);
    return result(1, changed ? 1 : 0);
  }

  /**
   * A replacement by _id (every projection's write) compares the stored text with the new one in SQLite
   * rather than reading and parsing the stored document: the result is the same, at a fraction of the cost.
   */
  private replaceById(id: string, replacement: T, options: UpdateOptions): UpdateResult {
    if (!this.store.tableExists(this.writer(), this.name)) {
      if (!options.upsert) return result(0, 0);
      this.insertNow({ ...replacement, _id: id } as T);
      return { ...result(0, 0), upsertedCount: 1, upsertedId: id };
    }
    const text = JSON.stringify({ ...replacement, _id: id });
    const changed = this.translateErrors(() =>
      this.store
        .prepared(this.writer(), `UPDATE ${table(this.name)} SET doc = ? WHERE _id = ? AND doc IS NOT ?`)
        .run(text, id, text),
    ).changes;
    if (changed > 0) return result(1, 1);
    const exists = this.store
      .prepared(this.writer(), `SELECT 1 FROM ${table(this.name)} WHERE _id = ?`)
      .get(id);
    if (exists) return result(1, 0);
    if (!options.upsert) return result(0, 0);
    this.insertNow({ ...replacement, _id: id } as T);
    return { ...result(0, 0), upsertedCount: 1, upsertedId: id };
  }

  private updateNow(filter: Filter, update: UpdateSpec, options: UpdateOptions, many: boolean): UpdateResult {
    const targets = this.matching(this.writer(), filter);
    const chosen = many ? targets : targets.slice(0, 1);
    if (chosen.length === 0) {
      if (!options.upsert) return result(0, 0);
      const seed = { ...seedFromFilter(filter) } as T;
      seed._id ??= randomUUID();
      const doc = applyUpdate(seed, update, true);
      this.insertNow(doc);
      return { ...result(0, 0), upsertedCount: 1, upsertedId: doc._id };
    }
    let modified = 0;
    for (const doc of chosen) {
      const next = applyUpdate(doc, update, false);
      if (JSON.stringify(next) !== JSON.stringify(doc)) {
        this.saveNow(next);
        modified++;
      }
    }
    return result(chosen.length, modified);
  }

  private deleteNow(filter: Filter, many: boolean): DeleteResult {
    const targets = this.matching(this.writer(), filter);
    const chosen = many ? targets : targets.slice(0, 1);
    if (chosen.length === 0) return { deletedCount: 0 };
    const remove = this.store.prepared(this.writer(), `DELETE FROM ${table(this.name)} WHERE _id = ?`);
    for (const doc of chosen) remove.run(doc._id);
    return { deletedCount: chosen.length };
  }

  private saveNow(doc: T): void {
    this.translateErrors(() =>
      this.store
        .prepared(this.writer(), `UPDATE ${table(this.name)} SET doc = ? WHERE _id = ?`)
        .run(JSON.stringify(doc), doc._id),
    );
  }

  /**
   * The documents that may match: narrowed by SQLite on _id or on an indexed field's plain equality, then
   * always filtered again by mingo, so the pre-selection changes speed, never results.
   */
  /**
   * The documents SQLite's pushdown selects, whole or, when `fields` names the top-level fields the query
   * reads, only those: SQLite cuts them out of the stored text (`->` keeps each one's JSON), so a read of a
   * few small fields of large documents parses only those in JavaScript. An absent field stays absent (SQL
   * NULL), a stored null comes back as null; mingo then filters and projects as it would the whole document.
   */
  private candidates(connection: Database.Database, filter: Filter, fields: string[] | null = null): T[] {
    if (!this.store.tableExists(connection, this.name)) return [];
    return this.unlessDropped(() => this.rowsOf(connection, filter, fields), []);
  }

  /** A table seen before and dropped since by another connection reads as it would had it never been seen. */
  private unlessDropped<R>(read: () => R, none: R): R {
    try {
      return read();
    } catch (error) {
      if (!/^no such table/.test((error as Error).message)) throw error;
      this.store.forgetTable(this.name);
      return none;
    }
  }

  private rowsOf(connection: Database.Database, filter: Filter, fields: string[] | null): T[] {
    const { where, params } = this.pushdown(filter);
    if (fields) {
      const columns = fields.map((field, i) => `doc -> '$.${field}' AS f${i}`).join(', ');
      const rows = this.store
        .prepared(connection, `SELECT _id, ${columns} FROM ${table(this.name)}${where}`)
        .all(...params) as Array<Record<string, string | null>>;
      return rows.map((row) => {
        const doc: Record<string, unknown> = { _id: row._id };
        fields.forEach((field, i) => {
          const value = row[`f${i}`];
          if (value !== null && value !== undefined) doc[field] = JSON.parse(value);
        });
        return doc as T;
      });
    }
    const rows = this.store
      .prepared(connection, `SELECT doc FROM ${table(this.name)}${where}`)
      .all(...params) as Array<{
      doc: string;
    }>;
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  /**
   * A sorted, limited read answered by SQLite's indexes: when every field the filter and the sort name is an
   * indexed one and the filter holds only plain equalities, ranges and one `$in`, SQLite walks the index in
   * the sort's order and stops after `skip + limit` rows, so a page costs the same in a collection of ten
   * documents or of millions. An `$in` runs one such walk per value and the walks are merged. mingo then
   * checks, sorts and cuts the rows as usual; should it refuse one SQLite took (a field holding several types),
   * the page is read again the plain way, so this changes speed, never results. Null when it does not apply.
   */
  private indexedPage(connection: Database.Database, filter: Filter, options: FindOptions): T[] | null {
    const sort = options.sort ? Object.entries(options.sort) : [];
    if (!options.limit || sort.length === 0) return null;
    const indexed = this.store.fieldsOf(this.name);
    if (!sort.every(([field]) => indexed.has(field))) return null;
    const conditions: string[] = [];
    const params: unknown[] = [];
    let alternatives: { field: string; values: Scalar[] } | null = null;
    for (const [field, value] of Object.entries(filter)) {
      if (!indexed.has(field)) return null;
      if (isScalar(value)) {
        conditions.push(`${extract(field)} = ?`);
        params.push(value);
        continue;
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
      for (const [operator, bound] of Object.entries(value)) {
        if (operator === '$in' && Array.isArray(bound) && bound.every(isScalar) && !alternatives) {
          alternatives = { field, values: bound };
        } else if (Object.hasOwn(RANGE_OPERATORS, operator) && isScalar(bound)) {
          conditions.push(`${extract(field)} ${RANGE_OPERATORS[operator]} ?`);
          params.push(bound);
        } else return null;
      }
    }
    if (!this.store.tableExists(connection, this.name)) return [];
    const wanted = (options.skip ?? 0) + options.limit;
    const order = sort.map(([field, direction]) => `${extract(field)} ${direction === -1 ? 'DESC' : 'ASC'}`);
    const walk = (extra: string[], extraParams: unknown[]) => {
      const where = [...conditions, ...extra];
      const sql = `SELECT doc FROM ${table(this.name)}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order.join(', ')} LIMIT ?`;
      const rows = this.store.prepared(connection, sql).all(...params, ...extraParams, wanted) as Array<{
        doc: string;
      }>;
      return rows.map((row) => JSON.parse(row.doc) as T);
    };
    const choice = alternatives;
    const walks = this.unlessDropped(
      () =>
        choice
          ? [...new Set(choice.values)].map((v) => walk([`${extract(choice.field)} = ?`], [v]))
          : [walk([], [])],
      [],
    );
    const rows = walks.flat();
    const page = findIn(rows, filter, options);
    const full = walks.some((w) => w.length === wanted);
    if (page.length < options.limit && full && rows.some((doc) => !matches(filter, doc))) return null;
    return page;
  }

  /** The documents matching the filter. */
  private matching(connection: Database.Database, filter: Filter): T[] {
    const docs = this.candidates(connection, filter);
    return this.byIdAlone(filter) ? docs : docs.filter((doc) => matches(filter, doc));
  }

  /** A filter on _id alone: SQLite selects exactly its matches, and mingo would only confirm them. */
  private byIdAlone(filter: Filter): boolean {
    return Object.keys(filter).length === 1 && (typeof filter._id === 'string' || isInOfStrings(filter._id));
  }

  private pushdown(filter: Filter): { where: string; params: unknown[] } {
    const id = filter._id;
    if (typeof id === 'string') return { where: ' WHERE _id = ?', params: [id] };
    if (isInOfStrings(id))
      return { where: ` WHERE _id IN (${id.$in.map(() => '?').join(',')})`, params: id.$in };
    for (const field of this.store.fieldsOf(this.name)) {
      const value = filter[field];
      if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
        return { where: ` WHERE json_extract(doc, '$.${field}') = ?`, params: [value] };
      }
    }
    return { where: '', params: [] };
  }

  private translateErrors<R>(work: () => R): R {
    try {
      return work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
        throw new DuplicateKeyError(this.name, (error as Error).message);
      }
      throw error;
    }
  }
}

type Scalar = string | number;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const RANGE_OPERATORS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

/**
 * The top-level fields a find needs when its projection includes fields (rather than excluding them): those
 * the projection, the filter and the sort name. Null, meaning the whole document, for an exclusion, a filter
 * with top-level operators ($or, $and, …) or a name SQLite's JSON path would not take literally.
 */
function fieldsRead(filter: Filter, options: FindOptions): string[] | null {
  const projection = options.projection;
  if (!projection) return null;
  const included = Object.entries(projection).filter(([field]) => field !== '_id');
  if (included.length === 0 || included.some(([, on]) => on !== 1)) return null;
  const named = [...included.map(([f]) => f), ...Object.keys(filter), ...Object.keys(options.sort ?? {})];
  if (!named.every((field) => FIELD_PATH.test(field))) return null;
  return [...new Set(named.map((field) => field.split('.')[0]!))].filter((field) => field !== '_id');
}

/** The expression an index on `field` is built over (createIndex), spelled the same so SQLite uses it. */
const extract = (field: string) => `json_extract(doc, '$.${field}')`;

function table(name: string): string {
  return `"${TABLE_PREFIX}${name}"`;
}

function result(matchedCount: number, modifiedCount: number): UpdateResult {
  return { matchedCount, modifiedCount, upsertedCount: 0, upsertedId: null };
}

function isInOfStrings(value: unknown): value is { $in: string[] } {
  if (value === null || typeof value !== 'object' || !('$in' in value)) return false;
  const list = (value as { $in: unknown }).$in;
  return Array.isArray(list) && Object.keys(value).length === 1 && list.every((v) => typeof v === 'string');
}
