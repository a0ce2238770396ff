import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Transform, type TransformCallback } from 'node:stream';
import { excel } from './lazy-modules.ts';
import type {
  AuditExportAbortReason,
  AuditExportFormat,
  ChainHead,
} from '../../src-domain/audit-export/index.ts';
import { ExportFigures } from '../../src-domain/audit-export/export-figures.ts';
import type { AuditEntryDocument } from '../audit-trail/documents.ts';
import { csvLine, csvLines, EXPORT_COLUMNS, rowsOf, UTF8_BOM } from './audit-export-rows.ts';
import type { AuditItem } from '../audit-trail/audit-item.ts';

/** What an export knows once its last byte has passed: the manifest's figures. */
export interface ExportSummary {
  count: number;
  firstPosition: number | null;
  lastPosition: number | null;
  chainHeads: ChainHead[];
  sha256: string;
  bytes: number;
}

/** How far an export got when it ended unfinished: entries and bytes written to the connection. */
export interface ExportAbort {
  count: number;
  bytes: number;
  reason: AuditExportAbortReason;
}

/** Where an export's end is recorded: once, completed with its manifest's figures, or aborted. */
export interface ExportOutcome {
  completed(summary: ExportSummary): Promise<void>;
  aborted(abort: ExportAbort): Promise<void>;
}

/** Pages of presented entries, in the screen's order; the export pulls the next only when it has written one. */
export type PageSource = AsyncIterable<{ docs: AuditEntryDocument[]; items: AuditItem[] }>;

/**
 * The bytes of the file, hashed as they leave: the hash is of exactly what the client gets. When the last
 * byte has passed, `finish` records the export (its event) before the answer ends, so a manifest asked for
 * after the download is there.
 */
class HashingTap extends Transform {
  private readonly hash = createHash('sha256');
  bytes = 0;
  constructor(private readonly finish: (sha256: string, bytes: number) => Promise<void>) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }
  override _flush(callback: TransformCallback): void {
    this.finish(this.hash.digest('hex'), this.bytes).then(() => callback(), callback);
  }
}

/**
 * Waits until the stream takes more, or gives up when the client has gone (the export then stops). The
 * listener that did not fire is removed: left, a slow client's export gathered one per page.
 */
async function drained(stream: Transform): Promise<void> {
  if (!stream.writableNeedDrain) return;
  const settled = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: settled.signal }),
      once(stream, 'close', { signal: settled.signal }).then(() => Promise.reject(new Error('closed'))),
    ]);
  } finally {
    settled.abort();
  }
}

/**
 * Streams the export in constant memory: one page of entries at a time, written as it is read, hashed as it
 * goes. Only the chain heads grow, one per stream in the file. Its end is recorded exactly once: completed
 * when the last byte has passed, otherwise aborted when the stream closes first (the client dropped the
 * connection and the server destroyed the body, or writing failed), so no export goes unrecorded.
 */
export function exportStream(
  format: AuditExportFormat,
  pages: PageSource,
  outcome: ExportOutcome,
): Transform {
  const figures = new ExportFigures();
  let ended = false;
  const abort = (reason: AuditExportAbortReason) => {
    if (ended) return;
    ended = true;
    void outcome.aborted({ count: figures.count, bytes: tap.bytes, reason }).catch(() => {});
  };
  const tap: HashingTap = new HashingTap(async (sha256, bytes) => {
    ended = true;
    try {
      await outcome.completed({
        count: figures.count,
        firstPosition: figures.firstPosition,
        lastPosition: figures.lastPosition,
        chainHeads: figures.chainHeads(),
        sha256,
        bytes,
      });
    } catch (error) {
      // Not recorded as completed: then it is recorded as what it is.
      ended = false;
      abort('failed');
      throw error;
    }
  });
  tap.once('close', () => abort(tap.errored ? 'failed' : 'clientDisconnected'));
  const note = (doc: AuditEntryDocument) => figures.add(doc);

  const writeText = async () => {
    // A byte-order mark first: Excel reads the file as UTF-8 then (å, ä and ö intact), other readers skip it.
    if (format === 'csv') tap.write(`${UTF8_BOM}${csvLine(EXPORT_COLUMNS)}`);
    for await (const page of pages) {
      // The client has gone: read no further page.
      if (tap.destroyed) return;
      page.docs.forEach(note);
      const text =
        format === 'csv'
          ? page.items.map(csvLines).join('')
          : page.items.map((item) => `${JSON.stringify(item)}\n`).join('');
      tap.write(text);
      await drained(tap);
    }
    tap.end();
  };

  const writeWorkbook = async () => {
    const workbook = new (excel().stream.xlsx.WorkbookWriter)({
      stream: tap,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('audit-trail');
    sheet.addRow([...EXPORT_COLUMNS]).commit();
    for await (const page of pages) {
      if (tap.destroyed) return;
      page.docs.forEach(note);
      // Cells are typed: text is text, never a formula, so nothing needs making inert here.
      for (const row of page.items.flatMap(rowsOf)) sheet.addRow(row).commit();
      await drained(tap);
    }
    sheet.commit();
    // The workbook ends the stream it writes to.
    await workbook.commit();
  };

  void (format === 'xlsx' ? writeWorkbook() : writeText()).catch((error: unknown) =>
    tap.destroy(error as Error),
  );
  return tap;
}
