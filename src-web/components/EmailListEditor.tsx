import { Trans, useLingui } from '@lingui/react/macro';

/** Rows of e-mail addresses: a comma typed is stripped at once, rows are added and removed. */
export function EmailListEditor({
  legend,
  values,
  onChange,
}: {
  legend: string;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {values.map((value, index) => {
        const address = value || String(index + 1);
        return (
          <div key={index} className="flex gap-2">
            <input
              type="email"
              aria-label={`${legend} ${index + 1}`}
              value={value}
              onChange={(e) =>
                onChange(values.map((v, i) => (i === index ? e.target.value.replace(/,/g, '') : v)))
              }
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
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
