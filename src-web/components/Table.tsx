import type { ReactNode } from 'react';

export interface Column {
  label: ReactNode;
  /** Extra classes, e.g. to hide a column on narrow screens (a card shows it again). */
  className?: string;
  /** A column read only by screen readers (row actions). */
  hidden?: boolean;
  /** How the rows are sorted by this column, when the table sorts by it. */
  sort?: 'ascending' | 'descending' | 'none';
}

/**
 * A bordered table; rows come as children. A list (`cards`, the default) shows each row as a card below
 * 600 px (styles.css: .table-cards); a `wide` table stays a table and scrolls sideways inside its box with
 * the first column fixed (.table-wide). Date cells carry whitespace-nowrap, so a date never breaks.
 */
export function Table({
  columns,
  children,
  layout = 'cards',
}: {
  columns: Column[];
  children: ReactNode;
  layout?: 'cards' | 'wide';
}) {
  return (
    <div
      className={`overflow-x-auto rounded-lg border border-slate-200 bg-white ${layout === 'cards' ? 'table-cards' : 'table-wide'}`}
    >
      <table className="min-w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                aria-sort={column.sort}
                className={`px-3 py-2 ${column.className ?? ''}`}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
