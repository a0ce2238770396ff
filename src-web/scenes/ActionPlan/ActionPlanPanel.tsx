import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { actionPlansApi } from '../../api/action-plans.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { useInspectionView } from '../../realtime/use-inspection-view.ts';
import { QuestionLine } from '../Report/QuestionLine.tsx';
import { CommentText } from '../Report/ReportSection.tsx';
import { ReportLoading } from '../Report/ReportLoading.tsx';
import { withLivePlan } from './action-plan-live.ts';
import { ActionLoop } from './ActionLoop.tsx';
import { ActionSuggestions } from './ActionSuggestions.tsx';
import { AddedActions } from './AddedActions.tsx';
import { FollowUpCreation } from './FollowUpCreation.tsx';
import { FollowUpSummary } from './FollowUpSummary.tsx';
import { formatDateTime } from '../../i18n/dates.ts';

const ADMINS = ['superUser', 'companyAdmin', 'hotelAdmin'];

/**
 * An inspection's action plan, kept current by push: the follow-up's state (and its creation, for admins),
 * the summary, and every answer flagged for follow-up with, for actions, the action loop. Shown on the audit
 * QA report's action plan tab and on the printable /sessions/{id}/action-plan page.
 */
export function ActionPlanPanel({
  id,
  user,
  header = false,
}: {
  id: string;
  user: SignedInUser;
  /** The printable page's header: the entity, the dates and who set them (inspection-run §2). */
  header?: boolean;
}) {
  const { t } = useLingui();
  const { view: plan, error } = useInspectionView(id, actionPlansApi.plan, { apply: withLivePlan });
  const isAdmin = ADMINS.includes(user.role);
  const [owners, setOwners] = useState<Array<{ id: string; name: string }> | null>(null);
  // Owners are chosen in the loop once the plan is out, and for actions added after approval.
  const choosesOwners = isAdmin && (!!plan?.sent || !!plan?.adminEndTime);
  useEffect(() => {
    if (choosesOwners) actionPlansApi.followUpUsers(id).then(setOwners, () => setOwners(null));
  }, [id, choosesOwners]);
  if (!plan) return error ? <ErrorBanner messageKey={error} /> : <ReportLoading />;
  const people = { ...plan.people, ...Object.fromEntries((owners ?? []).map((o) => [o.id, o.name])) };

  return (
    <div className="space-y-4" data-testid="action-plan">
      {header && (
        <dl className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm small-tablet:grid-cols-2">
          <div>
            <dt className="text-xs font-medium text-slate-600 uppercase">
              <Trans id="sessions.entity">Entity</Trans>
            </dt>
            <dd className="text-slate-900">{plan.hotel.name}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600 uppercase">
              <Trans id="actionPlan.startTime">Start time</Trans>
            </dt>
            <dd className="text-slate-900">
              {plan.startDate} {plan.startHour} · {plan.inspectionType.name}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600 uppercase">
              <Trans id="actionPlan.agentEndTime">Submitted</Trans>
            </dt>
            <dd className="text-slate-900">{moment(plan.agentEndTime, plan.agentEndTimeSetByUser)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600 uppercase">
              <Trans id="actionPlan.adminEndTime">Approved</Trans>
            </dt>
            <dd className="text-slate-900">{moment(plan.adminEndTime, plan.adminEndTimeSetByUser)}</dd>
          </div>
        </dl>
      )}
      {isAdmin && (
        <FollowUpCreation
          inspectionId={id}
          followUp={plan.followUp}
          enableActionPlan={plan.enableActionPlan}
          items={plan.items}
          addedCount={plan.addedItems.length}
          ended={!!plan.agentEndTime}
        />
      )}
      {!isAdmin && plan.followUp && (
        <p className="text-slate-700">
          <Trans id="followUp.created">
            Follow-up inspection on {plan.followUp.startTime} at {plan.followUp.startTimeHour}
          </Trans>
        </p>
      )}
      {(plan.sent || isAdmin) && (
        <FollowUpSummary
          inspectionId={id}
          summary={plan.followUpSummary}
          editable={isAdmin && !!plan.agentEndTime}
        />
      )}
      <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans id="actionPlan.items">Follow-up items</Trans>
        </h2>
        {plan.items.length === 0 ? (
          <p className="text-slate-600 italic" data-testid="no-flagged-items">
            <Trans id="report.noActionItems">No answer was flagged for follow-up.</Trans>
          </p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {plan.items.map((item) => (
              <li
                key={`${item.moduleId}-${item.questionId}`}
                className="report-keep space-y-2 py-3"
                data-testid="action-item"
              >
                <p className="text-xs text-slate-600">{item.moduleName}</p>
                <QuestionLine referenceNumber={item.referenceNumber} content={item.content} />
                <p className="text-sm text-slate-800">
                  <span className="font-semibold">
                    {item.followUpTip
                      ? t({ id: 'actionPlan.kindTip', message: 'Tip' })
                      : item.followUpFeedback
                        ? t({ id: 'actionPlan.kindFeedback', message: 'Feedback' })
                        : t({ id: 'actionPlan.kindAction', message: 'Action' })}
                    :{' '}
                  </span>
                  <CommentText text={item.followUpComment} />
                </p>
                {item.comment && (
                  <p className="text-sm text-slate-600">
                    <Trans id="actionPlan.agentComment">The inspection said: {item.comment}</Trans>
                  </p>
                )}
                {item.followUpDeadline && !(item.action && plan.sent) && (
                  <p className="text-sm text-slate-700">
                    <Trans id="report.deadline">Deadline</Trans>: {item.followUpDeadline}
                  </p>
                )}
                {item.action && plan.sent && (
                  <ActionLoop
                    inspectionId={id}
                    item={{
                      ref: { moduleId: item.moduleId, questionId: item.questionId },
                      deadline: item.followUpDeadline,
                      action: item.action,
                    }}
                    people={people}
                    owners={isAdmin ? owners : null}
                    me={{ id: user.id, isAdmin }}
                    today={plan.today}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <AddedActions
        plan={plan}
        owners={isAdmin ? owners : null}
        people={people}
        me={{ id: user.id, isAdmin }}
      />
      {isAdmin && <ActionSuggestions inspectionId={id} suggestions={plan.suggestions} />}
    </div>
  );
}

/** When and by whom, in the viewer's own time zone. */
function moment(at: string | null, by: { name: string } | null): string {
  if (!at) return '–';
  const when = formatDateTime(at);
  return by?.name ? `${when} – ${by.name}` : when;
}
