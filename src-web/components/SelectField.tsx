import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A labelled native select: accessible everywhere, with the platform's own picker on phones. */
export function SelectField({
  label,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        {...select}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 disabled:bg-slate-100 disabled:text-slate-600"
      >
        {children}
      </select>
    </div>
  );
}
