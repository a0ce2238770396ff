import { inspectionsApi } from '../../api/inspections.ts';
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import type { Answer, FollowUp } from '../../../src-domain/inspection/index.ts';
import { inspectionChanges } from '../../api/inspection-changes.ts';
import { Button } from '../../components/Button.tsx';
import { DateField } from '../../components/DateField.tsx';
import { browserToday } from '../../components/local-dates.ts';
import { answer, inspectionState, refreshInspection, removeAttachment } from '../../state/inspection.ts';
import { Attachments } from './Attachments.tsx';
import { CommentField } from './CommentField.tsx';
import { UploadDialog } from './UploadDialog.tsx';

type Kind = 'action' | 'tip' | 'feedback';
interface Draft {
  needs: boolean;
  kind: Kind;
  deadline: string;
}
const MISSING_DEADLINE = 'questions.followUp.missingDeadline';
const DEADLINE_PASSED = 'questions.followUp.deadlinePassed';

const draftOf = (a: Answer): Draft => ({
  needs: a.needsFollowUp,
  kind: a.followUpTip ? 'tip' : a.followUpFeedback ? 'feedback' : 'action',
  deadline: a.followUpDeadline ?? '',
});
const followUpOf = (draft: Draft, comment: string): FollowUp => ({
  needsFollowUp: draft.needs,
  followUpComment: draft.needs ? comment : '',
  followUpDeadline: draft.needs && draft.kind === 'action' ? draft.deadline || null : null,
  followUpTip: draft.needs && draft.kind === 'tip',
  followUpFeedback: draft.needs && draft.kind === 'feedback',
});

/**
 * The reviewers' follow-up on one question, once the agent has submitted (inspection-run §2, §5): needs
 * follow-up, then exactly one of action (with a deadline), tip or feedback, a comment and follow-up files.
 * An action is saved once it has its deadline; turning follow-up off clears the comment.
 */
export function FollowUpControl({
  moduleId,
  questionId,
  value,
  disabled,
}: {
  moduleId: string;
  questionId: string;
  value: Answer;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const [draft, setDraft] = useState(() => draftOf(value));
  const [uploading, setUploading] = useState(false);
  // Someone else's change (or the server's answer) replaces the draft.
  useEffect(
    () => setDraft(draftOf(value)),
    [value.needsFollowUp, value.followUpTip, value.followUpFeedback, value.followUpDeadline],
  );
  const passed =
    draft.deadline !== '' && draft.deadline !== value.followUpDeadline && draft.deadline < browserToday();
  const failed = inspectionState.failed?.questionId === questionId ? inspectionState.failed.key : null;
  const save = (next: Draft, comment = value.followUpComment) => {
    setDraft(next);
    if (next.needs && next.kind === 'action' && !next.deadline) return Promise.resolve(false);
    // Held at the field, not sent: the server would refuse it and the answer would go back to the old one.
    const action = next.needs && next.kind === 'action';
    if (action && next.deadline !== value.followUpDeadline && next.deadline < browserToday())
      return Promise.resolve(false);
    const followUp = followUpOf(next, comment);
    return answer(moduleId, questionId, followUp, (id) =>
      inspectionChanges.setFollowUp(id, moduleId, questionId, followUp),
    );
  };
  const kinds: Array<[Kind, string]> = [
    ['action', t({ id: 'followUp.action', message: 'Action' })],
    ['tip', t({ id: 'followUp.tip', message: 'Tip' })],
    ['feedback', t({ id: 'followUp.feedback', message: 'Feedback' })],
  ];
  const followUpFiles = value.attachments.filter((a) => a.isFollowUp);

  return (
    <div
      className="space-y-3 rounded-md border border-violet-200 bg-violet-50/50 p-3"
      data-testid="follow-up"
    >
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          checked={draft.needs}
          disabled={disabled}
          onChange={(e) => void save({ ...draft, needs: e.target.checked })}
          className="h-4 w-4"
        />
        <Trans id="followUp.needs">Needs follow-up</Trans>
      </label>
      {draft.needs && (
        <>
          <fieldset className="flex flex-wrap items-end gap-4">
            <legend className="sr-only">
              <Trans id="followUp.kind">Kind of follow-up</Trans>
            </legend>
            {kinds.map(([kind, label]) => (
              <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`follow-up-${questionId}`}
                  checked={draft.kind === kind}
                  disabled={disabled}
                  onChange={() => void save({ ...draft, kind })}
                />
                {label}
              </label>
            ))}
            {draft.kind === 'action' && (
              <DateField
                label={t({ id: 'followUp.deadline', message: 'Deadline' })}
                value={draft.deadline}
                disabled={disabled}
                error={passed ? DEADLINE_PASSED : failed === DEADLINE_PASSED ? failed : null}
                onChange={(deadline) => void save({ ...draft, deadline })}
              />
            )}
          </fieldset>
          {draft.kind === 'action' && !draft.deadline && (
            <p className="text-sm text-amber-900">{i18n._(MISSING_DEADLINE)}</p>
          )}
          <CommentField
            label={t({ id: 'followUp.comment', message: 'Follow-up comment' })}
            value={value.followUpComment}
            disabled={disabled}
            onSave={(text) => save(draft, text)}
          />
          <Attachments
            files={followUpFiles}
            onRemove={disabled ? undefined : (file) => removeAttachment(moduleId, questionId, file.id)}
          />
          {!disabled && (
            <Button variant="plain" onClick={() => setUploading(true)}>
              <Trans id="followUp.addFile">Add a follow-up photo or file</Trans>
            </Button>
          )}
          <UploadDialog
            open={uploading}
            isFollowUp
            path={inspectionsApi.filesPath(inspectionState.current?.id ?? '', moduleId, questionId)}
            onClose={() => setUploading(false)}
            onUploaded={() => inspectionState.current && void refreshInspection(inspectionState.current.id)}
          />
        </>
      )}
    </div>
  );
}
