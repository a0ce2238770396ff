import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from './FieldError.tsx';

/**
 * Rows of e-mail addresses: a comma typed is stripped at once, rows are added and removed. `errors` is the
 * server's answer per field; the list's own (`name`) shows under the legend, a row's (`name.index`) under it.
 */
export function EmailListEditor({
  legend,
  values,
  onChange,
  name,
  errors = {},
}: {
  legend: string;
  values: string[];
  onChange: (values: string[]) => void;
  name?: string;
  errors?: Readonly<Record<string, string>>;
}) {
  const { t } = useLingui();
  const id = useId();
  const listError = name ? errors[name] : undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={listError ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <FieldError id={`${id}-error`} messageKey={listError} />
      {values.map((value, index) => {
        const address = value || String(index + 1);
        const rowError = name ? errors[`${name}.${index}`] : undefined;
        return (
          <div key={index}>
            <div className="flex gap-2">
              <input
                type="email"
                aria-label={`${legend} ${index + 1}`}
                aria-invalid={rowError ? true : undefined}
                aria-describedby={rowError ? `${id}-${index}-error` : undefined}
                value={value}
                onChange={(e) =>
                  onChange(values.map((v, i) => (i === index ? e.target.value.replace(/,/g, '') : v)))
                }
                className={`block w-full rounded-md border bg-white px-3 py-2 ${rowError ? 'border-red-600' : 'border-slate-300'}`}
              />
              <button
                type="button"
                onClick={() => onChange(values.filter((_, i) => i !== index))}
                className="rounded-md border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-100"
                aria-label={t({ id: 'settings.removeRow', message: `Remove ${address}` })}
              >
                ✕
              </button>
            </div>
            <FieldError id={`${id}-${index}-error`} messageKey={rowError} />
          </div>
        );
      })}
      <button
        type="button"
        onClick={() => onChange([...values, ''])}
        className="text-sm font-medium text-sky-800 underline"
      >
        <Trans id="settings.addRow">Add address</Trans>
      </button>
    </fieldset>
  );
}
