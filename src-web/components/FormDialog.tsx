import type { FormEvent, ReactNode } from 'react';
import { ErrorBanner } from './ErrorBanner.tsx';
import { FormActions } from './FormActions.tsx';
import { Modal } from './Modal.tsx';

interface Props {
  open: boolean;
  title: string;
  /** The save's error key, shown above the fields; what was typed stays. */
  error: string | null;
  saving: boolean;
  onSubmit: () => void | Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog with a form: its error banner, the fields, Cancel and Save. Validation is the server's. */
export function FormDialog({ open, title, error, saving, onSubmit, onClose, children }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ErrorBanner messageKey={error} />
        {children}
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </Modal>
  );
}
