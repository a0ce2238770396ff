import { useEffect, useId, useRef, useState } from 'react';
import { useRefusal } from '../../components/use-refusal.ts';
import { dropEdit, flushEdit, holdEdit } from '../../state/pending-edits.ts';

/**
 * A text that saves itself: what is typed is held (pending-edits.ts) until `quietMs` pass without a keystroke,
 * the field loses focus or it goes away (a tab, a closed dialog, another screen), whichever comes first.
 * What is being typed is never lost: when someone else's text arrives while this one differs from what was
 * last saved, the draft stays and theirs is offered instead (nothing is sent until the user chooses).
 */
export function useAutosavedText(
  value: string,
  onSave: (text: string) => Promise<unknown>,
  quietMs: number,
) {
  const key = useId();
  const [draft, setDraft] = useState(value);
  const saved = useRef(value);
  const [theirs, setTheirs] = useState<string | null>(null);
  const { refusal, watch } = useRefusal();
  // A held edit may be sent after its field is gone: it saves through the newest handler given.
  const latestSave = useRef(onSave);
  latestSave.current = onSave;
  const send = (text: string) => {
    saved.current = text;
    setTheirs(null);
    void watch(latestSave.current(text));
  };

  useEffect(() => {
    if (value === saved.current) return;
    // The server's text changed, not by this field.
    if (draft === saved.current) {
      setDraft(value);
      saved.current = value;
      setTheirs(null);
    } else {
      dropEdit(key);
      setTheirs(value);
    }
  }, [value]); // only a new server value matters here
  useEffect(() => () => flushEdit(key), [key]);

  return {
    draft,
    theirs,
    refusal,
    change(text: string) {
      setDraft(text);
      holdEdit(key, () => send(text), quietMs);
    },
    /** Leaving the field: what it holds goes now. */
    flush: () => flushEdit(key),
    takeTheirs() {
      if (theirs === null) return;
      setDraft(theirs);
      saved.current = theirs;
      setTheirs(null);
    },
    keepMine: () => send(draft),
  };
}
