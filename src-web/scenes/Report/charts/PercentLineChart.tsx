import { usePercent } from '../ScoreFigure.tsx';
import { percentLineOptions } from './chart-options.ts';
import { LazyChart } from './LazyChart.tsx';
import type { OverTimeColumn } from './OverTimeTable.tsx';

/** Percentages by date as lines, one per column of the table it pictures. */
export function PercentLineChart({
  label,
  describedBy,
  testId,
  dates,
  columns,
}: {
  label: string;
  describedBy: string;
  testId: string;
  dates: string[];
  columns: OverTimeColumn[];
}) {
  const percent = usePercent();
  return (
    <LazyChart
      type="line"
      // A legend of several long department names takes lines of its own under the plot.
      height={columns.length > 1 ? 360 : 280}
      label={label}
      describedBy={describedBy}
      testId={testId}
      options={percentLineOptions(dates, percent)}
      series={columns.map((column) => ({ name: column.name, data: column.values }))}
    />
  );
}
