import { useCallback, useState } from 'react';

/** A change the server refused: its key, and a key per field where the answer names fields (`{msg, errors}`). */
export interface Refusal {
  key: string;
  errors: Record<string, string>;
}

export const isRefused = (outcome: unknown): outcome is { status: 'refused' } & Refusal =>
  typeof outcome === 'object' && outcome !== null && (outcome as { status?: unknown }).status === 'refused';

/**
 * The refusal of one form's (one field's, one dialog's) own change, held by the component that made it: the
 * next answer replaces it, and it goes with the component (a dialog closed, a page left), so it never shows
 * on another screen or under another field.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Any answer that is not a refusal (saved, queued, or nothing said) clears it.
  const watch = useCallback(async <T>(pending: Promise<T>): Promise<T> => {
    const outcome = await pending;
    setRefusal(isRefused(outcome) ? { key: outcome.key, errors: outcome.errors } : null);
    return outcome;
  }, []);
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal, watch, clear };
}
