import { useEffect, useRef } from 'react';
import type { LiveWatch } from './live-client.ts';
import { liveClient } from './session-socket.ts';

/**
 * Watches a screen's rooms while it is shown, through the tab's one live client. `key` names what is
 * watched (null: nothing yet); the watch is made anew when it changes. `load` runs once the rooms are joined
 * (at once when the socket has not connected yet: the watch then catches up when it does), so no change
 * falls between the screen's load and its join.
 */
export function useLive(key: string | null, make: () => LiveWatch, load?: () => unknown): void {
  const latest = useRef({ make, load });
  latest.current = { make, load };
  useEffect(() => {
    if (key === null) return;
    const watching = liveClient.watch(latest.current.make());
    let stopped = false;
    void watching.ready.then(() => {
      if (!stopped) void latest.current.load?.();
    });
    return () => {
      stopped = true;
      watching.stop();
    };
  }, [key]);
}
