import { Trans, useLingui } from '@lingui/react/macro';
import type { Report } from '../../api/reports.ts';
import { ReportSection } from './ReportSection.tsx';
import { ExplainedPercent, ScoreFigure } from './ScoreFigure.tsx';

/** A bar as wide as its share of 100 %; the figure beside it is what assistive technology reads. */
function Bar({ percent, tone }: { percent: number | null; tone: 'current' | 'previous' }) {
  return (
    <div className="h-3 min-w-0 flex-1 rounded-full bg-slate-100" aria-hidden="true">
      <div
        className={`report-bar h-full rounded-full ${tone === 'current' ? 'bg-sky-700' : 'bg-slate-500'}`}
        style={{ width: `${Math.max(0, Math.min(100, percent ?? 0))}%` }}
      />
    </div>
  );
}

/** "Current vs previous" (administration §2): each module's percentage beside the previous report's. */
export function ResultBars({ report }: { report: Report }) {
  const { t } = useLingui();
  const modules = report.modules.filter((m) => !m.skipped);
  const previousDate = report.previous?.startDate ?? '';
  return (
    <ReportSection
      title={<Trans id="report.currentVsPrevious">Current vs previous</Trans>}
      testId="result-bars"
    >
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <span className="report-bar inline-block h-3 w-6 rounded-full bg-sky-700" aria-hidden="true" />
          <Trans id="report.current">This report</Trans>
        </span>
        {report.previous ? (
          <span className="flex items-center gap-2">
            <span className="report-bar inline-block h-3 w-6 rounded-full bg-slate-500" aria-hidden="true" />
            <Trans id="report.previousOn">Previous report ({previousDate})</Trans>
          </span>
        ) : (
          <span>
            <Trans id="report.noPrevious">No previous report</Trans>
          </span>
        )}
      </p>
      <ul className="space-y-3">
        {modules.map((module) => (
          <li
            key={module.id}
            className="report-keep grid gap-1 small-tablet:grid-cols-[minmax(8rem,14rem)_1fr]"
          >
            <span className="font-medium break-words text-slate-900">{module.name}</span>
            <div className="space-y-1">
              <div className="flex items-center gap-3">
                <Bar percent={module.score.percent} tone="current" />
                <span className="w-28 shrink-0">
                  <ScoreFigure figure={module.score} />
                </span>
              </div>
              {report.previous && (
                <div className="flex items-center gap-3">
                  <Bar percent={module.previousPercent} tone="previous" />
                  <span className="w-28 shrink-0 text-slate-700">
                    {module.previousPercent === null ? (
                      '–'
                    ) : (
                      <ExplainedPercent
                        percent={module.previousPercent}

                        explanation={t({
                          id: 'report.previousModuleExplained',
                          message: `The same department in the previous approved report (${previousDate})`,
                        })}
                      />
                    )}
                  </span>
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
