import { Aggregator, Query, update as applyOperators } from 'mingo';
import type { Document, Filter, FindOptions, PipelineStage, UpdateSpec } from './types.ts';

/** MongoDB query, update and aggregation semantics over plain documents, shared by the embedded store. */

export function matches(filter: Filter, doc: Document): boolean {
  return new Query(filter).test(doc);
}

export function findIn<T extends Document>(docs: T[], filter: Filter, options: FindOptions = {}): T[] {
  const pick = topLevelInclusion<T>(options.projection);
  const plain = !options.projection || pick ? plainFind(docs, filter, options) : null;
  if (plain) return pick ? plain.map(pick) : plain;
  let cursor = new Query(filter).find<T>(docs, pick ? undefined : (options.projection as never));
  if (options.sort) cursor = cursor.sort(options.sort);
  if (options.skip) cursor = cursor.skip(options.skip);
  if (options.limit) cursor = cursor.limit(options.limit);
  const found = cursor.all() as T[];
  return pick ? found.map(pick) : found;
}

/**
 * What mingo's cursor gives for a filter and at most one sort on a top-level field that holds only strings
 * or only finite numbers in the matching documents, without the cursor: mingo sorts such values natively and
 * keeps documents of equal value in their input order, as a stable sort does. Null for anything else. The
 * cursor's lazy iterators keep what they iterate alive past young-generation collections (measured on the
 * audit-trail export: about 40% of each page read survived and was moved to old space), so every page read
 * through them left garbage for a full collection to find; filtering with the same compiled query does not.
 */
function plainFind<T extends Document>(docs: T[], filter: Filter, options: FindOptions): T[] | null {
  const sort = Object.entries(options.sort ?? {});
  if (sort.length > 1) return null;
  const [field, direction] = sort[0] ?? [];
  if (field !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) return null;
  const query = new Query(filter);
  const found = docs.filter((doc) => query.test(doc));
  if (field !== undefined && found.length > 0) {
    const kind = typeof found[0]![field];
    const comparable = (value: unknown) =>
      kind === 'string' ? typeof value === 'string' : typeof value === 'number' && Number.isFinite(value);
    if (!found.every((doc) => comparable(doc[field]))) return null;
    const sign = direction === -1 ? -1 : 1;
    found.sort((a, b) => {
      const x = a[field] as string | number;
      const y = b[field] as string | number;
      return x < y ? -sign : x > y ? sign : 0;
    });
  }
  const start = options.skip ?? 0;
  return found.slice(start, options.limit ? start + options.limit : undefined);
}

/**
 * An inclusion of top-level fields (the common projection) done by picking them, as MongoDB would: _id unless
 * excluded, and only the fields a document has. mingo's general projection copies every value it keeps,
 * which cost more than the read itself for a list of a thousand small figures. Null for any other projection.
 */
function topLevelInclusion<T extends Document>(
  projection: FindOptions['projection'],
): ((doc: T) => T) | null {
  if (!projection) return null;
  const fields = Object.keys(projection).filter((field) => field !== '_id');
  if (fields.length === 0 || fields.some((field) => projection[field] !== 1 || field.includes('.')))
    return null;
  if (fields.some((field) => field.startsWith('$'))) return null;
  const withId = projection._id !== 0;
  return (doc) => {
    const picked: Record<string, unknown> = withId ? { _id: doc._id } : {};
    for (const field of fields) if (Object.hasOwn(doc, field)) picked[field] = doc[field];
    return picked as T;
  };
}

export function aggregateIn<R>(docs: Document[], pipeline: PipelineStage[]): R[] {
  return new Aggregator(pipeline as Record<string, unknown>[]).run(docs) as R[];
}

/** Applies update operators to a copy; $setOnInsert applies only when the document is being inserted. */
export function applyUpdate<T extends Document>(doc: T, update: UpdateSpec, inserting: boolean): T {
  const { $setOnInsert, ...operators } = update;
  for (const key of Object.keys(operators)) {
    if (!key.startsWith('$')) throw new Error(`Update must use operators; got field ${key}`);
  }
  // The common cases — whole top-level fields set or counted up (checkpoints, leases and their fencing
  // counter, once per projection batch) — without compiling an update.
  const plain = (fields: object | undefined) =>
    !fields || Object.keys(fields).every((key) => !key.includes('.') && !key.startsWith('$'));
  const simple =
    Object.keys(operators).every((key) => key === '$set' || key === '$inc') &&
    plain(operators.$set) &&
    plain(operators.$inc) &&
    plain($setOnInsert) &&
    Object.entries((operators.$inc as object) ?? {}).every(
      ([key, n]) =>
        typeof n === 'number' &&
        ['number', 'undefined'].includes(typeof (doc as Record<string, unknown>)[key]),
    );
  if (simple) {
    const next = { ...doc, ...(inserting ? $setOnInsert : {}), ...(operators.$set as object) } as Record<
      string,
      unknown
    >;
    for (const [key, by] of Object.entries((operators.$inc as Record<string, number>) ?? {}))
      next[key] = ((next[key] as number | undefined) ?? 0) + by;
    if (next._id !== doc._id) throw new Error('An update may not change _id');
    return structuredClone(next) as T;
  }
  const next = structuredClone(doc);
  const withInsert =
    inserting && $setOnInsert ? { ...operators, $set: { ...$setOnInsert, ...operators.$set } } : operators;
  if (Object.keys(withInsert).length > 0) applyOperators(next, withInsert as never);
  if (next._id !== doc._id) throw new Error('An update may not change _id');
  return next;
}

/** The document an upsert starts from: the filter's plain equality conditions, as MongoDB does. */
export function seedFromFilter(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$') || key.includes('.')) continue;
    const isOperatorObject =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).some((k) => k.startsWith('$'));
    if (!isOperatorObject) seed[key] = value;
  }
  return seed;
}
