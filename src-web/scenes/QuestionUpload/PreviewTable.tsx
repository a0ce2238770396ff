import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import {
  importErrorKey,
  type ImportColumn,
  type ImportGroup,
} from '../../../src-domain/catalogue/import-rows.ts';
import { Table } from '../../components/Table.tsx';
import { editCell } from '../../state/question-import.ts';
import { ImportOutcomeLabel } from './ImportOutcomeLabel.tsx';

/** The columns the preview shows; the five flags are shown together. */
const SHOWN: ImportColumn[] = [
  'referenceNumber',
  'partNumber',
  'module',
  'cluster',
  'content',
  'grade',
  'options',
  'comfortZone',
];
/** The part number is left out on phones; the question text keeps a readable width (the table scrolls). */
const CELL_CLASSES: Partial<Record<ImportColumn, string>> = {
  partNumber: 'hidden tablet:table-cell',
  content: 'min-w-64',
  module: 'min-w-28',
};
const FLAGS: ImportColumn[] = [
  'isMandatory',
  'isCommentMandatoryPos',
  'isCommentMandatoryNeg',
  'isPictureMandatoryPos',
  'isPictureMandatoryNeg',
];

/**
 * One group's rows. A cell with an error is marked red with its key's text and can be fixed right here; the
 * row is checked again at once with the server's rules.
 */
export function PreviewTable({ group, groupIndex }: { group: ImportGroup; groupIndex: number }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const cell = (rowIndex: number, column: ImportColumn) => {
    const row = group.questions[rowIndex]!;
    const error = row.errors.find((e) => e.field === column);
    if (!error) return <span className="whitespace-pre-wrap">{row[column]}</span>;
    return (
      <div className="space-y-1">
        <input
          value={row[column]}
          onChange={(e) => editCell(groupIndex, rowIndex, column, e.target.value)}
          aria-invalid="true"
          aria-label={`${column} ${row.row}`}
          className="w-full min-w-24 rounded border border-red-600 bg-red-50 px-1 py-0.5"
        />
        <p className="text-xs text-red-800" data-testid="cell-error">
          {i18n._(importErrorKey(error))}
        </p>
      </div>
    );
  };
  return (
    <Table
      layout="wide"
      columns={[
        { label: t({ id: 'import.row', message: 'Row' }) },
        // What the import does with the row, early enough to be seen on a phone without scrolling.
        { label: t({ id: 'import.outcome', message: 'Import' }) },
        ...SHOWN.map((column) => ({
          label: column,
          className: CELL_CLASSES[column] ?? '',
        })),
        { label: t({ id: 'import.flags', message: 'Flags' }), className: 'hidden small-desktop:table-cell' },
      ]}
    >
      {group.questions.map((row, rowIndex) => {
        const flagErrors = row.errors.filter((e) => FLAGS.includes(e.field as ImportColumn));
        return (
          <tr
            key={row.row}
            className={`border-b border-slate-100 align-top last:border-0 ${row.errors.length ? 'bg-red-50/40' : ''}`}
            data-testid="preview-row"
          >
            <td className="px-3 py-2 text-slate-600">{row.row}</td>
            <td className="px-3 py-2">
              <ImportOutcomeLabel outcome={row.import} planned />
            </td>
            {SHOWN.map((column) => (
              <td key={column} className={`px-3 py-2 ${CELL_CLASSES[column] ?? ''}`}>
                {cell(rowIndex, column)}
              </td>
            ))}
            <td className="hidden px-3 py-2 small-desktop:table-cell">
              {flagErrors.length
                ? flagErrors.map((e) => <div key={e.field}>{cell(rowIndex, e.field as ImportColumn)}</div>)
                : FLAGS.filter((flag) => row[flag]).map((flag) => (
                    <span key={flag} className="mr-1 text-xs text-slate-700">
                      {flag}={row[flag]}
                    </span>
                  ))}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
