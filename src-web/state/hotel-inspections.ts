import { proxy } from 'valtio';
import { request } from '../api/http.ts';
import {
  newestFirst,
  summaryOf,
  type InspectionLiveState,
  type InspectionSummary,
} from '../api/inspections.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { liveList } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';
import { room } from '../../src-domain/shared/rooms.ts';

/** One entity's inspections for its admins: pending approval, current, and reports (administration §2). */
export const entityInspections = proxy({
  hotelId: null as string | null,
  items: [] as InspectionSummary[],
  load: idle(),
  revert: idle(),
});

const list = (hotelId: string) =>
  request<InspectionSummary[]>('GET', `/api/admin/hotels/${encodeURIComponent(hotelId)}/inspections`);

export async function loadEntityInspections(hotelId: string): Promise<void> {
  if (entityInspections.hotelId !== hotelId) entityInspections.items = [];
  entityInspections.hotelId = hotelId;
  await track(entityInspections.load, async () => {
    entityInspections.items = await list(hotelId);
  });
}

/** The entity's inspections kept current from its `inspections:<hotelId>` room, every one of its inspections a row. */
export function entityInspectionsWatch(hotelId: string): LiveWatch {
  return liveList<InspectionSummary>({
    rooms: [room('inspections', hotelId)],
    collection: 'inspections',
    toRow: (doc) => {
      const row = summaryOf(doc as InspectionLiveState);
      return row.hotel.id === hotelId ? row : null;
    },
    compare: newestFirst,
    rows: () => (entityInspections.hotelId === hotelId ? entityInspections.items : []),
    setRows: (rows) => {
      if (entityInspections.hotelId === hotelId) entityInspections.items = rows;
    },
    reload: () => refreshEntityInspections(hotelId),
  });
}

/** Again after pushes may have been missed, quietly: the lists stay while it loads, and an error keeps them. */
export async function refreshEntityInspections(hotelId: string): Promise<void> {
  try {
    const items = await list(hotelId);
    if (entityInspections.hotelId === hotelId) entityInspections.items = items;
  } catch {
    /* the next push tries again */
  }
}

/** An approved report back to control (its admin end time taken back). */
export async function revertToControl(inspection: InspectionSummary): Promise<boolean> {
  const done = await track(entityInspections.revert, () =>
    request('POST', `/api/admin/inspections/${encodeURIComponent(inspection.id)}/endTime`, {
      revert: true,
    }),
  );
  if (done === undefined) return false;
  await refreshEntityInspections(inspection.hotel.id);
  return true;
}
