import type { AuditItem } from './presenter.ts';

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
] as const;

export type ExportCell = string | number;

/** A value as a cell: text stays text, numbers numbers, anything else its JSON; none is empty. */
function cell(value: unknown): ExportCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

export function rowsOf(item: AuditItem): ExportCell[][] {
  const common = {
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
  const changes = item.changes.length ? item.changes : [{ field: '', from: null, to: null }];
  return changes.map((change) => {
    const row: Record<string, ExportCell> = {
      ...common,
      field: change.field,
      from: cell(change.from),
      to: cell(change.to),
    };
    return EXPORT_COLUMNS.map((column) => row[column]!);
  });
}

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: such text gets a leading apostrophe, which shows it as the text it is. Numbers are never formulas.
 */
export function inertCell(value: ExportCell): string {
  if (typeof value === 'number') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV line (RFC 4180: quoted when needed, quotes doubled, CRLF). */
export function csvLine(cells: readonly ExportCell[]): string {
  return `${cells
    .map(inertCell)
    .map((text) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text))
    .join(',')}\r\n`;
}
