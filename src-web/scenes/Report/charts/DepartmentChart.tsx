import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Report } from '../../../api/reports.ts';
import { ChartEmpty } from './ChartEmpty.tsx';
import { OverTimeTable } from './OverTimeTable.tsx';
import { PercentLineChart } from './PercentLineChart.tsx';
import { departmentColumns, withFigures } from './series-by-date.ts';

/** Each department (module type) of this report by date, as lines and as a table. */
export function DepartmentChart({ report }: { report: Report }) {
  const { t } = useLingui();
  const tableId = useId();
  const columns = withFigures(departmentColumns(report));
  const dates = report.charts.map((point) => point.date);
  const caption = t({ id: 'report.departmentsByDate', message: 'Departments by date' });
  return (
    <div className="report-keep space-y-2">
      <h3 className="font-semibold text-slate-900">
        <Trans id="report.departmentsByDate">Departments by date</Trans>
      </h3>
      {columns.length === 0 ? (
        <ChartEmpty />
      ) : (
        <>
          <PercentLineChart
            label={t({ id: 'report.departmentChart', message: 'Chart: departments by date' })}
            describedBy={tableId}
            testId="department-chart"
            dates={dates}
            columns={columns}
          />
          <OverTimeTable id={tableId} caption={caption} dates={dates} columns={columns} />
        </>
      )}
    </div>
  );
}
