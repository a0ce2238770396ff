import { useId } from 'react';
import { FieldError } from '../../components/FieldError.tsx';
import { isColour, normaliseColour } from './dashboard-input.ts';

/**
 * A colour as six hex characters, typed (a leading # dropped, at most 6 kept, uppercased as typed) or picked
 * with the browser's colour input beside it. `error` is the field's key, shown under it.
 */
export function ColourField({
  label,
  pickerLabel,
  value,
  error,
  onChange,
}: {
  label: string;
  pickerLabel: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <span className="text-slate-600" aria-hidden="true">
          #
        </span>
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(normaliseColour(e.target.value))}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`block w-32 rounded-md border bg-white px-3 py-2 font-mono uppercase shadow-sm focus:ring-2 focus:outline-none ${error ? 'border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-sky-600 focus:ring-sky-600/30'}`}
        />
        <input
          type="color"
          aria-label={pickerLabel}
          value={isColour(value) ? `#${value.toLowerCase()}` : '#000000'}
          onChange={(e) => onChange(normaliseColour(e.target.value))}
          className="h-10 w-14 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        />
      </div>
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}
