import { adminApi } from '../api/admin.ts';
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

/** The admin inspection list: current ones, or all after "Load older". */
export const adminInspectionsState = proxy({
  items: [] as InspectionSummary[],
  all: false,
  /** Where the next page of the list starts; null when the list is whole. */
  nextSkip: null as number | null,
  load: idle(),
  more: idle(),
  save: idle(),
  remove: idle(),
});

/** The entities whose inspection lists this admin watches live (`inspections:<hotelId>` rooms). */
export async function administeredHotelIds(): Promise<string[]> {
  return (await adminApi.hotels()).map((h) => h.id);
}

/** Rows a page of the list holds: the newest first, then "Show more" for the next. */
export const ADMIN_LIST_PAGE = 100;

const page = (all: boolean, skip: number, limit = ADMIN_LIST_PAGE) =>
  adminInspectionsApi.page(all, skip, limit);

/** The first `wanted` rows (at least a page), read page by page: what the screen showed before a reload. */
async function firstRows(all: boolean, wanted: number) {
  const items: InspectionSummary[] = [];
  let next: number | null = 0;
  while (next !== null && (items.length === 0 || items.length < wanted)) {
    const read = await page(all, next);
    items.push(...read.items);
    next = read.nextSkip;
  }
  return { items, nextSkip: next };
}

function show(rows: { items: InspectionSummary[]; nextSkip: number | null }) {
  adminInspectionsState.items = rows.items;
  adminInspectionsState.nextSkip = rows.nextSkip;
}

/**
 * The list kept current from the `inspections:<hotelId>` rooms of the entities this admin administers: a
 * pushed inspection (its live state) becomes a row where the list's GET would show it (current ones
 * unless all are shown), and leaves when it no longer would.
 */
export function adminInspectionsWatch(hotelIds: readonly string[]): LiveWatch {
  return liveList<InspectionSummary>({
    rooms: hotelIds.map((id) => room('inspections', id)),
    collection: 'inspections',
    toRow: (doc) => {
      const row = summaryOf(doc as InspectionLiveState);
      return adminInspectionsState.all || row.adminEndTime === null ? row : null;
    },
    compare: newestFirst,
    rows: () => adminInspectionsState.items,
    setRows: (rows) => (adminInspectionsState.items = rows),
    reload: refreshAdminInspections,
  });
}

/** Again after pushes may have been missed, quietly: the list stays while it loads, and an error keeps it. */
export async function refreshAdminInspections(): Promise<void> {
  try {
    show(await firstRows(adminInspectionsState.all, adminInspectionsState.items.length));
  } catch {
    /* the next push tries again */
  }
}

export async function loadAdminInspections(all: boolean): Promise<void> {
  adminInspectionsState.all = all;
  await track(adminInspectionsState.load, async () => show(await firstRows(all, ADMIN_LIST_PAGE)));
}

/** The next page after the rows shown; a row a push has already put in the list is not shown twice. */
export async function loadMoreAdminInspections(): Promise<void> {
  const skip = adminInspectionsState.nextSkip;
  if (skip === null) return;
  await track(adminInspectionsState.more, async () => {
    const read = await page(adminInspectionsState.all, skip);
    const shown = new Set(adminInspectionsState.items.map((row) => row.id));
    adminInspectionsState.items = [
      ...adminInspectionsState.items,
      ...read.items.filter((row) => !shown.has(row.id)),
    ].sort(newestFirst);
    adminInspectionsState.nextSkip = read.nextSkip;
  });
}
