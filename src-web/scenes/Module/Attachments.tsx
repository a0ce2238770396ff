import { Suspense, lazy, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Attachment } from '../../../src-domain/inspection/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { attachmentUrl, downloadName, isImage } from './attachment-files.ts';
import { loadPhotoViewer } from '../../components/lazy-dialogs.ts';

const PhotoViewer = lazy(() => loadPhotoViewer().then((m) => ({ default: m.PhotoViewer })));

interface Props {
  files: readonly Attachment[];
  /** Removes one file (after the user confirmed): the key of what went wrong, or null. None: read-only. */
  onRemove?: (file: Attachment) => Promise<string | null>;
}

/**
 * Images inline, opening the photo viewer; other files as downloads named without their number prefix
 * (inspection-run §2). Each can be removed, once confirmed.
 */
export function Attachments({ files, onRemove }: Props) {
  const { t } = useLingui();
  const photos = files.filter(isImage);
  const [viewing, setViewing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (files.length === 0) return null;
  const removingName = removing ? downloadName(removing) : '';

  return (
    <>
      <ul className="flex flex-wrap items-center gap-3">
        {files.map((file) => {
          const name = file.originalName;
          const removeLabel = t({ id: 'attachment.remove', message: `Remove ${name}` });
          return (
            <li key={file.id} className="relative flex items-center gap-1 text-sm">
              {isImage(file) ? (
                <button
                  type="button"
                  className="block rounded focus:ring-2 focus:ring-sky-600 focus:outline-none"
                  onClick={() => setViewing(file.id)}
                >
                  <img
                    src={attachmentUrl(file)}
                    alt={file.originalName}
                    className="h-20 w-20 rounded object-cover"
                  />
                </button>
              ) : (
                <a href={attachmentUrl(file)} className="inline-block py-1 text-sky-800 underline">
                  {downloadName(file)}
                </a>
              )}
              {onRemove && (
                <button
                  type="button"
                  aria-label={removeLabel}
                  title={removeLabel}
                  onClick={() => {
                    setError(null);
                    setRemoving(file);
                  }}
                  // On a photo its corner; after a file's name, beside it.
                  className={`${isImage(file) ? 'absolute top-1 right-1' : ''} flex h-7 w-7 items-center justify-center rounded-full border border-slate-300 bg-white text-base leading-none text-slate-800 shadow hover:bg-red-50 hover:text-red-800 focus:ring-2 focus:ring-sky-600 focus:outline-none`}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {/* A photo removed while it is shown (here or by someone else) closes the viewer. */}
      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            shownId={viewing}
            onShow={setViewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t({ id: 'attachment.removeTitle', message: 'Remove the photo or file?' })}
        confirmLabel={<Trans id="attachment.removeConfirm">Remove</Trans>}
        loading={busy}
        error={error}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing || !onRemove) return;
          setBusy(true);
          const failed = await onRemove(removing);
          setBusy(false);
          if (failed) setError(failed);
          else setRemoving(null);
        }}
      >
        <Trans id="attachment.removeBody">
          {removingName} is removed from the answer for everyone working on the inspection.
        </Trans>
      </ConfirmDialog>
    </>
  );
}
