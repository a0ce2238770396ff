import { adminApi } from '../api/admin.ts';
import { proxy } from 'valtio';
import { room } from '../../src-domain/shared/rooms.ts';
import { actionPlansApi, type ActionPlanFilters, type ActionPlanRow } from '../api/action-plans.ts';
import type { SignedInUser } from '../api/sessions.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { liveList } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';

export const actionPlans = proxy({
  filters: {} as ActionPlanFilters,
  items: [] as ActionPlanRow[],
  hotels: [] as Array<{ id: string; name: string }>,
  load: idle(),
});

/** The entities the viewer's plans can be at: the filter's choices and the rooms that carry their changes. */
export async function loadActionPlanHotels(user: SignedInUser): Promise<void> {
  try {
    const hotels = await (user.role === 'user' ? adminApi.visibleHotels() : adminApi.hotels());
    actionPlans.hotels = hotels.map(({ id, name }) => ({ id, name }));
  } catch {
    actionPlans.hotels = [];
  }
}

export async function loadActionPlans(filters: ActionPlanFilters): Promise<void> {
  // Compared by value: the store keeps its own (proxied) copy of the filters, never the object given.
  const asked = JSON.stringify(filters);
  actionPlans.filters = filters;
  await track(actionPlans.load, async () => {
    const items = await actionPlansApi.list(filters);
    if (JSON.stringify(actionPlans.filters) === asked) actionPlans.items = items;
  });
}

/** The list's own filters, applied to a pushed row as the GET applies them. */
function belongs(row: ActionPlanRow, filters: ActionPlanFilters): boolean {
  if (filters.hotelId && row.hotel.id !== filters.hotelId) return false;
  if (filters.state && row.counts[filters.state] === 0) return false;
  return !filters.overdue || row.counts.overdue > 0;
}

/** The latest sent first, as the GET sorts. */
const latestSentFirst = (a: ActionPlanRow, b: ActionPlanRow) =>
  (b.sentAt ?? '').localeCompare(a.sentAt ?? '') || a.id.localeCompare(b.id);

/** The list kept current from its entities' rooms: a plan sent, an action done or verified moves its row. */
export function actionPlansWatch(hotelIds: readonly string[]): LiveWatch {
  return liveList<ActionPlanRow>({
    rooms: hotelIds.map((id) => room('hotel', id)),
    collection: 'actionPlans',
    toRow: (doc) => (belongs(doc as ActionPlanRow, actionPlans.filters) ? (doc as ActionPlanRow) : null),
    compare: latestSentFirst,
    rows: () => actionPlans.items,
    setRows: (rows) => (actionPlans.items = rows),
    reload: async () => {
      try {
        actionPlans.items = await actionPlansApi.list(actionPlans.filters);
      } catch {
        /* the next push tries again */
      }
    },
  });
}
