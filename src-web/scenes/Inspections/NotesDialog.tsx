import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { Modal } from '../../components/Modal.tsx';
import { inspectionState } from '../../state/inspection.ts';

/**
 * One of the inspection-wide notes in a dialog, away from control. A refusal shows inside it (the page's
 * own banner is behind the dialog); comments still waiting for their second are sent when it closes.
 */
export function NotesDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const view = useSnapshot(inspectionState);
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="space-y-4">
        <ErrorBanner messageKey={view.action.error} />
        {children}
        <div className="flex justify-end">
          <Button variant="plain" onClick={onClose}>
            <Trans id="shell.closeMenu">Close</Trans>
          </Button>
        </div>
      </div>
    </Modal>
  );
}
