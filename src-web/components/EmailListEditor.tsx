import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isEmailListEntry } from '../../src-domain/shared/email-list.ts';
import { FieldError } from './FieldError.tsx';

const INVALID_EMAIL = 'errors.invalidEmail';

/**
 * Rows of e-mail addresses, added and removed. What is typed is kept exactly as typed: a row that is not an
 * address (a comma instead of a dot...) is named in an error under it once the person leaves it, and the
 * server refuses it the same way (`name.index`), so it is corrected, never changed behind anyone's back.
 * `errors` is the server's answer per field; the list's own (`name`) shows under the legend.
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
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const listError = name ? errors[name] : undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={listError ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <FieldError id={`${id}-error`} messageKey={listError} />
      {values.map((value, index) => {
        const address = value || String(index + 1);
        const serverError = name ? errors[`${name}.${index}`] : undefined;
        // A row corrected since the server's answer loses that answer's error at once.
        const rowError = isEmailListEntry(value)
          ? serverError === INVALID_EMAIL
            ? undefined
            : serverError
          : left.has(index) || serverError
            ? INVALID_EMAIL
            : undefined;
        const entry = value.trim();
        return (
          <div key={index}>
            <div className="flex gap-2">
              <input
                type="email"
                aria-label={`${legend} ${index + 1}`}
                aria-invalid={rowError ? true : undefined}
                aria-describedby={rowError ? `${id}-${index}-error` : undefined}
                value={value}
                // A comma is stripped from an entry as it is typed (administration §5): the lists are stored
                // comma-separated. What is left is checked; it is never saved unless it is an address.
                onChange={(e) =>
                  onChange(values.map((v, i) => (i === index ? e.target.value.replace(/,/g, '') : v)))
                }
                onBlur={() => setLeft((current) => new Set(current).add(index))}
                className={`block w-full rounded-md border bg-white px-3 py-2 ${rowError ? 'border-red-600' : 'border-slate-300'}`}
              />
              <button
                type="button"
                onClick={() => {
                  setLeft(new Set());
                  onChange(values.filter((_, i) => i !== index));
                }}
                className="rounded-md border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-100"
                aria-label={t({ id: 'settings.removeRow', message: `Remove ${address}` })}
              >
                ✕
              </button>
            </div>
            {rowError === INVALID_EMAIL && entry ? (
              <p
                id={`${id}-${index}-error`}
                className="mt-1 text-sm font-medium text-red-800"
                data-testid="field-error"
              >
                {t({ id: 'settings.invalidEmailEntry', message: `“${entry}” is not an e-mail address` })}
              </p>
            ) : (
              <FieldError id={`${id}-${index}-error`} messageKey={rowError} />
            )}
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
