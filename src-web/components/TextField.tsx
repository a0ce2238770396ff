import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError } from './FieldError.tsx';

interface Labelled {
  label: string;
  /** The server's key for this field (a 400's `errors[field]`), shown under it. */
  error?: string | null;
}

interface Tied {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What a text input and a text area share: the label above, the error under, the attributes tying them. */
function LabelledField({
  label,
  error,
  className,
  children,
}: Labelled & { className?: string; children: (tied: Tied) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}

const boxClass = (error: string | null | undefined) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm focus:ring-2 focus:outline-none ${error ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-sky-600 focus:ring-sky-600/30'}`;

export function TextField({
  label,
  className,
  error,
  ...input
}: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <LabelledField label={label} error={error} className={className}>
      {(tied) => <input {...tied} {...input} className={boxClass(error)} />}
    </LabelledField>
  );
}

/** A labelled text area: the same label, box and error as a TextField's. */
export function TextAreaField({
  label,
  className,
  error,
  ...area
}: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <LabelledField label={label} error={error} className={className}>
      {(tied) => <textarea {...tied} {...area} className={boxClass(error)} />}
    </LabelledField>
  );
}
