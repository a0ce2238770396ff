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

export async function loadAdminSessions(all: boolean): Promise<void> {
  adminSessions.all = all;
  await track(adminSessions.load, async () => {
    adminSessions.items = await request<InspectionSummary[]>(
      'GET',
      `/api/admin/inspections?all=${all ? 1 : 0}`,
    );
  });
}
