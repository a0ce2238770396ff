import { Trans } from '@lingui/react/macro';
import type { Report } from '../../api/reports.ts';
import { ObservationScore } from './ObservationScore.tsx';
import { CommentText, ReportSection } from './ReportSection.tsx';

/** The five answers that scored worst across the inspection (administration §9). */
export function WorstAnswers({ report }: { report: Report }) {
  const moduleName = new Map(report.modules.map((m) => [m.id, m.name]));
  // A choice's answer is said by its option's words here too, as among the module's observations.
  const chosenOption = (moduleId: string, questionId: string) =>
    report.modules.find((m) => m.id === moduleId)?.observations.find((o) => o.id === questionId)
      ?.chosenOption ?? null;
  return (
    <ReportSection title={<Trans id="report.worst">The 5 worst answers</Trans>} testId="worst-answers">
      {report.worst.length === 0 ? (
        <p className="text-slate-600 italic">
          <Trans id="report.noDeviations">No answer fell short of the maximum.</Trans>
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {report.worst.map((w) => (
            <li key={`${w.moduleId}-${w.questionId}`} className="report-keep space-y-1 py-2">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0 break-words">
                  <p className="text-slate-900">{w.content}</p>
                  <p className="text-xs text-slate-600">
                    <span className="font-mono">{w.referenceNumber}</span> ·{' '}
                    {moduleName.get(w.moduleId) ?? ''}
                  </p>
                </div>
                <ObservationScore
                  score={w.score}
                  points={w.points}
                  max={w.max}
                  chosenOption={chosenOption(w.moduleId, w.questionId)}
                />
              </div>
              <CommentText text={w.comment} />
            </li>
          ))}
        </ol>
      )}
    </ReportSection>
  );
}
