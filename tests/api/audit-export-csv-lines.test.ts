import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src-api/audit-trail/csv-read.ts';
import {
  csvLine,
  csvLines,
  EXPORT_COLUMNS,
  rowsOf,
} from '../../src-projections/documents/audit-export-rows.ts';
import type { AuditItem } from '../../src-projections/audit-trail/audit-item.ts';

/** An entry as the presenter gives it, with texts a CSV must quote or make inert. */
const item = (changes: AuditItem['changes'], over: Partial<AuditItem> = {}): AuditItem => ({
  position: 42,
  occurredAt: '2026-11-26T10:00:00.000Z',
  kind: 'answer',
  eventType: 'QuestionCommented',
  actor: { id: 'u1', name: 'Ann "the agent", Oslo', role: 'user' },
  organizationId: 'o1',
  hotel: { id: 'h1', name: '=HYPERLINK("x")' },
  inspectionId: 'i1',
  module: { id: 'm1', name: 'Rum\r\nett' },
  question: { id: 'q1', text: '+1 or -1?' },
  subjectId: null,
  changes,
  names: {},
  stream: 'inspection-i1',
  streamVersion: 7,
  hash: 'ab'.repeat(32),
  ...over,
});

describe('an entry’s CSV lines', () => {
  const entries: AuditItem[] = [
    item([]),
    item([{ field: 'comment', from: '@old', to: 'new, "quoted"' }]),
    item([
      { field: 'score', from: 2, to: 0 },
      { field: 'answer', from: null, to: { value: 'a', note: '=1+1' } },
      { field: 'flag', from: true, to: false },
    ]),
    item([{ field: 'name', from: '\tTab', to: '' }], {
      actor: null,
      hotel: null,
      module: null,
      question: null,
    }),
  ];

  it('are the lines of its rows, byte for byte', () => {
    for (const entry of entries) expect(csvLines(entry)).toBe(rowsOf(entry).map(csvLine).join(''));
  });

  it('read back as one row per change in the export’s columns', () => {
    const rows = parseCsv(csvLine(EXPORT_COLUMNS) + entries.map(csvLines).join(''));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(1 + 1 + 1 + 3 + 1);
    const column = (name: (typeof EXPORT_COLUMNS)[number]) => EXPORT_COLUMNS.indexOf(name);
    expect(rows[2]![column('to')]).toBe('new, "quoted"');
    expect(rows[2]![column('from')]).toBe("'@old");
    expect(rows[3]![column('hotelName')]).toBe(`'=HYPERLINK("x")`);
    expect(rows[4]![column('to')]).toBe('{"value":"a","note":"=1+1"}');
    expect(rows[6]![column('from')]).toBe("'\tTab");
    expect(rows[6]![column('actorName')]).toBe('');
  });
});
