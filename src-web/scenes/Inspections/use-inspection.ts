import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Inspection } from '../../api/inspections.ts';
import { useLive } from '../../realtime/use-live.ts';
import {
  inspectionRevoked,
  inspectionState,
  loadInspection,
  receiveInspectionPush,
  refreshInspection,
} from '../../state/inspection.ts';
import { room } from '../../../src-domain/shared/rooms.ts';

/**
 * The inspection of the route, loaded once its room is joined and kept current by the pushes of its live
 * state (applied, not fetched again); only a catch-up after a late join or a reconnect, or a gap in
 * versions, fetches the live state. Each screen starts without the refusals of the one before.
 */
export function useInspection(id: string) {
  const view = useSnapshot(inspectionState);
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
      missed: () => void refreshInspection(id),
      revoked: () => inspectionRevoked(id),
    }),
    () => loadInspection(id),
  );
  const inspection = view.current?.id === id ? (view.current as Inspection) : null;
  return { view, inspection };
}
