import { useId, type InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError.tsx';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The server's key for this field (a 400's `errors[field]`), shown under it. */
  error?: string | null;
}

export function TextField({ label, className, error, ...input }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm focus:ring-2 focus:outline-none ${error ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-sky-600 focus:ring-sky-600/30'}`}
      />
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}
