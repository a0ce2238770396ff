import { useLingui } from '@lingui/react/macro';
import { usePercent } from '../ScoreFigure.tsx';

export interface OverTimeColumn {
  key: string;
  name: string;
  /** One percentage per date, in the dates' order; null where the report had nothing scored. */
  values: Array<number | null>;
}

/** A chart's table alternative: a row per approved report's date, a column per series. */
export function OverTimeTable({
  id,
  caption,
  dates,
  columns,
}: {
  id: string;
  caption: string;
  dates: string[];
  columns: OverTimeColumn[];
}) {
  const { t } = useLingui();
  const percent = usePercent();
  return (
    // Many series make the table wider than a phone: it scrolls sideways, and takes focus to be scrolled.
    <div className="table-wide overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table id={id} className="w-full text-left text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t({ id: 'sessions.date', message: 'Date' })}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, row) => (
            <tr key={`${date}-${row}`} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap text-slate-800">
                {date}
              </th>
              {columns.map((column) => {
                const value = column.values[row] ?? null;
                return (
                  <td key={column.key} className="px-3 py-2 text-slate-900 tabular-nums">
                    {value === null ? '–' : percent(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
