import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '../../components/FieldError.tsx';
import { useRefusal } from '../../components/use-refusal.ts';

/** Comments save 1 s after the last keystroke (inspection-run §5). */
export const COMMENT_DEBOUNCE_MS = 1000;
/** A comment not in focus shows its first 24 characters (inspection-run §2). */
export const COMMENT_PREVIEW_CHARS = 24;

interface Props {
  label: string;
  /** The comment as the server has it now (it may change under us: another agent). */
  value: string;
  disabled: boolean;
  /** A refused outcome (`act`'s) shows under the field until the next save; other answers show nothing here. */
  /** Opened by the user's click on a compact card: the caret goes there at once. */
  autoFocus?: boolean;
  onSave: (comment: string) => Promise<unknown>;
}

/**
 * A comment with autosave. What is being typed is never lost: when someone else's comment arrives while
 * this one differs from what was last saved, the draft stays and theirs is offered instead.
 */
export function CommentField({ label, value, disabled, autoFocus = false, onSave }: Props) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  const saved = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [theirs, setTheirs] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const { refusal, watch } = useRefusal();
  const send = (text: string) => void watch(onSave(text));

  useEffect(() => {
    if (value === saved.current) return;
    // The server's comment changed, not by this field.
    if (draft === saved.current) {
      setDraft(value);
      saved.current = value;
      setTheirs(null);
    } else {
      // Both changed: nothing is sent until the user chooses (typing on keeps theirs offered no longer).
      clearTimeout(timer.current);
      pending.current = null;
      setTheirs(value);
    }
  }, [value]); // only a new server value matters here
  // What waits for its second of quiet; leaving the screen (or closing its dialog) sends it at once.
  const pending = useRef<string | null>(null);
  const latestSave = useRef(onSave);
  latestSave.current = onSave;
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (pending.current !== null) void latestSave.current(pending.current);
    },
    [],
  );

  const save = (text: string) => {
    clearTimeout(timer.current);
    pending.current = text;
    timer.current = setTimeout(() => {
      pending.current = null;
      saved.current = text;
      setTheirs(null);
      send(text);
    }, COMMENT_DEBOUNCE_MS);
  };
  const preview = !focused && draft.length > COMMENT_PREVIEW_CHARS && !theirs;

  return (
    <div className="space-y-1">
      {preview ? (
        <button
          type="button"
          onClick={() => {
            setFocused(true);
            setTimeout(() => input.current?.focus(), 0);
          }}
          // As tall as the two-row field it replaces on blur: nothing below moves under a click in progress.
          className="block min-h-[3.625rem] w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-left align-top text-sm text-slate-800"
        >
          {/* The name says what it is and holds the shown text (a label alone would hide the text). */}
          <span className="sr-only">{label}: </span>
          {draft.slice(0, COMMENT_PREVIEW_CHARS)}…
        </button>
      ) : (
        <label className="block text-sm text-slate-700">
          <span className="sr-only">{label}</span>
          <textarea
            ref={input}
            rows={2}
            autoFocus={autoFocus}
            value={draft}
            disabled={disabled}
            placeholder={label}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? errorId : undefined}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onChange={(e) => {
              setDraft(e.target.value);
              save(e.target.value);
            }}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
      )}
      <FieldError id={errorId} messageKey={refusal?.key} />
      {theirs !== null && (
        <div
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
        >
          <p>
            <Trans id="comment.replaced">Someone else changed this comment to:</Trans> “{theirs}”
          </p>
          <div className="mt-1 flex gap-3">
            <button
              type="button"
              className="font-medium underline"
              onClick={() => {
                setDraft(theirs);
                saved.current = theirs;
                setTheirs(null);
              }}
            >
              {t({ id: 'comment.useTheirs', message: 'Use theirs' })}
            </button>
            <button
              type="button"
              className="font-medium underline"
              onClick={() => {
                saved.current = draft;
                setTheirs(null);
                send(draft);
              }}
            >
              {t({ id: 'comment.keepMine', message: 'Keep mine' })}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
