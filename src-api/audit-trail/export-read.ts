import { excel } from '../../src-projections/documents/lazy-modules.ts';
import type { AuditExportFormat } from '../../src-domain/audit-export/index.ts';
import type { ExportedEntry } from '../../src-domain/audit-export/verify-export.ts';
import { parseCsv } from './csv-read.ts';

/** An entry's log coordinates from loose values (a JSON line, CSV text, spreadsheet cells); null if unreadable. */
function entryOf(
  position: unknown,
  stream: unknown,
  streamVersion: unknown,
  hash: unknown,
): ExportedEntry | null {
  const number = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  const entry = { position: number(position), stream, streamVersion: number(streamVersion), hash };
  return Number.isSafeInteger(entry.position) &&
    Number.isSafeInteger(entry.streamVersion) &&
    typeof stream === 'string' &&
    typeof hash === 'string'
    ? (entry as ExportedEntry)
    : null;
}

/**
 * The CSV and spreadsheet exports have one row per changed field: consecutive rows of the same event are
 * one entry, as the JSON Lines export has it.
 */
function entriesOfRows(rows: unknown[][]): Array<ExportedEntry | null> {
  const [header, ...body] = rows;
  const column = (name: string) => (header ?? []).indexOf(name);
  const at = {
    position: column('position'),
    stream: column('stream'),
    version: column('streamVersion'),
    hash: column('hash'),
  };
  if (Object.values(at).some((i) => i < 0)) return [null];
  const entries: Array<ExportedEntry | null> = [];
  let previous: string | null = null;
  for (const row of body) {
    if (row.every((cell) => cell === '' || cell === null || cell === undefined)) continue;
    const entry = entryOf(row[at.position], row[at.stream], row[at.version], row[at.hash]);
    const key = entry && `${entry.stream}\u0000${entry.streamVersion}\u0000${entry.position}`;
    if (key && key === previous) continue;
    previous = key;
    entries.push(entry);
  }
  return entries;
}

/** Reads an audit-trail export, as the export route writes it, back into the log events it shows. */
export async function readExportEntries(
  bytes: Uint8Array,
  format: AuditExportFormat,
): Promise<Array<ExportedEntry | null>> {
  if (format === 'jsonl')
    return Buffer.from(bytes)
      .toString('utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => {
        try {
          const item = JSON.parse(line) as Record<string, unknown>;
          return entryOf(item.position, item.stream, item.streamVersion, item.hash);
        } catch {
          return null;
        }
      });
  if (format === 'csv') return entriesOfRows(parseCsv(Buffer.from(bytes).toString('utf8')));
  const workbook = new (excel().Workbook)();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [null];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : v)));
  });
  return entriesOfRows(rows);
}
