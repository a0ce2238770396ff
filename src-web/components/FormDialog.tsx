import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
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
  const form = useRef<HTMLFormElement>(null);
  const wasSaving = useRef(false);
  // A refused save is shown where the user looks: a long form on a phone is scrolled down to its Save button,
  // far from the banner at the top. The first field marked invalid takes the focus (it says its own error);
  // without one, the banner is scrolled into view. Each refusal, the same error again included.
  useEffect(() => {
    if (wasSaving.current && !saving && own.error && form.current) {
      const field = form.current.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (field) field.focus();
      else form.current.querySelector('[role="alert"]')?.scrollIntoView({ block: 'nearest' });
    }
    wasSaving.current = saving;
  }, [saving, own.error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    own.tried();
    void onSubmit();
  };
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form ref={form} onSubmit={submit} className="space-y-4" noValidate>
        <ErrorBanner messageKey={own.error} />
        {children}
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </Modal>
  );
}
