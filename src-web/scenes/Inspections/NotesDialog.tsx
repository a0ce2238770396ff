import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';

/**
 * One of the inspection-wide notes in a dialog, away from control. Each field shows its own refusal, which
 * closes with the dialog; comments still waiting for their second are sent when it closes.
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
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="space-y-4">
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
