import { useEffect, useId, useRef, useState } from 'react';
import { isRefused, useRefusal } from '../../components/use-refusal.ts';
import { dropEdit, flushEdit, holdEdit } from '../../state/pending-edits.ts';

/**
 * What `onSave` answers when the text was not saved: a refused outcome (`act`'s: shown under the field) or
 * false (`answer`'s: its caller shows why, under the question; or a save held back and not sent).
 */
const notSaved = (outcome: unknown) => outcome === false || isRefused(outcome);

/**
 * A text that saves itself: what is typed is held (pending-edits.ts) until `quietMs` pass without a keystroke,
 * the field loses focus or it goes away (a tab, a closed dialog, another screen), whichever comes first.
 * What is being typed is never lost: when someone else's text arrives while this one differs from what was
 * last saved, the draft stays and theirs is offered instead (nothing is sent until the user chooses). A save
 * the server refuses (a comment too long, say) leaves the draft in the field, unsaved: what the screen puts
 * back meanwhile is not taken for a new text from the server, someone else's next text is offered beside it,
 * and the next edit sends it again.
 */
export function useAutosavedText(value: string, onSave: (text: string) => Promise<unknown>, quietMs: number) {
  const key = useId();
  const [draft, setDraft] = useState(value);
  // The draft as last set, for an answer that comes in after the render that sent it.
  const typed = useRef(value);
  /** What the draft is compared with: the text last sent, or last taken from the server. */
  const saved = useRef(value);
  /** The text the server is known to hold: where `saved` goes back to when a save is refused. */
  const accepted = useRef(value);
  /** This field's saves on their way; a server value shown meanwhile is judged once they are answered. */
  const onTheirWay = useRef(0);
  const latest = useRef(value);
  latest.current = value;
  const [theirs, setTheirs] = useState<string | null>(null);
  /** The last save was not taken: the field's text is not the server's (its reason may show elsewhere). */
  const [refused, setRefused] = useState(false);
  /** A save of this field is on its way (its outcome decides whether the text stays open as refused). */
  const [sending, setSending] = useState(false);
  const { refusal, watch } = useRefusal();
  // A held edit may be sent after its field is gone: it saves through the newest handler given.
  const latestSave = useRef(onSave);
  latestSave.current = onSave;

  const show = (text: string) => {
    typed.current = text;
    setDraft(text);
  };

  /** A server value other than the one last judged. */
  const arrived = (next: string) => {
    if (next === saved.current) return;
    // Already in the field (the answer shown at once, before the server said no): nothing to take or offer.
    if (next === typed.current) return setTheirs(null);
    // The server's text changed, not by this field.
    accepted.current = next;
    if (typed.current === saved.current) {
      show(next);
      saved.current = next;
      setTheirs(null);
      setRefused(false);
    } else {
      dropEdit(key);
      setTheirs(next);
    }
  };

  const send = async (text: string) => {
    saved.current = text;
    setTheirs(null);
    onTheirWay.current++;
    setSending(true);
    const outcome = await watch(latestSave.current(text)).catch(() => false);
    onTheirWay.current--;
    const taken = !notSaved(outcome);
    if (taken) accepted.current = text;
    // Only the answer to the newest text sent says what the field holds now.
    if (saved.current === text) {
      setRefused(!taken);
      // Refused: the draft stays as typed and counts as unsaved again.
      if (!taken) saved.current = accepted.current;
    }
    // `answer` puts a refused answer back on the screen before its outcome is known here: with the outcome
    // in, the newest value is judged against what the server really holds.
    if (onTheirWay.current > 0) return;
    setSending(false);
    arrived(latest.current);
  };

  useEffect(() => {
    if (onTheirWay.current === 0) arrived(value);
  }, [value]); // only a new server value matters here
  useEffect(() => () => flushEdit(key), [key]);

  return {
    draft,
    theirs,
    refusal,
    refused,
    sending,
    change(text: string) {
      show(text);
      holdEdit(key, () => void send(text), quietMs);
    },
    /** Leaving the field: what it holds goes now. */
    flush: () => flushEdit(key),
    takeTheirs() {
      if (theirs === null) return;
      show(theirs);
      saved.current = theirs;
      accepted.current = theirs;
      setTheirs(null);
      setRefused(false);
    },
    keepMine: () => void send(draft),
  };
}
