import { createHash } from 'node:crypto';
import { eventHash } from './hash-chain.ts';
import type { RecordedEvent } from './types.ts';

/**
 * What an audit-trail export is handed out with. `heads` is the hash of the last exported event of each
 * stream, so a reader can tell that nothing was cut off or added; `sha256` is the file's, as delivered.
 */
export interface ExportManifest {
  format: 'jsonl' | 'csv' | 'xlsx';
  count: number;
  firstPosition: number | null;
  lastPosition: number | null;
  heads: Record<string, string>;
  sha256: string;
  /**
   * True when the export holds every event between its first and last position (no filter): each stream's
   * events must then follow each other without a gap, so a removed event shows even with the count rewritten.
   */
  complete?: boolean;
}

export type ExportProblem =
  | { kind: 'sha256' }
  | { kind: 'count'; expected: number; actual: number }
  | { kind: 'range'; expected: [number | null, number | null]; actual: [number | null, number | null] }
  | { kind: 'line'; line: number }
  | { kind: 'position'; line: number }
  | { kind: 'hash' | 'prevHash' | 'version'; line: number; stream: string; version: number }
  | { kind: 'heads'; stream: string };

export type ExportVerdict = { ok: true; count: number } | { ok: false; problem: ExportProblem };

const fileHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks an export against its manifest. Every format: the file's SHA-256 (any change to the file). A
 * JSON Lines export carries whole recorded events, one a line, so it is checked further: each event's hash
 * against its own content and prevHash (an edited event), positions increasing (reordered lines), events
 * of a stream with consecutive versions chained to each other (a removed or moved event), and each
 * stream's last hash and the count and range against the manifest (lines cut off or added). An export may
 * be filtered, so a stream's events need not all be there: only those consecutive in it must chain, unless
 * the manifest says it is `complete`. A manifest rewritten along with the file defeats what only it states
 * (hash, count, range): that is why making an export is recorded in the log with its manifest.
 */
export function verifyExport(bytes: Uint8Array, manifest: ExportManifest): ExportVerdict {
  if (fileHash(bytes) !== manifest.sha256) return { ok: false, problem: { kind: 'sha256' } };
  if (manifest.format !== 'jsonl') return { ok: true, count: manifest.count };
  const lines = Buffer.from(bytes)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0);
  const heads = new Map<string, { version: number; hash: string }>();
  let lastPosition = 0;
  for (const [index, text] of lines.entries()) {
    const line = index + 1;
    let event: RecordedEvent;
    try {
      event = JSON.parse(text) as RecordedEvent;
    } catch {
      return { ok: false, problem: { kind: 'line', line } };
    }
    if (!(event.position > lastPosition)) return { ok: false, problem: { kind: 'position', line } };
    lastPosition = event.position;
    const where = { line, stream: event.stream, version: event.version };
    const prevHash = event.metadata?.prevHash ?? '';
    if (event.metadata?.hash !== eventHash(prevHash, event))
      return { ok: false, problem: { kind: 'hash', ...where } };
    const head = heads.get(event.stream);
    if (head && event.version <= head.version) return { ok: false, problem: { kind: 'version', ...where } };
    if (head && manifest.complete && event.version !== head.version + 1)
      return { ok: false, problem: { kind: 'version', ...where } };
    if (head && event.version === head.version + 1 && prevHash !== head.hash)
      return { ok: false, problem: { kind: 'prevHash', ...where } };
    heads.set(event.stream, { version: event.version, hash: event.metadata.hash });
  }
  if (lines.length !== manifest.count)
    return { ok: false, problem: { kind: 'count', expected: manifest.count, actual: lines.length } };
  const first = lines.length ? (JSON.parse(lines[0]!) as RecordedEvent).position : null;
  const last = lines.length ? lastPosition : null;
  if (first !== manifest.firstPosition || last !== manifest.lastPosition)
    return {
      ok: false,
      problem: {
        kind: 'range',
        expected: [manifest.firstPosition, manifest.lastPosition],
        actual: [first, last],
      },
    };
  const streams = new Set([...heads.keys(), ...Object.keys(manifest.heads)]);
  for (const stream of streams)
    if (heads.get(stream)?.hash !== manifest.heads[stream])
      return { ok: false, problem: { kind: 'heads', stream } };
  return { ok: true, count: lines.length };
}

/** The manifest of a JSON Lines export of these events, as written (for the export and for tests). */
export function manifestOf(
  bytes: Uint8Array,
  events: RecordedEvent[],
  format: ExportManifest['format'],
  complete = false,
): ExportManifest {
  const heads: Record<string, string> = {};
  for (const event of events) heads[event.stream] = event.metadata.hash!;
  return {
    format,
    count: events.length,
    firstPosition: events[0]?.position ?? null,
    lastPosition: events.at(-1)?.position ?? null,
    heads,
    sha256: fileHash(bytes),
    complete,
  };
}

export function describeExportVerdict(verdict: ExportVerdict): string {
  if (verdict.ok) return `Export intact: ${verdict.count} events match the manifest`;
  const problem = verdict.problem;
  switch (problem.kind) {
    case 'sha256':
      return 'Export TAMPERED: the file is not the one the manifest describes (SHA-256 differs)';
    case 'count':
      return `Export TAMPERED: ${problem.actual} events, the manifest says ${problem.expected}`;
    case 'range':
      return `Export TAMPERED: positions ${problem.actual.join('–')}, the manifest says ${problem.expected.join('–')}`;
    case 'line':
      return `Export TAMPERED: line ${problem.line} is not an event`;
    case 'position':
      return `Export TAMPERED: line ${problem.line} is out of order`;
    case 'heads':
      return `Export TAMPERED: stream ${problem.stream} does not end where the manifest says`;
    default:
      return `Export TAMPERED: line ${problem.line} (${problem.stream} version ${problem.version}) fails its ${problem.kind} check`;
  }
}
