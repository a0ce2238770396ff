/**
 * A full CSV export of the audit trail in a process of its own, over a read store the bench built: what an
 * export costs a server's memory, without the building's. Prints one JSON line: count, bytes, seconds, and
 * the process's RSS before and at its peak. Started by tests/bench/audit-trail.ts.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exportStream, type PageSource } from '../../src-api/audit-trail/export-stream.ts';
import { presentAuditEntries } from '../../src-api/audit-trail/presenter.ts';
import { QuestionnaireCache } from '../../src-api/inspections/questionnaires.ts';
import { auditTrailQueries } from '../../src-projections/audit-trail/queries.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';

const store = new SqliteReadStore(process.argv[2]!);
const readModels = new ReadModels(store);
const cache = new QuestionnaireCache(readModels, { waitFor: async () => true });
const queries = auditTrailQueries(readModels);
/** The bench reads the whole trail, as a superUser does. */
const EVERYTHING = { role: 'superUser' as const, organizationId: null, hotelIds: [] };
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const pages: PageSource = (async function* () {
  let cursor: string | null = null;
  do {
    const page = await queries.page({}, {}, cursor, 500);
    if (page.items.length)
      yield {
        docs: page.items,
        items: await presentAuditEntries(page.items, 'en_US', readModels, cache, EVERYTHING),
      };
    cursor = page.nextCursor;
    // The export reads synchronously between writes, so timers may not run: RSS is also read per page.
    peak = Math.max(peak, process.memoryUsage().rss);
  } while (cursor);
})();
let bytes = 0;
let count = 0;
const started = performance.now();
await pipeline(
  exportStream('csv', pages, async (summary) => {
    count = summary.count;
  }),
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  }),
);
clearInterval(sampler);
console.log(JSON.stringify({ count, bytes, seconds: (performance.now() - started) / 1000, before, peak }));
await store.close();
