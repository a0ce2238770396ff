import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Attachment } from '../../../src-domain/inspection/fields.ts';
import { actionPlansApi } from '../../api/action-plans.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { useFileUrl } from '../Report/file-url.ts';
import { useRequest } from './use-request.ts';
import { FileField } from '../../components/FileField.tsx';

interface Props {
  inspectionId: string;
  summary: { content: string; attachments: Attachment[] };
  /** Admins edit it (administration §7); everyone else reads it. */
  editable: boolean;
}

/**
 * The follow-up summary (administration §2, the action plan tab): a text and files, images shown inline and
 * other files as links (§8). Admins write it and add or remove files; the text they type is kept when a push
 * brings someone else's change, until they save.
 */
export function FollowUpSummary({ inspectionId, summary, editable }: Props) {
  const { t } = useLingui();
  const fileUrl = useFileUrl();
  const save = useRequest();
  const files = useRequest();
  const [text, setText] = useState(summary.content);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!dirty) setText(summary.content);
  }, [summary.content, dirty]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save.run(() => actionPlansApi.setSummary(inspectionId, text))) setDirty(false);
  };
  const images = summary.attachments.filter((a) => a.mimeType.startsWith('image/'));
  const others = summary.attachments.filter((a) => !a.mimeType.startsWith('image/'));
  const remove = (file: Attachment) =>
    editable && (
      <button
        type="button"
        className="ml-2 text-sm text-red-800 underline print:hidden"
        onClick={() => void files.run(() => actionPlansApi.removeSummaryFile(inspectionId, file.id))}
      >
        <Trans id="actionPlan.removeFile">Remove {file.originalName}</Trans>
      </button>
    );

  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="follow-up-summary"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans id="actionPlan.summary">Follow-up summary</Trans>
      </h2>
      {editable ? (
        <form onSubmit={submit} className="space-y-2 print:hidden">
          <label className="block text-sm font-medium text-slate-700">
            <Trans id="actionPlan.summaryText">Summary</Trans>
            <textarea
              value={text}
              maxLength={20_000}
              rows={4}
              onChange={(e) => {
                setText(e.target.value);
                setDirty(true);
              }}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
            />
          </label>
          <ErrorBanner messageKey={save.error} />
          <Button type="submit" loading={save.busy} disabled={!dirty}>
            <Trans id="actionPlan.saveSummary">Save summary</Trans>
          </Button>
        </form>
      ) : null}
      <p className={`whitespace-pre-wrap text-slate-800 ${editable ? 'hidden print:block' : ''}`}>
        {summary.content || t({ id: 'actionPlan.noSummary', message: 'No summary yet.' })}
      </p>
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {images.map((file) => (
            <li key={file.id}>
              <img
                src={fileUrl(file)}
                alt={file.originalName}
                className="max-h-48 rounded border border-slate-200"
              />
              {remove(file)}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <ul className="space-y-1">
          {others.map((file) => (
            <li key={file.id}>
              <a href={fileUrl(file)} className="text-sky-800 underline">
                {file.originalName}
              </a>
              {remove(file)}
            </li>
          ))}
        </ul>
      )}
      <ErrorBanner messageKey={files.error} />
      {editable && (
        <div className="print:hidden">
          <FileField
            label={t({ id: 'actionPlan.addFile', message: 'Add a file' })}
            disabled={files.busy}
            sendsAtOnce
            onFile={(file) =>
              void (file && files.run(() => actionPlansApi.addSummaryFile(inspectionId, file)))
            }
          />
        </div>
      )}
    </section>
  );
}
