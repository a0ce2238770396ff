import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import {
  describeExportVerdict,
  manifestOf,
  verifyExport,
  type ExportManifest,
} from '../../src-domain/eventstore/export-verification.ts';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const jsonl = (events: RecordedEvent[]) => Buffer.from(events.map((e) => `${JSON.stringify(e)}\n`).join(''));

/**
 * An export file checked against its manifest. The forger here is careful: after changing the file they
 * write the manifest's SHA-256 (and count, where it helps them) again, so only the events themselves can tell.
 */
describe('verifying an export against its manifest', () => {
  let events: RecordedEvent[];
  let file: Buffer;
  let manifest: ExportManifest;
  /** The file as the forger leaves it: the lines changed, the manifest's hash (and count) made to match. */
  const forged = (lines: RecordedEvent[] | string[], recount = false, over: Partial<ExportManifest> = {}) => {
    const bytes = Buffer.from(
      lines.map((l) => `${typeof l === 'string' ? l : JSON.stringify(l)}\n`).join(''),
    );
    return verifyExport(bytes, {
      ...manifest,
      ...over,
      sha256: sha256(bytes),
      ...(recount ? { count: lines.length } : {}),
    });
  };

  beforeAll(async () => {
    const store = new SqliteEventStore({ path: ':memory:' });
    for (let i = 1; i <= 3; i++) {
      await store.append('inspection-1', [{ type: 'QuestionScored', data: { question: 'q1', score: i } }]);
      await store.append('hotel-1', [{ type: 'HotelUpdated', data: { name: `Solvik ${i}` } }]);
    }
    events = await store.readAll({ after: 0, limit: 100 });
    await store.close();
    file = jsonl(events);
    manifest = manifestOf(file, events, 'jsonl', true);
  });

  it('passes the export as written', () => {
    expect(manifest).toMatchObject({ count: 6, firstPosition: 1, lastPosition: 6 });
    expect(verifyExport(file, manifest)).toEqual({ ok: true, count: 6 });
  });

  it('finds any change to the file by its SHA-256 (every format)', () => {
    const changed = Buffer.from(file.toString().replace('Solvik 2', 'Solvik 9'));
    expect(verifyExport(changed, manifest)).toEqual({ ok: false, problem: { kind: 'sha256' } });
    const csv = Buffer.from('position,stream\n1,inspection-1\n');
    const csvManifest = { ...manifestOf(csv, [], 'csv'), count: 1 };
    expect(verifyExport(csv, csvManifest).ok).toBe(true);
    expect(verifyExport(Buffer.from('position,stream\n1,hotel-9\n'), csvManifest).ok).toBe(false);
  });

  it('finds an edited event by its own hash', () => {
    const edited = events.map((e, i) => (i === 3 ? { ...e, data: { name: 'Solvik, edited' } } : e));
    expect(forged(edited)).toMatchObject({
      ok: false,
      problem: { kind: 'hash', line: 4, stream: 'hotel-1' },
    });
  });

  it('finds a deleted event by the count, and in a complete export by the gap in its stream', () => {
    const without = events.filter((_, i) => i !== 2);
    expect(forged(without, false, { complete: false })).toMatchObject({
      ok: false,
      problem: { kind: 'count' },
    });
    expect(forged(without, true)).toMatchObject({
      ok: false,
      problem: { kind: 'version', stream: 'inspection-1', version: 3 },
    });
  });

  it('finds reordered lines', () => {
    const swapped = [events[1]!, events[0]!, ...events.slice(2)];
    expect(forged(swapped)).toMatchObject({ ok: false, problem: { kind: 'position', line: 2 } });
  });

  it('finds an appended event, and a truncated export, against the counts and heads', () => {
    expect(forged([...events, events[5]!])).toMatchObject({ ok: false, problem: { kind: 'position' } });
    expect(forged(events.slice(0, 4))).toMatchObject({ ok: false, problem: { kind: 'count' } });
    const truncated = forged(events.slice(0, 4), true);
    expect(truncated).toMatchObject({ ok: false, problem: { kind: 'range' } });
    expect(describeExportVerdict(truncated)).toContain('TAMPERED');
  });

  it('finds a line that is no event', () => {
    expect(forged([...events.slice(0, 5).map((e) => JSON.stringify(e)), 'not json'])).toMatchObject({
      ok: false,
      problem: { kind: 'line', line: 6 },
    });
  });
});
