import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Report } from '../../api/reports.ts';
import { ComfortZoneChart } from './charts/ComfortZoneChart.tsx';
import { DepartmentChart } from './charts/DepartmentChart.tsx';
import { OverviewChart } from './charts/OverviewChart.tsx';
import { ReportSection } from './ReportSection.tsx';
import { ExplainedPercent } from './ScoreFigure.tsx';

/**
 * The entity's approved reports of this type over the last year, as charts with a table each (the
 * alternative for screen readers and print, DESIGN "Reports"), and its average against the organization's
 * other entities. Comfort zones are charted only where they are asked (not in audits).
 */
export function ReportOverTime({ report }: { report: Report }) {
  const { t } = useLingui();
  const totalsTableId = useId();
  const { from, to } = report.chartsTimeFrame;
  const totals = report.totalOverTime;
  const lines = [
    {
      key: 'current',
      label: t({ id: 'report.thisEntityAverage', message: 'This entity, average' }),
      percent: totals.currentHotelAverage,
      explanation: t({
        id: 'report.thisEntityAverageExplained',
        message: "Average total score of this entity's approved reports of this type",
      }),
    },
    {
      key: 'others',
      label: t({ id: 'report.otherEntitiesAverage', message: 'Other entities, average' }),
      percent: totals.otherHotelsAverage,
      explanation: t({
        id: 'report.otherEntitiesAverageExplained',
        message: "Average of the other entities' averages over their approved reports of this type",
      }),
    },
    {
      key: 'highest',
      label: t({ id: 'report.highest', message: 'Highest entity average' }),
      percent: totals.highestScores,
      explanation: t({
        id: 'report.highestExplained',
        message: 'The highest entity average in the organization, this entity included',
      }),
    },
    {
      key: 'lowest',
      label: t({ id: 'report.lowest', message: 'Lowest entity average' }),
      percent: totals.lowestScores,
      explanation: t({
        id: 'report.lowestExplained',
        message: 'The lowest entity average in the organization, this entity included',
      }),
    },
  ].filter(
    // A shared report carries the entity's own figures only (no organization-wide ones).
    (line): line is typeof line & { percent: number | null } => line.percent !== undefined,
  );
  return (
    <ReportSection title={<Trans id="report.overTime">Over time</Trans>} testId="report-over-time">
      <dl className="grid grid-cols-1 gap-3 handheld:grid-cols-2 small-desktop:grid-cols-4">
        {lines.map((line) => (
          <div key={line.key} className="rounded-md border border-slate-200 p-3">
            <dt className="text-sm text-slate-700">{line.label}</dt>
            <dd className="text-xl text-slate-900">
              {line.percent === null ? (
                '–'
              ) : (
                <ExplainedPercent percent={line.percent} explanation={line.explanation} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="font-semibold text-slate-900">
        <Trans id="report.approvedReports">
          Approved reports from {from} to {to}
        </Trans>
      </h3>
      {report.charts.length === 0 ? (
        <p className="text-slate-600 italic">
          <Trans id="report.noHistory">No approved report in this period yet.</Trans>
        </p>
      ) : (
        <>
          <OverviewChart report={report} tableId={totalsTableId} />
          <table id={totalsTableId} className="w-full max-w-md text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t({ id: 'sessions.date', message: 'Date' })}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t({ id: 'report.totalScore', message: 'Total score' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.charts.map(({ inspectionId, date, percent }) => (
                <tr key={inspectionId ?? date} className="border-b border-slate-100 last:border-0">
                  <td className="px-3 py-2 whitespace-nowrap text-slate-800">{date}</td>
                  <td className="px-3 py-2">
                    <ExplainedPercent
                      percent={percent}
                      explanation={t({
                        id: 'report.chartPointExplained',
                        message: `Total score of the approved report of ${date}`,
                      })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <DepartmentChart report={report} />
          {report.reportType !== 'auditQA' && <ComfortZoneChart report={report} />}
        </>
      )}
    </ReportSection>
  );
}
