import { useId, useRef, useState } from 'react';
import { COMMENT_MAX_CHARS } from '../../../src-domain/inspection/index.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { TheirsOffered } from './TheirsOffered.tsx';
import { useAutosavedText } from './use-autosaved-text.ts';

/** Comments save 1 s after the last keystroke (inspection-run §5). */
export const COMMENT_DEBOUNCE_MS = 1000;
/** A comment not in focus shows its first 24 characters (inspection-run §2). */
export const COMMENT_PREVIEW_CHARS = 24;

interface Props {
  label: string;
  /** The comment as the server has it now (it may change under us: another agent). */
  value: string;
  disabled: boolean;
  /** Opened by the user's click on a compact card: the caret goes there at once. */
  autoFocus?: boolean;
  /** How long typing must pause before the comment is sent (leaving the field sends it at once). */
  quietMs?: number;
  /** The most the API takes here: typing stops there (a longer text pasted by other means is refused). */
  maxLength?: number;
  /**
   * A refused outcome (`act`'s) shows under the field until the next save; false (`answer`'s refusal, shown
   * under the question) shows nothing here. Either way the text stays in the field, unsaved.
   */
  onSave: (comment: string) => Promise<unknown>;
}

/** A comment with autosave (use-autosaved-text.ts): nothing typed waits only for its timer. */
export function CommentField({
  label,
  value,
  disabled,
  autoFocus = false,
  quietMs = COMMENT_DEBOUNCE_MS,
  maxLength = COMMENT_MAX_CHARS,
  onSave,
}: Props) {
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const text = useAutosavedText(value, onSave, quietMs);
  const { draft, theirs, refusal } = text;
  // A text the server refused stays open in full beside its reason, to be shortened or fixed; until its answer
  // is in, the field stays as it is (a field swapped twice would flicker, and take the focus back on a phone).
  const preview =
    !focused && draft.length > COMMENT_PREVIEW_CHARS && !theirs && !text.refused && !text.sending;

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
            maxLength={maxLength}
            disabled={disabled}
            placeholder={label}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? errorId : undefined}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              text.flush();
            }}
            onChange={(e) => text.change(e.target.value)}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
      )}
      <FieldError id={errorId} messageKey={refusal?.key} />
      {theirs !== null && (
        <TheirsOffered theirs={theirs} onTakeTheirs={text.takeTheirs} onKeepMine={text.keepMine} />
      )}
    </div>
  );
}
