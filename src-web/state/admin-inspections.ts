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

/** The admin inspection list: current ones, or all after "Load older". */
export const adminSessions = proxy({
  items: [] as InspectionSummary[],
  all: false,
  load: idle(),
  save: idle(),
  remove: idle(),
});

/** The entities whose inspection lists this admin watches live (`inspections:<hotelId>` rooms). */
export async function administeredHotelIds(): Promise<string[]> {
  return (await request<Array<{ id: string }>>('GET', '/api/admin/hotels')).map((h) => h.id);
}

const list = (all: boolean) =>
  request<InspectionSummary[]>('GET', `/api/admin/inspections?all=${all ? 1 : 0}`);

/**
 * The list kept current from the `inspections:<hotelId>` rooms of the entities this admin administers: a
 * pushed inspection (its live state) becomes a row where the list's GET would show it (current ones
 * unless all are shown), and leaves when it no longer would.
 */
export function adminSessionsWatch(hotelIds: readonly string[]): LiveWatch {
  return liveList<InspectionSummary>({
    rooms: hotelIds.map((id) => room('inspections', id)),
    collection: 'inspections',
    toRow: (doc) => {
      const row = summaryOf(doc as InspectionLiveState);
      return adminSessions.all || row.adminEndTime === null ? row : null;
    },
    compare: newestFirst,
    rows: () => adminSessions.items,
    setRows: (rows) => (adminSessions.items = rows),
    reload: refreshAdminSessions,
  });
}

/** Again after pushes may have been missed, quietly: the list stays while it loads, and an error keeps it. */
export async function refreshAdminSessions(): Promise<void> {
  try {
    adminSessions.items = await list(adminSessions.all);
  } catch {
    /* the next push tries again */
  }
}

export async function loadAdminSessions(all: boolean): Promise<void> {
  adminSessions.all = all;
  await track(adminSessions.load, async () => {
    adminSessions.items = await list(all);
  });
}
