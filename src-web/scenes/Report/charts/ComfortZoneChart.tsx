import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import type { Report } from '../../../api/reports.ts';
import { QUESTION_CLASSIFICATION_NAMES } from '../../../i18n/catalogue-names.ts';
import { ChartEmpty } from './ChartEmpty.tsx';
import { OverTimeTable } from './OverTimeTable.tsx';
import { PercentLineChart } from './PercentLineChart.tsx';
import { comfortZoneColumns, withFigures } from './series-by-date.ts';

/** Each comfort zone by date, as lines and as a table. */
export function ComfortZoneChart({ report }: { report: Report }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const tableId = useId();
  const columns = withFigures(
    comfortZoneColumns(report, (zone) => i18n._(QUESTION_CLASSIFICATION_NAMES[zone])),
  );
  const dates = report.charts.map((point) => point.date);
  const caption = t({ id: 'report.comfortZonesByDate', message: 'Comfort zones by date' });
  return (
    <div className="report-keep space-y-2">
      <h3 className="font-semibold text-slate-900">
        <Trans id="report.comfortZonesByDate">Comfort zones by date</Trans>
      </h3>
      {columns.length === 0 ? (
        <ChartEmpty />
      ) : (
        <>
          <PercentLineChart
            label={t({ id: 'report.comfortZoneChart', message: 'Chart: comfort zones by date' })}
            describedBy={tableId}
            testId="comfort-zone-chart"
            dates={dates}
            columns={columns}
          />
          <OverTimeTable id={tableId} caption={caption} dates={dates} columns={columns} />
        </>
      )}
    </div>
  );
}
