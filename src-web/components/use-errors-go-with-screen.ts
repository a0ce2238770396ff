import { useEffect, useRef } from 'react';
import type { AsyncStatus } from '../state/async.ts';

/**
 * A screen's save errors live in its state module, which outlives the screen: leaving the screen clears
 * them, so they never greet the user on the next visit (or on another record's screen). `statuses` is read
 * when the screen goes, since a state module may have replaced its status objects meanwhile.
 */
export function useErrorsGoWithScreen(statuses: () => AsyncStatus[]): void {
  const latest = useRef(statuses);
  latest.current = statuses;
  useEffect(
    () => () => {
      for (const status of latest.current()) {
        status.error = null;
        status.errors = {};
      }
    },
    [],
  );
}
