/**
 * What has been typed but not sent yet: a field's edit waits for a quiet moment (the spec's debounce) so that
 * every keystroke is not a change of its own. A timer alone loses the edit when the field goes away first (a
 * tab or Next unmounts it, a link leaves the screen, the page is closed), so every field holds its edit here,
 * and whatever ends the wait (its timer, leaving the field, leaving the screen, hiding the page) sends it
 * through the same call. One place, so no field has a way of its own to lose what was typed.
 */
interface HeldEdit {
  timer: ReturnType<typeof setTimeout>;
  send: () => void;
}

const held = new Map<string, HeldEdit>();

/** Holds a field's latest edit (replacing the one it held) until `quietMs` pass without another. */
export function holdEdit(key: string, send: () => void, quietMs: number): void {
  clearTimeout(held.get(key)?.timer);
  held.set(key, { send, timer: setTimeout(() => flushEdit(key), quietMs) });
}

/** Forgets a field's edit without sending it (the field took someone else's value instead). */
export function dropEdit(key: string): void {
  clearTimeout(held.get(key)?.timer);
  held.delete(key);
}

/** Sends one field's edit now, if it holds one (the field lost focus or is going away). */
export function flushEdit(key: string): void {
  const edit = held.get(key);
  if (!edit) return;
  dropEdit(key);
  edit.send();
}

/** Sends every held edit now: the screen is left, its tab changes, or the page is hidden or closed. */
export function flushPendingEdits(): void {
  for (const key of [...held.keys()]) flushEdit(key);
}

// A hidden page may be frozen or closed without another word: the sends go out now (with keepalive, so a
// closing page does not cancel them; without a connection they wait in the outbox). Every move to another
// screen (wouter's links and navigate, back and forward) sends them too, before the next screen renders.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushPendingEdits);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPendingEdits();
  });
  for (const move of ['popstate', 'pushState', 'replaceState']) window.addEventListener(move, flushPendingEdits);
}
