import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** What a typed field (DateField, TimeField) is given; `value` and `onChange` in the field's own form. */
export interface TypedFieldProps {
  label: string;
  /** The value held, or '' for none. */
  value: string;
  /** Called with a value read, or '' for an emptied field, once the person has finished typing. */
  onChange: (value: string) => void;
  /** The field's error key (the server's, or the form's own check), shown under it. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Told whether the field holds typed text that is not a value (a form that must not go on with it). */
  onTypedInvalid?: (invalid: boolean) => void;
}

/**
 * A field typed freely and read when the person is done with it (the field left, Enter): DateField's day,
 * TimeField's time. What was typed and cannot be read stays in the field, marked invalid, until corrected; a
 * value set from outside replaces the text unless the person is typing.
 */
export function useTypedText({
  value,
  onChange,
  show,
  read,
  readAsTyped,
  onTypedInvalid,
}: Pick<TypedFieldProps, 'value' | 'onChange' | 'onTypedInvalid'> & {
  /** The value as the field writes it. */
  show: (value: string) => string;
  /** What is typed, read: the value, or null when it is not one. */
  read: (text: string) => string | null;
  /** What is typed read at once, before the field is left (a time typed out whole), or null to wait. */
  readAsTyped?: (text: string) => string | null;
}) {
  const shown = show(value);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  const editing = useRef(false);
  const tell = useRef(onTypedInvalid);
  tell.current = onTypedInvalid;
  useEffect(() => tell.current?.(invalid), [invalid]);
  useEffect(() => {
    if (!editing.current) {
      setText(shown);
      setInvalid(false);
    }
  }, [shown]);

  const accept = (next: string) => {
    setInvalid(false);
    if (next !== value) onChange(next);
  };
  const commit = () => {
    editing.current = false;
    if (text.trim() === '') return accept('');
    const next = read(text);
    if (next === null) return setInvalid(true);
    setText(show(next));
    accept(next);
  };
  return {
    text,
    invalid,
    /** A value chosen outright (DateField's calendar). */
    choose: (next: string) => {
      editing.current = false;
      setText(show(next));
      accept(next);
    },
    input: {
      value: text,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        editing.current = true;
        setText(e.target.value);
        // A correction clears the error as it is typed, not as the field is left: gone on the way to a button,
        // the error's line would move the button under the pointer between its press and its release.
        if (invalid && read(e.target.value) !== null) setInvalid(false);
        const now = readAsTyped?.(e.target.value);
        if (now) accept(now);
      },
      onBlur: commit,
      onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      },
    },
  };
}
