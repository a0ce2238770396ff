import { room } from '../../../src-domain/shared/rooms.ts';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Inspection } from '../../api/inspections.ts';
import { useRoomReload } from '../../realtime/use-room-reload.ts';
import { inspectionState, loadInspection, refreshInspection } from '../../state/inspection.ts';

/**
 * The inspection of the route, loaded once and kept fresh: everyone's changes arrive through the
 * inspection's room and are fetched again (in this user's language) within a moment.
 */
export function useInspection(id: string) {
  const view = useSnapshot(inspectionState);
  useEffect(() => {
    if (inspectionState.current?.id !== id) inspectionState.current = null;
    inspectionState.questionErrors = {};
    void loadInspection(id);
  }, [id]);
  useRoomReload([room('inspection', id)], ['inspections'], () => refreshInspection(id), 150);
  const inspection = view.current?.id === id ? (view.current as Inspection) : null;
  return { view, inspection };
}
