import { msg } from '@lingui/core/macro';
import { parseTime } from './local-times.ts';
import { TextField } from './TextField.tsx';
import { useTypedText, type TypedFieldProps } from './use-typed-text.ts';

/** A time typed out whole: taken as it is typed, not only when the field is left. */
const COMPLETE = /^\s*\d{2}:\d{2}\s*$/;
const asIs = (value: string) => value;
/** What is typed and is not a time, under the field (by its key, as the server's errors are). */
const INVALID = msg({
  id: 'timeField.invalid',
  message: 'Not a time: write it as hours and minutes, like 09:30',
});

/**
 * A time of day in 24-hour HH:mm in every language, never the browser's own: a native time input shows
 * "09:30 AM" in a browser set to American English whatever the app's language, where the app writes every
 * time as 09:30. Typed as people type it (`parseTime`), taken when the field is left or Enter pressed, or at
 * once when typed out whole (HH:mm); what was typed and is not a time stays in the field, with an error under
 * it, until corrected.
 */
/** `value`: HH:mm. */
export function TimeField(props: TypedFieldProps) {
  const { label, error, required, disabled } = props;
  const typed = useTypedText({
    ...props,
    show: asIs,
    read: parseTime,
    readAsTyped: (text) => (COMPLETE.test(text) ? parseTime(text) : null),
  });
  return (
    <TextField
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="09:30"
      required={required}
      disabled={disabled}
      error={typed.invalid ? INVALID.id : error}
      {...typed.input}
    />
  );
}
