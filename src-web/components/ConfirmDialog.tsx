import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './Button.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { Modal } from './Modal.tsx';
import { useDialogError } from './use-dialog-error.ts';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: ReactNode;
  loading: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone; the confirm button is red; its error goes with it. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  loading,
  error,
  onConfirm,
  onClose,
}: Props) {
  const own = useDialogError(open, error);
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="space-y-4">
        <ErrorBanner messageKey={own.error} />
        <p className="text-slate-800">{children}</p>
        <div className="flex justify-end gap-2">
          <Button variant="plain" onClick={onClose}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button loading={loading} variant="danger" onClick={() => (own.tried(), onConfirm())}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
