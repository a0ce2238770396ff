import type { FormEvent, ReactNode } from 'react';
import { ErrorBanner } from './ErrorBanner.tsx';
import { FormActions } from './FormActions.tsx';
import { Modal } from './Modal.tsx';
import { useDialogError } from './use-dialog-error.ts';

interface Props {
  open: boolean;
  title: string;
  /** The save's error key, shown above the fields once saved in this opening; what was typed stays. */
  error: string | null;
  saving: boolean;
  onSubmit: () => void | Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog with a form: its error banner, the fields, Cancel and Save. Validation is the server's; its key per
 * field is for the fields themselves (TextField's `error`). An error goes with the dialog: closed and opened
 * again (for another row too), it starts without one.
 */
export function FormDialog({ open, title, error, saving, onSubmit, onClose, children }: Props) {
  const own = useDialogError(open, error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    own.tried();
    void onSubmit();
  };
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ErrorBanner messageKey={own.error} />
        {children}
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </Modal>
  );
}
