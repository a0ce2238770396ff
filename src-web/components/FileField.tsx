import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  /** What the file is for, read above the button. */
  label: string;
  accept?: string;
  disabled?: boolean;
  /** The button's words when "Choose file" says too little (Upload logo). */
  buttonLabel?: string;
  /** The chosen file, or null when the choice was cancelled. */
  onFile: (file: File | null) => void;
  /**
   * For a file sent at once: the input forgets it after the pick, so the same file can be picked again, and
   * no name stays beside the button.
   */
  sendsAtOnce?: boolean;
  /** The name to show beside the button when the screen keeps it (a file sent at once, named after). */
  chosenName?: string;
}

/**
 * A file picker in the app's language: the browser's own button and its "no file chosen" speak the browser's
 * language, so that input is hidden (still the one that opens the picker, and focusable: Tab reaches it,
 * Enter or Space opens it) behind a button and the chosen file's name in ours.
 */
export function FileField({
  label,
  accept,
  disabled,
  buttonLabel,
  onFile,
  sendsAtOnce = false,
  chosenName,
}: Props) {
  const { t } = useLingui();
  const id = useId();
  const [name, setName] = useState('');
  const showsName = !sendsAtOnce || chosenName !== undefined;
  return (
    <div className="text-sm">
      <span id={`${id}-label`} className="mb-1 block font-medium text-slate-800">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={`inline-flex cursor-pointer rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-600/40 ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
        >
          {buttonLabel ?? <Trans id="fileField.choose">Choose file</Trans>}
          <input
            type="file"
            accept={accept}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={showsName ? `${id}-name` : undefined}
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              if (sendsAtOnce) e.target.value = '';
              else setName(file?.name ?? '');
              onFile(file);
            }}
          />
        </label>
        {showsName && (
          <span id={`${id}-name`} className="break-all text-slate-700" data-testid="file-name">
            {(chosenName ?? name) || t({ id: 'fileField.none', message: 'No file chosen' })}
          </span>
        )}
      </div>
    </div>
  );
}
