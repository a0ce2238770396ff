import { useEffect, useState } from 'react';

/**
 * A dialog shows only the error of what was tried since it opened: a list's shared save state may still hold
 * the error of an earlier opening (another row's edit), which belongs to that dialog and went with it.
 */
export function useDialogError(open: boolean, error: string | null) {
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) setTried(false);
  }, [open]);
  return { error: tried ? error : null, tried: () => setTried(true) };
}
