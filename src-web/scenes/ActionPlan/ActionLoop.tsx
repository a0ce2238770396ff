import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isOverdue } from '../../../src-domain/report/action-counts.ts';
import type { ActionProgress, ActionRef } from '../../../src-domain/inspection/fields.ts';
import { actionPlansApi } from '../../api/action-plans.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useFileUrl } from '../Report/file-url.ts';
import { useRequest } from './use-request.ts';
import { ACTION_STATE_NAMES } from '../../i18n/action-state-names.ts';
import { formatDate } from '../../i18n/dates.ts';
import { FileField } from '../../components/FileField.tsx';

interface Props {
  inspectionId: string;
  /** Which action (a flagged answer's or an added one), its deadline and where it stands. */
  item: { ref: ActionRef; deadline: string | null; action: ActionProgress };
  people: Record<string, string>;
  /** The entity's people an admin may make owner; null for a viewer who may not. */
  owners: Array<{ id: string; name: string }> | null;
  me: { id: string; isAdmin: boolean };
  today: string;
}

/**
 * One action's way through the loop (docs/action-plans.md): its state, deadline and owner; its owner (or an
 * admin) marks it done with a comment and a photo; an admin verifies it or sends it back with a reason.
 */
export function ActionLoop({ inspectionId, item, people, owners, me, today }: Props) {
  const { t, i18n } = useLingui();
  const fileUrl = useFileUrl();
  const { action } = item;
  const request = useRequest();
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const on = [inspectionId, item.ref] as const;
  const mayDo = action.state === 'open' && (me.isAdmin || action.ownerId === me.id);
  const late = isOverdue({ state: action.state, deadline: item.deadline }, today);
  const stateText = i18n._(ACTION_STATE_NAMES[action.state]);
  const stateLook = {
    open: 'bg-amber-100 text-amber-900',
    done: 'bg-sky-100 text-sky-900',
    verified: 'bg-emerald-100 text-emerald-900',
  }[action.state];

  const markDone = async (event: FormEvent) => {
    event.preventDefault();
    if (await request.run(() => actionPlansApi.markDone(...on, comment, photo))) {
      setComment('');
      setPhoto(null);
    }
  };
  const reopen = async (event: FormEvent) => {
    event.preventDefault();
    if (await request.run(() => actionPlansApi.reopen(...on, reason))) setReason('');
  };

  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3" data-testid="action-loop">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className={`rounded px-2 py-0.5 font-semibold ${stateLook}`} data-testid="action-state">
          {stateText}
        </span>
        <span className="text-slate-700">
          <Trans id="report.deadline">Deadline</Trans>: {item.deadline ?? '–'}
        </span>
        {late && (
          <span className="rounded bg-red-700 px-2 py-0.5 font-semibold text-white">
            <Trans id="actionPlan.overdue">Overdue</Trans>
          </span>
        )}
      </p>
      {owners ? (
        <SelectField
          label={t({ id: 'actionPlan.owner', message: 'Owner' })}
          value={action.ownerId ?? ''}
          disabled={request.busy}
          onChange={(e) => void request.run(() => actionPlansApi.setOwner(...on, e.target.value || null))}
        >
          <option value="">{t({ id: 'actionPlan.entityAdmins', message: 'The entity’s admins' })}</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="text-sm text-slate-700">
          <Trans id="actionPlan.owner">Owner</Trans>:{' '}
          {action.ownerId
            ? people[action.ownerId] || '–'
            : t({ id: 'actionPlan.entityAdmins', message: 'The entity’s admins' })}
        </p>
      )}
      {action.reopenReason && action.state === 'open' && (
        <p className="text-sm text-red-800">
          <Trans id="actionPlan.reopenedBecause">Sent back: {action.reopenReason}</Trans>
        </p>
      )}
      {action.proof && (
        <div className="text-sm text-slate-800">
          <p>
            <Trans id="actionPlan.doneBy">
              Done by {people[action.proof.by] || '–'} on {formatDate(action.proof.at)}:
            </Trans>{' '}
            {action.proof.comment}
          </p>
          {action.proof.attachment && (
            <a href={fileUrl(action.proof.attachment)} target="_blank" rel="noreferrer">
              <img
                src={fileUrl(action.proof.attachment)}
                alt={t({ id: 'actionPlan.proofPhoto', message: 'Photo of the fix' })}
                className="mt-2 max-h-40 rounded border border-slate-200"
              />
            </a>
          )}
        </div>
      )}
      {action.state === 'verified' && action.verified && (
        // Who checked the fix and when, on the action itself: not only in the audit trail.
        <VerifiedBy name={people[action.verified.by] || '–'} date={formatDate(action.verified.at)} />
      )}
      <ErrorBanner messageKey={request.error} />
      {mayDo && (
        <form onSubmit={markDone} className="space-y-2 print:hidden">
          <TextField
            label={t({ id: 'actionPlan.proofComment', message: 'What was done' })}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={10_000}
          />
          <FileField
            label={t({ id: 'actionPlan.proofPhotoOptional', message: 'Photo of the fix (optional)' })}
            accept="image/*"
            onFile={setPhoto}
          />
          <Button type="submit" loading={request.busy}>
            <Trans id="actionPlan.markDone">Mark as done</Trans>
          </Button>
        </form>
      )}
      {me.isAdmin && action.state !== 'open' && (
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          {action.state === 'done' && (
            <Button
              type="button"
              loading={request.busy}
              onClick={() => void request.run(() => actionPlansApi.verify(...on))}
            >
              <Trans id="actionPlan.verify">Verify</Trans>
            </Button>
          )}
          <form onSubmit={reopen} className="flex flex-wrap items-end gap-2">
            <TextField
              label={t({ id: 'actionPlan.reopenReason', message: 'Reason to send it back' })}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={5000}
            />
            <Button type="submit" variant="plain" loading={request.busy}>
              <Trans id="actionPlan.reopen">Send back</Trans>
            </Button>
          </form>
        </div>
      )}
    </div>
  );
}

/** Named placeholders, so translators see what goes where (not {0} and {1}). */
function VerifiedBy({ name, date }: { name: string; date: string }) {
  return (
    <p className="text-sm text-emerald-900" data-testid="action-verified">
      <Trans id="actionPlan.verifiedBy">
        Verified by {name} on {date}
      </Trans>
    </p>
  );
}
