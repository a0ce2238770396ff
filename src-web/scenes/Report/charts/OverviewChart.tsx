import { useLingui } from '@lingui/react/macro';
import type { Report } from '../../../api/reports.ts';
import { PercentLineChart } from './PercentLineChart.tsx';

/** The total score of each approved report by date; the table `tableId` (ReportOverTime) holds the figures. */
export function OverviewChart({ report, tableId }: { report: Report; tableId: string }) {
  const { t } = useLingui();
  return (
    <PercentLineChart
      label={t({ id: 'report.overviewChart', message: 'Chart: total score by date' })}
      describedBy={tableId}
      testId="overview-chart"
      dates={report.charts.map((point) => point.date)}
      columns={[
        {
          key: 'total',
          name: t({ id: 'report.totalScore', message: 'Total score' }),
          values: report.charts.map((point) => point.percent),
        },
      ]}
    />
  );
}
