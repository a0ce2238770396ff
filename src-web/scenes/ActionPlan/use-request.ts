import { useState } from 'react';
import { RequestFailed } from '../../api/http.ts';

/**
 * One change a screen sends: busy while it runs, its error key after a refusal (kept until the next try).
 * The screen's own state is not touched: the change comes back by push.
 */
export function useRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (send: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await send();
      return true;
    } catch (failure) {
      setError(failure instanceof RequestFailed ? failure.msg : 'errors.server');
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
