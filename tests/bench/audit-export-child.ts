/**
 * A full CSV export of the audit trail in a process of its own, over a read store the bench built: what an
 * export costs a server's memory, without the building's. Prints one JSON line: count, bytes, seconds, and
 * the process's RSS before and at its peak (the kernel's high-water mark where there is one, so a peak
 * between two samples counts too). Reads pages as the route does (`exportPages`). Started by
 * tests/bench/audit-trail.ts.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exportPages } from '../../src-api/audit-trail/export-pages.ts';
import { exportStream, type PageSource } from '../../src-api/audit-trail/export-stream.ts';
import { presentAuditEntries } from '../../src-api/audit-trail/presenter.ts';
import { QuestionnaireCache } from '../../src-api/inspections/questionnaires.ts';
import { auditTrailQueries } from '../../src-projections/audit-trail/queries.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { kernelPeakRss } from './figures.ts';

const store = new SqliteReadStore(process.argv[2]!);
const readModels = new ReadModels(store);
const cache = new QuestionnaireCache(readModels, { waitFor: async () => true });
const queries = auditTrailQueries(readModels);
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const pages: PageSource = (async function* () {
  const source = exportPages(queries, {}, {}, (docs) =>
    presentAuditEntries(docs, 'en_US', readModels, cache),
  );
  for await (const page of source) {
    yield page;
    // The export reads synchronously between writes, so timers may not run: RSS is also read per page.
    peak = Math.max(peak, process.memoryUsage().rss);
  }
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
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ count, bytes, seconds, before, peak: Math.max(peak, kernelPeakRss() ?? 0) }));
await store.close();
