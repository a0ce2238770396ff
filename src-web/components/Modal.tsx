import { Suspense, lazy, type ReactNode } from 'react';
import { loadDialogParts } from './lazy-dialogs.ts';

const ModalDialog = lazy(() => loadDialogParts().then((m) => ({ default: m.ModalDialog })));

/** A centred dialog with its title; its code loads when it first opens (lazy-dialogs.ts). */
export function Modal({
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
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog title={title} onClose={onClose}>
        {children}
      </ModalDialog>
    </Suspense>
  );
}
