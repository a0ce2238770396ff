/**
 * A full CSV export of the audit trail served by a process of its own, over a read store the bench built:
 * what an export costs a server's memory, without the building's. It answers one HTTP request with the
 * export, streamed to the socket as the route streams it (pages read only as the socket takes the bytes),
 * and the bench downloads it over loopback. Prints one JSON line with its port when it listens, and one when
 * the answer has ended: count, bytes, seconds, and the process's RSS before the export and at its peak (the
 * kernel's high-water mark where there is one, so a peak between two samples counts too). Started by
 * tests/bench/audit-trail.ts.
 */
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { exportPages } from '../../src-api/audit-trail/export-pages.ts';
import { exportStream, type PageSource } from '../../src-projections/documents/audit-export-stream.ts';
import { ExportTexts, presentAuditEntries } from '../../src-api/audit-trail/presenter.ts';
import { QuestionnaireCache } from '../../src-projections/inspections/questionnaire-cache.ts';
import { auditTrailQueries } from '../../src-projections/audit-trail/queries.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { kernelPeakRss } from './figures.ts';

const store = new SqliteReadStore(process.argv[2]!);
const readModels = new ReadModels(store);
const cache = new QuestionnaireCache(readModels, { waitFor: async () => true });
const queries = auditTrailQueries(readModels);
/** The bench reads the whole trail, as a superUser does. */
const EVERYTHING = { role: 'superUser' as const, organizationId: null, hotelIds: [] };
const server = createServer();
server.listen(0, '127.0.0.1');
await once(server, 'listening');
console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));

const [, response] = (await once(server, 'request')) as [unknown, ServerResponse];
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const pages: PageSource = (async function* () {
  const texts = new ExportTexts('en_US', cache);
  const source = exportPages(queries, { everything: true }, {}, (docs) =>
    presentAuditEntries(docs, 'en_US', readModels, cache, EVERYTHING, texts),
  );
  for await (const page of source) {
    yield page;
    // The export may read a page while the socket still takes the last: RSS is also read per page.
    peak = Math.max(peak, process.memoryUsage().rss);
  }
})();
let count = 0;
let bytes = 0;
const started = performance.now();
response.setHeader('Content-Type', 'text/csv; charset=utf-8');
await pipeline(
  exportStream('csv', pages, {
    completed: async (summary) => {
      count = summary.count;
      bytes = summary.bytes;
    },
    aborted: async () => {},
  }),
  response,
);
clearInterval(sampler);
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ count, bytes, seconds, before, peak: Math.max(peak, kernelPeakRss() ?? 0) }));
server.close();
await store.close();
