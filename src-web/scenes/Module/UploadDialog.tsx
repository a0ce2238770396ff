import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { Modal } from '../../components/Modal.tsx';
import { downscaled, SUCCESS_CLOSE_MS, upload, type UploadHandle } from './upload.ts';
import { FileField } from '../../components/FileField.tsx';

/** File names in the dialog are cut at 26 characters (inspection-run §2). */
const NAME_CHARS = 26;

type Phase =
  | { kind: 'choose' }
  | { kind: 'sending'; progress: number }
  | { kind: 'done' }
  | { kind: 'failed'; key: string };

/** Picking a photo or file for an answer: progress, success that closes itself, failure, and cancel. */
export function UploadDialog({
  open,
  path,
  isFollowUp = false,
  onClose,
  onUploaded,
}: {
  open: boolean;
  path: string;
  /** A reviewer's file for the follow-up, kept apart from the agent's. */
  isFollowUp?: boolean;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [name, setName] = useState('');
  const handle = useRef<UploadHandle | null>(null);
  useEffect(() => {
    if (open) setPhase({ kind: 'choose' });
  }, [open]);
  useEffect(() => {
    if (phase.kind !== 'done') return;
    const timer = setTimeout(onClose, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase.kind, onClose]);

  const start = async (file: File) => {
    setName(file.name);
    setPhase({ kind: 'sending', progress: 0 });
    const blob = await downscaled(file);
    handle.current = upload(path, blob, file.name, isFollowUp, (progress) =>
      setPhase({ kind: 'sending', progress }),
    );
    const result = await handle.current.done;
    handle.current = null;
    if (result.ok) {
      setPhase({ kind: 'done' });
      onUploaded();
    } else setPhase({ kind: 'failed', key: result.key });
  };
  const shortName = name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS)}…` : name;

  return (
    <Modal
      open={open}
      onClose={() => (phase.kind === 'sending' ? undefined : onClose())}
      title={t({ id: 'upload.title', message: 'Add a photo or file' })}
    >
      <div className="space-y-4">
        {phase.kind === 'choose' && (
          <FileField
            label={t({ id: 'upload.pick', message: 'Photo, PDF or office document, at most 20 MB' })}
            accept="image/jpeg,image/png,image/webp,application/pdf,.docx,.xlsx,.pptx,.odt,.ods,.doc,.xls,.ppt"
            sendsAtOnce
            onFile={(file) => void (file && start(file))}
          />
        )}
        {phase.kind === 'sending' && (
          <div className="space-y-2" role="status">
            <p className="text-slate-800">{shortName}</p>
            <progress className="w-full" max={1} value={phase.progress} aria-label={shortName} />
            <Button variant="plain" onClick={() => handle.current?.cancel()}>
              <Trans id="common.cancel">Cancel</Trans>
            </Button>
          </div>
        )}
        {phase.kind === 'done' && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-emerald-900">
            <Trans id="upload.done">Uploaded {shortName}</Trans>
          </p>
        )}
        {phase.kind === 'failed' && (
          <>
            <ErrorBanner messageKey={phase.key} />
            <div className="flex justify-end gap-2">
              <Button variant="plain" onClick={onClose}>
                <Trans id="shell.closeMenu">Close</Trans>
              </Button>
              <Button onClick={() => setPhase({ kind: 'choose' })}>
                <Trans id="upload.again">Choose another file</Trans>
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
