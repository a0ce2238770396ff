import { useRef } from 'react';
import { room } from '../../../src-domain/shared/rooms.ts';
import { useLive } from '../../realtime/use-live.ts';

/** At most one reload a second however fast answers arrive: a report is a sum of many days. */
const RELOAD_GAP_MS = 1000;

/**
 * Keeps an open Safe Q report current: it watches the entities' admin rooms for their Safe Q days, and when a
 * day of the weeks it shows changes (an answer, a skipped module, an ended inspection) it loads the report
 * again. A week's figures are sums over many days' documents, so the report is not recomputed from the one
 * pushed day; the push says which day moved and the report loads again in place (no spinner).
 */
export function useSafeQLive(
  hotelIds: readonly string[] | null,
  shows: (week: string) => boolean,
  reload: () => unknown,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const last = useRef(0);
  const latest = useRef({ shows, reload });
  latest.current = { shows, reload };
  const soon = () => {
    if (timer.current) return;
    const wait = Math.max(0, last.current + RELOAD_GAP_MS - performance.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      last.current = performance.now();
      void latest.current.reload();
    }, wait);
  };
  useLive(hotelIds && hotelIds.length ? `safeq:${hotelIds.join(',')}` : null, () => ({
    rooms: hotelIds!.map((id) => room('inspections', id)),
    collections: ['safeQDays'],
    change: (push) => {
      const week = (push.doc as { week?: string } | undefined)?.week;
      if (push.removed || (week && latest.current.shows(week))) soon();
    },
    missed: soon,
    revoked: soon,
  }));
}
