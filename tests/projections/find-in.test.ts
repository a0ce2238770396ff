import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { findIn } from '../../src-projections/store/mongo-semantics.ts';
import type { Document, Filter, FindOptions } from '../../src-projections/store/types.ts';

/** What mingo's cursor answers: the semantics findIn keeps whichever way it takes. */
function byCursor(docs: Document[], filter: Filter, options: FindOptions): Document[] {
  let cursor = new Query(filter).find<Document>(docs, options.projection as never);
  if (options.sort) cursor = cursor.sort(options.sort);
  if (options.skip) cursor = cursor.skip(options.skip);
  if (options.limit) cursor = cursor.limit(options.limit);
  return cursor.all() as Document[];
}

const ids = (docs: Document[]) => docs.map((d) => d._id);

/** Documents with ties, several types in `mixed`, a missing `sometimes`, strings beyond the BMP in `text`. */
const docs: Document[] = Array.from({ length: 40 }, (_, i) => ({
  _id: `d${i}`,
  group: i % 3 === 0 ? 'a' : 'b',
  key: `2026-11-${String(10 + (i % 7)).padStart(2, '0')}`,
  n: (i * 7) % 5 === 0 ? -1.5 : (i * 7) % 5,
  text: ['\u{1F600}', '\uFFFD', 'z', 'Z', 'é'][i % 5],
  mixed: i % 4 === 0 ? 3 : `${i % 3}`,
  ...(i % 6 ? { sometimes: `s${i % 2}` } : {}),
}));

describe('findIn answers as mingo’s cursor does', () => {
  const cases: Array<[string, Filter, FindOptions]> = [
    ['a string sort with ties, newest first, a page', { group: 'b' }, { sort: { key: -1 }, limit: 7 }],
    ['a string sort ascending, skipped into', {}, { sort: { key: 1 }, skip: 5, limit: 10 }],
    ['a range and a string sort', { key: { $lt: '2026-11-14', $gte: '2026-11-11' } }, { sort: { key: -1 } }],
    ['a number sort with ties and negatives', { group: { $in: ['a', 'b'] } }, { sort: { n: 1 }, limit: 30 }],
    ['a number sort descending', {}, { sort: { n: -1 }, skip: 3 }],
    ['strings beyond the BMP (UTF-16 order)', {}, { sort: { text: 1 } }],
    ['a field of several types', {}, { sort: { mixed: -1 }, limit: 12 }],
    ['a field some documents lack', {}, { sort: { sometimes: 1 } }],
    ['two sort fields', {}, { sort: { group: 1, key: -1 } }],
    ['no sort, skip and limit', { group: 'a' }, { skip: 2, limit: 3 }],
    ['nothing matching', { group: 'c' }, { sort: { key: -1 }, limit: 5 }],
    [
      'a top-level projection and a sort',
      { group: 'b' },
      { sort: { key: 1 }, projection: { key: 1 }, limit: 4 },
    ],
  ];
  for (const [name, filter, options] of cases)
    it(name, () => {
      const expected = byCursor(docs, filter, options);
      const found = findIn(docs, filter, options);
      expect(ids(found)).toEqual(ids(expected));
      expect(found).toEqual(expected);
    });

  it('keeps documents of equal value in their input order, either way', () => {
    const found = findIn(docs, {}, { sort: { group: -1 } });
    expect(ids(found.filter((d) => d.group === 'b'))).toEqual(ids(docs.filter((d) => d.group === 'b')));
    expect(ids(findIn(docs, {}, { sort: { group: 1 } }))).toEqual(
      ids(byCursor(docs, {}, { sort: { group: 1 } })),
    );
  });
});
