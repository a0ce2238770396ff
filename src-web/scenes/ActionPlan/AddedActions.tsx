import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AddedActionItem } from '../../../src-domain/report/added-actions.ts';
import { actionPlansApi, type ActionPlan } from '../../api/action-plans.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { CommentText } from '../Report/ReportSection.tsx';
import { QuestionLine } from '../Report/QuestionLine.tsx';
import { ActionItemDialog } from './ActionItemDialog.tsx';
import { ActionLoop } from './ActionLoop.tsx';
import { useRequest } from './use-request.ts';

interface Props {
  plan: ActionPlan;
  /** The entity's people an admin may make owner; null for a viewer who is no admin. */
  owners: Array<{ id: string; name: string }> | null;
  people: Record<string, string>;
  me: { id: string; isAdmin: boolean };
}

/**
 * The actions admins added to the plan after approval (docs/action-plans.md): each with its question (if
 * any), what is to be done and, once the plan is out, the same loop as a flagged answer's action. Admins add,
 * edit and remove them here; a removal is asked first.
 */
export function AddedActions({ plan, owners, people, me }: Props) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<'new' | AddedActionItem | null>(null);
  const [removing, setRemoving] = useState<AddedActionItem | null>(null);
  const removal = useRequest();
  const mayChange = me.isAdmin && !!plan.adminEndTime;
  if (!mayChange && plan.addedItems.length === 0) return null;

  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="added-actions"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans id="actionPlan.addedActions">Actions added after approval</Trans>
        </h2>
        {mayChange && (
          <Button type="button" className="print:hidden" onClick={() => setEditing('new')}>
            <Trans id="actionPlan.addAction">Add an action</Trans>
          </Button>
        )}
      </div>
      {plan.addedItems.length === 0 ? (
        <p className="text-slate-600 italic">
          <Trans id="actionPlan.noAddedActions">
            No action added yet. Add one, or take one of the suggestions below.
          </Trans>
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {plan.addedItems.map((item) => (
            <li key={item.itemId} className="report-keep space-y-2 py-3" data-testid="added-action">
              {item.question ? (
                <>
                  <p className="text-xs text-slate-600">{item.question.moduleName}</p>
                  <QuestionLine
                    referenceNumber={item.question.referenceNumber}
                    content={item.question.content}
                  />
                </>
              ) : (
                <p className="text-xs text-slate-600">
                  <Trans id="actionPlan.noQuestion">No particular question</Trans>
                </p>
              )}
              <p className="text-sm text-slate-800">
                <span className="font-semibold">
                  <Trans id="actionPlan.kindAction">Action</Trans>:{' '}
                </span>
                {item.description ? <CommentText text={item.description} /> : '–'}
              </p>
              {plan.sent ? (
                <ActionLoop
                  inspectionId={plan.id}
                  item={{ ref: { itemId: item.itemId }, deadline: item.deadline, action: item.action }}
                  people={people}
                  owners={owners}
                  me={me}
                  today={plan.today}
                />
              ) : (
                <p className="text-sm text-slate-700">
                  <Trans id="report.deadline">Deadline</Trans>: {item.deadline ?? '–'} ·{' '}
                  <Trans id="actionPlan.owner">Owner</Trans>:{' '}
                  {item.action.ownerId
                    ? people[item.action.ownerId] || '–'
                    : t({
                        id: 'actionPlan.defaultOwner',
                        message: 'The follow-up’s agent, else the entity’s admins',
                      })}
                </p>
              )}
              {mayChange && (
                <div className="flex flex-wrap gap-2 print:hidden">
                  <Button type="button" variant="plain" onClick={() => setEditing(item)}>
                    <Trans id="common.edit">Edit</Trans>
                  </Button>
                  <Button type="button" variant="plain" onClick={() => setRemoving(item)}>
                    <Trans id="common.delete">Delete</Trans>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <ActionItemDialog
        inspectionId={plan.id}
        editing={editing}
        outline={plan.outline}
        owners={owners ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t({ id: 'actionPlan.removeActionTitle', message: 'Remove the action?' })}
        confirmLabel={<Trans id="common.delete">Delete</Trans>}
        loading={removal.busy}
        error={removal.error}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing && (await removal.run(() => actionPlansApi.removeItem(plan.id, removing.itemId))))
            setRemoving(null);
        }}
      >
        <Trans id="actionPlan.removeActionBody">
          The action goes from the plan, with what was reported on it. The audit trail keeps it.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}
