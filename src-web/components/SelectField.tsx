import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError } from './FieldError.tsx';

/** A labelled native select: accessible everywhere, with the platform's own picker on phones. */
export function SelectField({
  label,
  children,
  error,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  children: ReactNode;
  /** The field's error key, shown under it. */
  error?: string | null;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
        className={`block w-full rounded-md border bg-white px-3 py-2 disabled:bg-slate-100 disabled:text-slate-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}
