import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Report } from '../../api/reports.ts';
import { ExplainedPercent, ScoreFigure } from './ScoreFigure.tsx';
import { ReportSection } from './ReportSection.tsx';

function Tile({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <p className="text-sm text-slate-700">{label}</p>
      <p className="text-2xl text-slate-900">{children}</p>
    </div>
  );
}

/**
 * The total score, fulfilment (answered by the inspector out of the questions to answer, inspection-run §9)
 * and completion (any answer, the best answers written at finish included) named apart, the brand figures and
 * the previous report's total.
 */
export function ReportSummary({ report }: { report: Report }) {
  const { t } = useLingui();
  const { score, previous } = report;
  const total = score.answered + score.filled + score.unanswered;
  const { answered, filled, notApplicable } = score;
  const held = answered + filled;
  const previousDate = previous?.startDate ?? '';
  return (
    <ReportSection title={<Trans id="report.result">Result</Trans>} testId="report-summary">
      <div className="grid grid-cols-2 gap-3 small-desktop:grid-cols-3">
        <Tile label={<Trans id="report.totalScore">Total score</Trans>}>
          <ScoreFigure figure={score} />
        </Tile>
        <Tile label={<Trans id="report.fulfilment">Fulfilment</Trans>}>
          <ExplainedPercent
            percent={score.fulfilment}
            explanation={t({
              id: 'report.fulfilmentObserved',
              message: `${answered} of ${total} questions answered by the inspector, rounded up; ${filled} filled with the best answer at finish count as not answered; ${notApplicable} not applicable left out`,
            })}
          />
        </Tile>
        <Tile label={<Trans id="report.completion">Completion</Trans>}>
          <ExplainedPercent
            percent={score.completion}
            explanation={t({
              id: 'report.completionExplained',
              message: `${held} of ${total} questions hold an answer, rounded up: ${answered} answered by the inspector and ${filled} filled with the best answer at finish; ${notApplicable} not applicable left out`,
            })}
          />
        </Tile>
        <Tile label={<Trans id="report.previousTotal">Previous report</Trans>}>
          {previous ? (
            <>
              <ExplainedPercent
                percent={previous.percent}
                explanation={t({
                  id: 'report.previousExplained',
                  message: `Total score of the previous approved report of this type at this entity (${previousDate})`,
                })}
              />{' '}
              <span className="text-sm text-slate-700">{previous.startDate}</span>
            </>
          ) : (
            <span className="text-base text-slate-700">
              <Trans id="report.noPrevious">No previous report</Trans>
            </span>
          )}
        </Tile>
        <Tile label={<Trans id="questions.classification.bi">Brand identity</Trans>}>
          <ScoreFigure figure={report.bi} />
        </Tile>
        <Tile label={<Trans id="questions.classification.bs">Brand standard</Trans>}>
          <ScoreFigure figure={report.bs} />
        </Tile>
      </div>
    </ReportSection>
  );
}
