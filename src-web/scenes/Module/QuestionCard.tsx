import { inspectionsApi } from '../../api/inspections.ts';
import { Suspense, lazy, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { ANSWER_ERRORS, COMMENT_MAX_CHARS } from '../../../src-domain/inspection/index.ts';
import { NOT_APPLICABLE } from '../../../src-domain/shared/scales.ts';
import { inspectionChanges } from '../../api/inspection-changes.ts';
import type { InspectionQuestion } from '../../api/inspections.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { Modal } from '../../components/Modal.tsx';
import { PHONE, useMediaQuery } from '../../components/use-media-query.ts';
import { answer, inspectionState, refreshInspection, removeAttachment } from '../../state/inspection.ts';
import { PreviousAnswer } from './PreviousAnswer.tsx';
import { AnswerWidget } from './AnswerWidget.tsx';
import { Attachments } from './Attachments.tsx';
import { CommentField } from './CommentField.tsx';
import { CommentText } from '../Report/ReportSection.tsx';
import { UploadDialog } from './UploadDialog.tsx';

// The follow-up is set by an admin after the agent has submitted: the agent's phone never loads its code.
const FollowUpControl = lazy(() =>
  import('./FollowUpControl.tsx').then((m) => ({ default: m.FollowUpControl })),
);

/** A hidden (not applicable) question shows the first 15 characters of its content (inspection-run §2). */
const HIDDEN_PREVIEW_CHARS = 15;
const SMALL_BUTTON =
  'rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus:ring-2 focus:ring-sky-600/40 focus:outline-none';

interface Props {
  moduleId: string;
  question: InspectionQuestion;
  /** gradeI's comment is for superUser and companyAdmin only (inspection-run §5). */
  reviewer: boolean;
  errors: readonly string[];
  failedKey: string | null;
  disabled: boolean;
  /** The reviewers' follow-up control: companyAdmin and superUser, once the agent has submitted (§2). */
  followUp: boolean;
  /** Who else is on this question right now. */
  others: string[];
  onHere: () => void;
  /** Where this answer's changes are listed (the audit trail), for those who may read it. */
  history?: string;
}

export function QuestionCard({
  moduleId,
  question,
  reviewer,
  errors,
  failedKey,
  disabled,
  followUp,
  others,
  onHere,
  history,
}: Props) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const [asking, setAsking] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dialogComment, setDialogComment] = useState('');
  const [commentOpened, setCommentOpened] = useState(false);
  const { score, comment } = question.answer;
  const send = (next: number | null, withComment?: string) =>
    answer(
      moduleId,
      question.id,
      { score: next, ...(withComment !== undefined ? { comment: withComment } : {}) },
      (id) => inspectionChanges.score(id, moduleId, question.id, next, withComment),
    );
  const onScore = (next: number | null) => {
    // At or above requiredCommentMinScore a comment is asked for first (inspection-run §4).
    const min = question.requiredCommentMinScore;
    if (next !== null && next !== NOT_APPLICABLE && min !== null && next >= min && !comment.trim()) {
      setDialogComment('');
      setAsking(next);
      return;
    }
    void send(next);
  };
  /**
   * Cancelling the comment dialog clears the score and the comment (inspection-run §4), as one change: the
   * answer given before the dialog asked is not kept as if it still held. Nothing to send for an empty answer.
   */
  const cancelAsking = () => {
    setAsking(null);
    if (score !== null || comment.trim() !== '') void send(null, '');
  };
  const showComment = question.type !== 'gradeI' || reviewer;
  const hasErrors = errors.length > 0 || !!failedKey;
  const files = question.answer.attachments.filter((a) => !a.isFollowUp);
  // On a phone the comment box and the upload button wait behind small buttons until used; a free-text
  // answer is the answer itself, and a comment, a file or an error about them keeps them open.
  const compact = useMediaQuery(PHONE);
  const commentOpen =
    !compact ||
    commentOpened ||
    question.type === 'gradeJ' ||
    comment.trim() !== '' ||
    errors.includes(ANSWER_ERRORS.comment);
  const uploadOpen = !compact || files.length > 0 || errors.includes(ANSWER_ERRORS.picture);
  const removeFile = disabled
    ? undefined
    : (file: { id: string }) => removeAttachment(moduleId, question.id, file.id);

  if (score === NOT_APPLICABLE)
    return (
      <li
        className="flex items-center justify-between gap-2 rounded-md border border-dashed border-slate-300 bg-slate-50 px-3 py-2"
        data-testid="question"
      >
        <span className="text-sm text-slate-600">
          {question.content.slice(0, HIDDEN_PREVIEW_CHARS)}… ·{' '}
          {t({ id: 'answer.notApplicable', message: 'Not applicable' })}
        </span>
        <Button variant="plain" disabled={disabled} onClick={() => void send(null)}>
          <Trans id="question.unhide">Show again</Trans>
        </Button>
      </li>
    );

  return (
    <li
      className={`space-y-3 rounded-lg border bg-white p-4 ${hasErrors ? 'border-red-400' : 'border-slate-200'} ${question.parentId ? 'ml-6' : ''}`}
      data-testid="question"
      aria-invalid={hasErrors || undefined}
      onFocus={onHere}
      onPointerDown={onHere}
    >
      {others.length > 0 && (
        <p
          className="float-right rounded-full bg-violet-100 px-2 py-0.5 text-xs text-violet-900"
          data-testid="presence"
        >
          {others.join(', ')}
        </p>
      )}
      <div>
        <p className="text-xs text-slate-600">{question.referenceNumber}</p>
        <p className="font-medium text-slate-900">
          {question.content}
          {question.isMandatory && <span className="text-red-700"> *</span>}
        </p>
        {question.information && <p className="mt-1 text-sm text-slate-700">{question.information}</p>}
      </div>
      <AnswerWidget
        questionId={question.id}
        type={question.type}
        options={question.options}
        score={score}
        disabled={disabled}
        onScore={onScore}
      />
      {!showComment && (
        // gradeI for an agent: the comment-only display (inspection-run §2) of what the reviewers wrote.
        <div className="rounded-md bg-slate-50 px-3 py-2 text-sm" data-testid="comment-display">
          <p className="font-medium text-slate-700">{t({ id: 'question.comment', message: 'Comment' })}</p>
          <CommentText text={comment} />
        </div>
      )}
      {showComment && commentOpen && (
        <CommentField
          label={
            question.type === 'gradeJ'
              ? t({ id: 'question.answerText', message: 'Your answer' })
              : t({ id: 'question.comment', message: 'Comment' })
          }
          value={comment}
          disabled={disabled}
          autoFocus={commentOpened}
          onSave={(text) =>
            answer(moduleId, question.id, { comment: text }, (id) =>
              inspectionChanges.comment(id, moduleId, question.id, text),
            )
          }
        />
      )}
      {!disabled && uploadOpen && (
        <Button variant="plain" onClick={() => setUploading(true)}>
          <Trans id="upload.add">Add a photo or file</Trans>
        </Button>
      )}
      {!disabled && (!commentOpen || !uploadOpen) && (
        <div className="flex flex-wrap gap-2">
          {showComment && !commentOpen && (
            <button type="button" className={SMALL_BUTTON} onClick={() => setCommentOpened(true)}>
              {t({ id: 'question.comment', message: 'Comment' })}
            </button>
          )}
          {!uploadOpen && (
            <button type="button" className={SMALL_BUTTON} onClick={() => setUploading(true)}>
              {t({ id: 'question.photoOrFile', message: 'Photo/file' })}
            </button>
          )}
        </div>
      )}
      <UploadDialog
        open={uploading}
        path={inspectionsApi.filesPath(inspectionState.current?.id ?? '', moduleId, question.id)}
        onClose={() => setUploading(false)}
        onUploaded={() => inspectionState.current && void refreshInspection(inspectionState.current.id)}
      />
      <PreviousAnswer moduleId={moduleId} questionId={question.id} />
      <Attachments files={files} onRemove={removeFile} />
      {followUp && (
        <Suspense fallback={null}>
          <FollowUpControl
            moduleId={moduleId}
            questionId={question.id}
            value={question.answer}
            disabled={disabled}
          />
        </Suspense>
      )}
      {errors.length > 0 && (
        <div role="alert">
          <ul className="text-sm text-red-800">
            {errors.map((key) => (
              <li key={key}>{i18n._(key)}</li>
            ))}
          </ul>
        </div>
      )}
      <ErrorBanner messageKey={failedKey} />
      {history && (
        <a href={history} className="block text-sm text-sky-800 underline">
          <Trans id="auditTrail.answerHistory">History of this answer</Trans>
        </a>
      )}
      <Modal
        open={asking !== null}
        onClose={cancelAsking}
        title={t({ id: 'question.commentRequiredTitle', message: 'A comment is needed' })}
      >
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!dialogComment.trim() || asking === null) return;
            void send(asking, dialogComment.trim());
            setAsking(null);
          }}
        >
          <p className="text-slate-800">{question.content}</p>
          <label className="block text-sm font-medium text-slate-700">
            {t({ id: 'question.comment', message: 'Comment' })}
            <textarea
              rows={3}
              maxLength={COMMENT_MAX_CHARS}
              value={dialogComment}
              onChange={(e) => setDialogComment(e.target.value)}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="plain" onClick={cancelAsking}>
              <Trans id="common.cancel">Cancel</Trans>
            </Button>
            <Button type="submit" disabled={!dialogComment.trim()}>
              <Trans id="common.save">Save</Trans>
            </Button>
          </div>
        </form>
      </Modal>
    </li>
  );
}
