import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldError } from './FieldError.tsx';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The server's key for this field (a 400's `errors[field]`), shown under it. */
  error?: string | null;
}

/** A labelled text area, its error under it as a TextField's. */
export function TextAreaField({ label, className, error, ...area }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...area}
        className={`block w-full rounded-md border px-3 py-2 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}
