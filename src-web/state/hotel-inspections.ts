import { proxy } from 'valtio';
import {
  adminInspectionsApi,
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
export const hotelInspectionsState = proxy({
  hotelId: null as string | null,
  items: [] as InspectionSummary[],
  load: idle(),
  revert: idle(),
});

const list = (hotelId: string) => adminInspectionsApi.ofHotel(hotelId);

export async function loadHotelInspections(hotelId: string): Promise<void> {
  if (hotelInspectionsState.hotelId !== hotelId) hotelInspectionsState.items = [];
  hotelInspectionsState.hotelId = hotelId;
  await track(hotelInspectionsState.load, async () => {
    hotelInspectionsState.items = await list(hotelId);
  });
}

/** The entity's inspections kept current from its `inspections:<hotelId>` room, every one of its inspections a row. */
export function hotelInspectionsWatch(hotelId: string): LiveWatch {
  return liveList<InspectionSummary>({
    rooms: [room('inspections', hotelId)],
    collection: 'inspections',
    toRow: (doc) => {
      const row = summaryOf(doc as InspectionLiveState);
      return row.hotel.id === hotelId ? row : null;
    },
    compare: newestFirst,
    rows: () => (hotelInspectionsState.hotelId === hotelId ? hotelInspectionsState.items : []),
    setRows: (rows) => {
      if (hotelInspectionsState.hotelId === hotelId) hotelInspectionsState.items = rows;
    },
    reload: () => refreshHotelInspections(hotelId),
  });
}

/** Again after pushes may have been missed, quietly: the lists stay while it loads, and an error keeps them. */
export async function refreshHotelInspections(hotelId: string): Promise<void> {
  try {
    const items = await list(hotelId);
    if (hotelInspectionsState.hotelId === hotelId) hotelInspectionsState.items = items;
  } catch {
    /* the next push tries again */
  }
}

/** An approved report back to control (its admin end time taken back); the inspection's push moves its row. */
export async function revertToControl(inspection: InspectionSummary): Promise<boolean> {
  const done = await track(hotelInspectionsState.revert, () =>
    adminInspectionsApi.revertToControl(inspection.id),
  );
  return done !== undefined;
}
