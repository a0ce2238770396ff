import { Trans } from '@lingui/react/macro';
import type { ActionItem } from '../../api/reports.ts';
import { QuestionLine } from './QuestionLine.tsx';
import { CommentText, ReportSection } from './ReportSection.tsx';

/**
 * The action plan's items, read-only: what a report opened by its share link shows of the plan. Signed-in
 * admins work on the plan itself (scenes/ActionPlan).
 */
export function ActionPlanItems({ items }: { items: ActionItem[] }) {
  return (
    <ReportSection title={<Trans id="report.actionPlan">Action plan</Trans>} testId="action-plan">
      {items.length === 0 ? (
        <p className="text-slate-600 italic">
          <Trans id="report.noActionItems">No answer was flagged for follow-up.</Trans>
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={`${item.moduleId}-${item.questionId}`} className="report-keep space-y-2 py-3">
              <QuestionLine referenceNumber={item.referenceNumber} content={item.content} />
              <dl className="grid gap-2 small-tablet:grid-cols-3">
                <div>
                  <dt className="text-xs font-medium text-slate-600 uppercase">
                    <Trans id="question.comment">Comment</Trans>
                  </dt>
                  <dd>
                    <CommentText text={item.comment} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-slate-600 uppercase">
                    <Trans id="report.followUpComment">Follow-up</Trans>
                  </dt>
                  <dd>
                    <CommentText text={item.followUpComment} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-slate-600 uppercase">
                    <Trans id="report.deadline">Deadline</Trans>
                  </dt>
                  <dd className="text-slate-900">{item.followUpDeadline ?? '–'}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </ReportSection>
  );
}
