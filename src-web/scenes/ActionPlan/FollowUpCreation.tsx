import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ActionItem } from '../../../src-domain/report/inspection-report.ts';
import { actionPlansApi, type ActionPlan } from '../../api/action-plans.ts';
import { Button } from '../../components/Button.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TimeField } from '../../components/TimeField.tsx';
import { link } from '../../routes.ts';
import { useRequest } from './use-request.ts';
import { formatDate } from '../../i18n/dates.ts';
import { usePersonName } from '../../i18n/person-name.ts';
import { DateField } from '../../components/DateField.tsx';
import { browserToday } from '../../components/local-dates.ts';

interface Props {
  inspectionId: string;
  followUp: ActionPlan['followUp'];
  enableActionPlan: boolean;
  items: ActionItem[];
  /** Actions added after approval: they go out with the plan as the flagged ones do. */
  addedCount: number;
  /** The agent has ended the inspection: only then can its plan go out. */
  ended: boolean;
}

const DATE_PASSED = 'followUp.datePassed';

/**
 * The action plan's state and the follow-up creation (administration §2 "Follow-up creation dialog", §4, §5):
 * a follow-up already created shows its dates and a link; a plan sent alone says so; otherwise an admin
 * creates it. Items without a deadline are listed first; when none has one, the plan goes out without a
 * follow-up inspection, which is asked before the dialog opens.
 */
export function FollowUpCreation({
  inspectionId,
  followUp,
  enableActionPlan,
  items,
  addedCount,
  ended,
}: Props) {
  const { t } = useLingui();
  const personName = usePersonName();
  const [step, setStep] = useState<'closed' | 'confirm' | 'form'>('closed');
  const [form, setForm] = useState({ startTime: '', startTimeHour: '', user: '', sendCCToCreator: true });
  const [users, setUsers] = useState<Array<{ id: string; name: string }>>([]);
  const request = useRequest();
  const withoutDeadline = items.filter((item) => !item.followUpDeadline);
  // An added action makes a follow-up inspection as a flagged one with a deadline does (hasActions).
  const anyDeadline = addedCount > 0 || items.some((item) => item.followUpDeadline);
  const datePassed = form.startTime !== '' && form.startTime < browserToday();

  if (followUp)
    return (
      <section
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-4"
        data-testid="follow-up-state"
      >
        <p className="text-emerald-900">
          <Trans id="followUp.created">
            Follow-up inspection on {followUp.startTime} at {followUp.startTimeHour}
          </Trans>
          {followUp.user ? ` – ${personName(followUp.user.name)}` : ''}
        </p>
        <p className="text-sm text-emerald-900">
          {followUp.adminEndTime ? (
            <Trans id="followUp.approved">Approved {formatDate(followUp.adminEndTime)}</Trans>
          ) : followUp.agentEndTime ? (
            <Trans id="followUp.submitted">Submitted {formatDate(followUp.agentEndTime)}</Trans>
          ) : (
            <Trans id="followUp.notStarted">Not submitted yet</Trans>
          )}
        </p>
        <Link href={link.inspection(followUp.id)} className="text-sky-800 underline print:hidden">
          <Trans id="followUp.open">Open the follow-up inspection</Trans>
        </Link>
      </section>
    );
  if (enableActionPlan)
    return (
      <p
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
        data-testid="follow-up-state"
      >
        <Trans id="followUp.sentAlone">The action plan was sent without a follow-up inspection.</Trans>
      </p>
    );
  if (!ended) return null;

  const openForm = async () => {
    setStep('form');
    try {
      setUsers(await actionPlansApi.followUpUsers(inspectionId));
    } catch {
      setUsers([]);
    }
  };
  const missingList = withoutDeadline.length > 0 && (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="missing-deadlines">
      {withoutDeadline.map((item) => (
        <li key={`${item.moduleId}-${item.questionId}`}>
          {item.referenceNumber} {item.content}
        </li>
      ))}
    </ul>
  );
  const set = (key: keyof typeof form) => (value: string | boolean) =>
    setForm((f) => ({ ...f, [key]: value }));

  return (
    <section className="space-y-2 print:hidden" data-testid="follow-up-state">
      <p className="text-slate-700">
        <Trans id="followUp.notCreated">The action plan has not been sent yet.</Trans>
      </p>
      <Button type="button" onClick={() => (anyDeadline ? void openForm() : setStep('confirm'))}>
        <Trans id="followUp.create">Create follow-up</Trans>
      </Button>
      <Modal
        open={step === 'confirm'}
        onClose={() => setStep('closed')}
        title={t({ id: 'followUp.create', message: 'Create follow-up' })}
      >
        <div className="space-y-4">
          <p className="text-slate-800">
            <Trans id="followUp.missingDeadlineWarningFollowUp">
              No item has a deadline, so no follow-up inspection will be made: the action plan is sent on its
              own.
            </Trans>
          </p>
          {missingList}
          <div className="flex justify-end gap-2">
            <Button variant="plain" onClick={() => setStep('closed')}>
              <Trans id="common.cancel">Cancel</Trans>
            </Button>
            <Button onClick={() => void openForm()}>
              <Trans id="common.continue">Continue</Trans>
            </Button>
          </div>
        </div>
      </Modal>
      <FormDialog
        open={step === 'form'}
        title={t({ id: 'followUp.create', message: 'Create follow-up' })}
        error={request.error}
        saving={request.busy}
        onClose={() => setStep('closed')}
        onSubmit={async () => {
          // Held at the field: the date is kept for the person to correct.
          if (datePassed) return;
          const sent = await request.run(() =>
            actionPlansApi.createFollowUp(inspectionId, {
              startTime: form.startTime,
              startTimeHour: form.startTimeHour,
              user: form.user || null,
              sendCCToCreator: form.sendCCToCreator,
            }),
          );
          if (sent) setStep('closed');
        }}
      >
        {anyDeadline && withoutDeadline.length > 0 && (
          <div className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3">
            <p className="text-sm text-amber-900">
              <Trans id="followUp.missingDeadlineWarning">
                These items have no deadline and are not part of the follow-up inspection:
              </Trans>
            </p>
            {missingList}
          </div>
        )}
        <DateField
          label={t({ id: 'followUp.date', message: 'Date' })}
          required
          value={form.startTime}
          onChange={set('startTime')}
          error={datePassed || request.error === DATE_PASSED ? DATE_PASSED : null}
        />
        <TimeField
          label={t({ id: 'followUp.time', message: 'Time' })}
          required
          value={form.startTimeHour}
          onChange={set('startTimeHour')}
        />
        <SelectField
          label={t({ id: 'followUp.user', message: 'User' })}
          value={form.user}
          onChange={(e) => set('user')(e.target.value)}
        >
          <option value="">
            {t({ id: 'adminInspections.anyAgent', message: 'Any agent of the entity' })}
          </option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </SelectField>
        <Checkbox
          label={t({ id: 'followUp.sendCCToCreator', message: 'Send me a copy' })}
          checked={form.sendCCToCreator}
          onChange={(e) => set('sendCCToCreator')(e.target.checked)}
        />
      </FormDialog>
    </section>
  );
}
