import type { AuditItem } from '../audit-trail/audit-item.ts';

/** The columns of the CSV and spreadsheet exports: one row per changed field (an entry without any: one row). */
export const EXPORT_COLUMNS = [
  'position',
  'occurredAt',
  'kind',
  'eventType',
  'actorId',
  'actorName',
  'actorRole',
  'organizationId',
  'hotelId',
  'hotelName',
  'inspectionId',
  'moduleId',
  'moduleName',
  'questionId',
  'question',
  'subjectId',
  'field',
  'from',
  'to',
  'stream',
  'streamVersion',
  'hash',
  // Added after the columns above, which programs read by name: the from and to of an answer's score as a
  // person reads it (word and points); empty where from and to are read as they are.
  'fromText',
  'toText',
] as const;

export type ExportCell = string | number;

/** A value as a cell: text stays text, numbers numbers, anything else its JSON; none is empty. */
function cell(value: unknown): ExportCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

/** The cells every row of an entry shares, by column (all but the change's own three). */
function sharedCells(item: AuditItem): Record<string, ExportCell> {
  return {
    position: item.position,
    occurredAt: item.occurredAt,
    kind: item.kind,
    eventType: item.eventType,
    actorId: item.actor?.id ?? '',
    actorName: item.actor?.name ?? '',
    actorRole: item.actor?.role ?? '',
    organizationId: item.organizationId ?? '',
    hotelId: item.hotel?.id ?? '',
    hotelName: item.hotel?.name ?? '',
    inspectionId: item.inspectionId ?? '',
    moduleId: item.module?.id ?? '',
    moduleName: item.module?.name ?? '',
    questionId: item.question?.id ?? '',
    question: item.question?.text ?? '',
    subjectId: item.subjectId ?? '',
    stream: item.stream,
    streamVersion: item.streamVersion,
    hash: item.hash,
  };
}

/** A changed score in the viewer's words (src-api/audit-trail/presenter.ts `answerWords`); empty for any other value. */
function wordsOf(item: AuditItem, change: AuditItem['changes'][number], value: unknown): string {
  if (typeof value !== 'number' || !item.answerWords) return '';
  const questionId = change.questionId ?? item.question?.id;
  return (questionId && item.answerWords[questionId]?.[String(value)]) || '';
}

/** An entry's changes, or one empty change for an entry without any (it still gets its row). */
const changesOf = (item: AuditItem) =>
  item.changes.length ? item.changes : [{ field: '', from: null, to: null }];

export function rowsOf(item: AuditItem): ExportCell[][] {
  const shared = sharedCells(item);
  return changesOf(item).map((change) => {
    const row: Record<string, ExportCell> = {
      ...shared,
      field: change.field,
      from: cell(change.from),
      to: cell(change.to),
      fromText: wordsOf(item, change, change.from),
      toText: wordsOf(item, change, change.to),
    };
    return EXPORT_COLUMNS.map((column) => row[column]!);
  });
}

/**
 * A number's text, as `String` writes it. V8 keeps the texts `String` makes of numbers in a cache held by the
 * old generation, so each such text outlives the young collections and is moved to old space: every entry's
 * position and stream version did so, tens of MB over a million entries, left for a full collection to find.
 * JSON.stringify writes the same digits for a finite number without that cache.
 */
const numberText = (n: number) => (Number.isFinite(n) ? JSON.stringify(n) : String(n));

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: such text gets a leading apostrophe, which shows it as the text it is. Numbers are never formulas.
 */
export function inertCell(value: ExportCell): string {
  if (typeof value === 'number') return numberText(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV field (RFC 4180: quoted when needed, quotes doubled), made inert. */
function csvField(value: ExportCell): string {
  const text = inertCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** What every CSV file starts with, so that spreadsheet programs read it as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** One CSV line (CRLF). */
export function csvLine(cells: readonly ExportCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/**
 * The change's three columns sit together: the columns before them and after them are the entry's own, up
 * to the two texts of the change at the end.
 */
const FIELD_AT = EXPORT_COLUMNS.indexOf('field');
const BEFORE_CHANGE = EXPORT_COLUMNS.slice(0, FIELD_AT);
const TEXTS_AT = EXPORT_COLUMNS.indexOf('fromText');
const AFTER_CHANGE = EXPORT_COLUMNS.slice(FIELD_AT + 3, TEXTS_AT);

/**
 * An entry's CSV lines, the same text as `csvLine` of each of its `rowsOf`: the entry's own cells are
 * written once and shared by its lines, rather than a row of cells built per change (an export writes
 * millions of lines; what it allocates per line is what the collector has to keep up with).
 */
export function csvLines(item: AuditItem): string {
  const shared = sharedCells(item);
  const before = BEFORE_CHANGE.map((column) => csvField(shared[column]!)).join(',');
  const after = AFTER_CHANGE.map((column) => csvField(shared[column]!)).join(',');
  let text = '';
  for (const change of changesOf(item))
    text += `${before},${csvField(change.field)},${csvField(cell(change.from))},${csvField(cell(change.to))},${after},${csvField(wordsOf(item, change, change.from))},${csvField(wordsOf(item, change, change.to))}\r\n`;
  return text;
}
