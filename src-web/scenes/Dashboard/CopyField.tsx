import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';

/** A read-only text to copy (a link, an embed snippet) with a button that copies it and says so. */
export function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Without clipboard access the text stays selectable in its field.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  const look = 'block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex flex-col gap-2 small-tablet:flex-row small-tablet:items-start">
        {multiline ? (
          <textarea id={id} readOnly value={value} rows={4} className={`${look} resize-y`} />
        ) : (
          <input id={id} readOnly value={value} className={look} />
        )}
        <Button variant="plain" type="button" onClick={() => void copy()}>
          {copied ? (
            <Trans id="dashboardEditor.copied">Copied</Trans>
          ) : (
            <Trans id="dashboardEditor.copy">Copy</Trans>
          )}
        </Button>
      </div>
      <span className="sr-only" role="status">
        {copied && <Trans id="dashboardEditor.copied">Copied</Trans>}
      </span>
    </div>
  );
}
