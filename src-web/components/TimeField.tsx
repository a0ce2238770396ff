import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FieldError } from './FieldError.tsx';
import { parseTime } from './local-times.ts';

const INVALID = 'timeField.invalid';
/** A time typed out whole: taken as it is typed, not only when the field is left. */
const COMPLETE = /^\s*\d{2}:\d{2}\s*$/;

interface Props {
  label: string;
  /** HH:mm, or '' for none. */
  value: string;
  /** Called with HH:mm or '' once the person has finished typing (leaving the field, Enter). */
  onChange: (value: string) => void;
  /** The field's error key (the server's, or the form's own check), shown under it. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A time of day in 24-hour HH:mm in every language, never the browser's own: a native time input shows
 * "09:30 AM" in a browser set to American English whatever the app's language, where the app writes every
 * time as 09:30. Typed as people type it (`parseTime`), taken when the field is left or Enter pressed, or at
 * once when typed out whole (HH:mm); what was typed and is not a time stays in the field, with an error under
 * it, until corrected.
 */
export function TimeField({ label, value, onChange, error, required, disabled }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) {
      setText(value);
      setInvalid(false);
    }
  }, [value]);

  const commit = () => {
    editing.current = false;
    if (text.trim() === '') {
      setInvalid(false);
      if (value !== '') onChange('');
      return;
    }
    const time = parseTime(text);
    if (!time) return setInvalid(true);
    setInvalid(false);
    setText(time);
    if (time !== value) onChange(time);
  };
  const shown = invalid ? INVALID : error;

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="09:30"
        value={text}
        disabled={disabled}
        required={required}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(e) => {
          editing.current = true;
          setText(e.target.value);
          // A whole HH:mm is taken as typed, as a native time field gives it: the form checks it at once.
          const whole = COMPLETE.test(e.target.value) ? parseTime(e.target.value) : null;
          if (whole) {
            setInvalid(false);
            if (whole !== value) onChange(whole);
          }
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className={`block w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base shadow-sm focus:ring-2 focus:outline-none ${shown ? 'border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-sky-600 focus:ring-sky-600/30'}`}
      />
      {shown === INVALID ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800" data-testid="field-error">
          {t({ id: 'timeField.invalid', message: 'Not a time: write it as hours and minutes, like 09:30' })}
        </p>
      ) : (
        <FieldError id={`${id}-error`} messageKey={shown} />
      )}
    </div>
  );
}
