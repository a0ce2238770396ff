import type { ReactNode } from 'react';

export interface Column {
  label: ReactNode;
  /** Extra classes, e.g. to hide a column on narrow screens. */
  className?: string;
  /** A column read only by screen readers (row actions). */
  hidden?: boolean;
  /** How the rows are sorted by this column, when the table sorts by it. */
  sort?: 'ascending' | 'descending' | 'none';
}

/** A bordered table that scrolls sideways on narrow screens; rows come as children. */
export function Table({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
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
