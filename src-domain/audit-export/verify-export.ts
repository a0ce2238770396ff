import { createHash } from 'node:crypto';
import type { AuditExportManifest } from './events.ts';
import { ExportFigures, type ExportedEntry } from './export-figures.ts';

export type { ExportedEntry };

/** The log as verification asks it: an event's position and hash by stream and version, if there is one. */
export interface LogLookup {
  event(stream: string, version: number): Promise<{ position: number; hash: string } | null>;
  /** The manifest recorded in the log when the export was made (its AuditTrailExported event), if any. */
  recordedManifest(exportId: string): Promise<AuditExportManifest | null>;
}

export type ExportProblem =
  | { kind: 'sha256' }
  | { kind: 'unreadable'; entry: number }
  | { kind: 'duplicate'; entry: number; stream: string; version: number }
  | { kind: 'count'; expected: number; actual: number }
  | { kind: 'range'; expected: [number | null, number | null]; actual: [number | null, number | null] }
  | { kind: 'heads'; stream: string }
  | { kind: 'notInLog'; entry: number; stream: string; version: number }
  | { kind: 'notRecorded' }
  | { kind: 'manifestChanged'; field: string };

export type ExportVerdict = { ok: true; count: number } | { ok: false; problem: ExportProblem };

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The fields of a manifest its maker states; `filters` are compared as given. */
const STATED: ReadonlyArray<keyof AuditExportManifest> = [
  'exportId',
  'format',
  'organizationId',
  'count',
  'firstPosition',
  'lastPosition',
  'chainHeads',
  'sha256',
  'bytes',
  'by',
  'at',
  'filters',
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Checks an audit-trail export (any format, read into its entries) against its manifest and the log:
 * - the file's SHA-256 and size are the manifest's (any change to the file);
 * - the manifest is the one recorded in the log when the export was made (a manifest rewritten to match an
 *   edited file, or made up for one, has no such record or differs from it);
 * - every entry is an event of the log, at its stream, version and position, with its hash (an entry edited
 *   to point elsewhere, or invented);
 * - no event twice, and the count, the first and last positions and each stream's last hash the file shows
 *   are the manifest's (an entry removed or added).
 * Entries are listed as the screen lists them (newest first), so their order is not checked: positions are.
 */
export async function verifyAuditExport(
  bytes: Uint8Array,
  entries: ReadonlyArray<ExportedEntry | null>,
  manifest: AuditExportManifest,
  log: LogLookup,
): Promise<ExportVerdict> {
  if (sha256Of(bytes) !== manifest.sha256 || bytes.length !== manifest.bytes)
    return { ok: false, problem: { kind: 'sha256' } };
  const recorded = await log.recordedManifest(manifest.exportId);
  if (!recorded) return { ok: false, problem: { kind: 'notRecorded' } };
  for (const field of STATED)
    if (!same(recorded[field], manifest[field]))
      return { ok: false, problem: { kind: 'manifestChanged', field } };

  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    if (!entry) return { ok: false, problem: { kind: 'unreadable', entry: index + 1 } };
    const where = { entry: index + 1, stream: entry.stream, version: entry.streamVersion };
    const key = `${entry.stream}\u0000${entry.streamVersion}`;
    if (seen.has(key)) return { ok: false, problem: { kind: 'duplicate', ...where } };
    seen.add(key);
    const event = await log.event(entry.stream, entry.streamVersion);
    if (!event || event.hash !== entry.hash || event.position !== entry.position)
      return { ok: false, problem: { kind: 'notInLog', ...where } };
  }
  const valid = entries as readonly ExportedEntry[];
  if (valid.length !== manifest.count)
    return { ok: false, problem: { kind: 'count', expected: manifest.count, actual: valid.length } };
  const figures = new ExportFigures();
  for (const entry of valid) figures.add(entry);
  const { firstPosition: first, lastPosition: last, heads } = figures;
  if (first !== manifest.firstPosition || last !== manifest.lastPosition)
    return {
      ok: false,
      problem: {
        kind: 'range',
        expected: [manifest.firstPosition, manifest.lastPosition],
        actual: [first, last],
      },
    };
  const stated = new Map(manifest.chainHeads.map((h) => [h.stream, h]));
  for (const stream of new Set([...heads.keys(), ...stated.keys()]))
    if (!same(heads.get(stream), stated.get(stream)))
      return { ok: false, problem: { kind: 'heads', stream } };
  return { ok: true, count: valid.length };
}

export function describeExportVerdict(verdict: ExportVerdict): string {
  if (verdict.ok) return `Export intact: ${verdict.count} entries match the manifest and the log`;
  const problem = verdict.problem;
  switch (problem.kind) {
    case 'sha256':
      return 'Export TAMPERED: the file is not the one the manifest describes (SHA-256 or size differs)';
    case 'notRecorded':
      return 'Export TAMPERED: the log records no export with this manifest id';
    case 'manifestChanged':
      return `Export TAMPERED: the manifest's ${problem.field} is not the one recorded in the log`;
    case 'count':
      return `Export TAMPERED: ${problem.actual} entries, the manifest says ${problem.expected}`;
    case 'range':
      return `Export TAMPERED: positions ${problem.actual.join('–')}, the manifest says ${problem.expected.join('–')}`;
    case 'unreadable':
      return `Export TAMPERED: entry ${problem.entry} cannot be read`;
    case 'heads':
      return `Export TAMPERED: stream ${problem.stream} does not end where the manifest says`;
    case 'duplicate':
      return `Export TAMPERED: entry ${problem.entry} (${problem.stream} version ${problem.version}) appears twice`;
    case 'notInLog':
      return `Export TAMPERED: entry ${problem.entry} (${problem.stream} version ${problem.version}) is not that event of the log`;
  }
}
