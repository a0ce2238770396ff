import { proxy } from 'valtio';
import { request } from '../api/http.ts';
import type { InspectionSummary } from '../api/inspections.ts';
import { idle, track } from './async.ts';

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

/** Again after a push, quietly: the list stays as it is while it loads, and an error keeps it. */
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
