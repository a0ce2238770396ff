import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Inspection } from '../../api/inspections.ts';
import { useLive } from '../../realtime/use-live.ts';
import {
  inspectionRevoked,
  inspectionState,
  inspectionVersion,
  loadInspection,
  receiveInspectionPush,
  refreshInspection,
} from '../../state/inspection.ts';
import { room } from '../../../src-domain/shared/rooms.ts';
import { preloadInspectionScreens } from '../../inspection-screens.ts';

/**
 * The inspection of the route, loaded once its room is joined and kept current by the live states the tab's
 * document store takes (applied, not fetched again); only a catch-up after a late join or a reconnect, or a
 * gap in versions, fetches the live state. Each screen starts without the refusals of the one before.
 */
export function useInspection(id: string) {
  const view = useSnapshot(inspectionState);
  const shown = view.current?.id === id;
  // The other inspection screens must open without a connection too (inspection-screens.ts); fetched once
  // the inspection is here, so on a slow link they do not hold up the inspection itself.
  useEffect(() => {
    if (shown) preloadInspectionScreens();
  }, [shown]);
  useEffect(() => {
    if (inspectionState.current?.id !== id) inspectionState.current = null;
    inspectionState.questionErrors = {};
    // A refusal belongs to the screen it was made on: the next screen starts without it.
    inspectionState.failed = null;
  }, [id]);
  useLive(
    id,
    () => ({
      rooms: [room('inspection', id)],
      collections: ['inspections'],
      change: (push) => receiveInspectionPush(id, push),
      known: (_collection, pushed) => (pushed === id ? inspectionVersion(id) : undefined),
      missed: () => void refreshInspection(id),
      revoked: () => inspectionRevoked(id),
    }),
    () => loadInspection(id),
  );
  const inspection = view.current?.id === id ? (view.current as Inspection) : null;
  return { view, inspection };
}
