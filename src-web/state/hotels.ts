import { proxy } from 'valtio';
import { adminApi, type Hotel, type HotelInput, type Organization } from '../api/admin.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveList } from '../realtime/live-list.ts';
import { liveClient } from '../realtime/session-socket.ts';
import { idle, track } from './async.ts';
import { room } from '../../src-domain/shared/rooms.ts';

/** The entity administration list: its items, and the state of each action on it. */
export const hotelsState = proxy({
  items: [] as Hotel[],
  organizations: [] as Organization[],
  load: idle(),
  save: idle(),
  remove: idle(),
});

/** Which records a list shows: all the actor administers, or one organization's (its page's tab). */
export interface ListScope {
  withOrganizations: boolean;
  organizationId?: string;
}

export async function loadHotels(scope: ListScope): Promise<void> {
  await track(hotelsState.load, async () => {
    const [items, organizations] = await Promise.all([
      adminApi.hotels(scope.organizationId),
      scope.withOrganizations ? adminApi.organizations() : Promise.resolve([]),
    ]);
    hotelsState.items = items;
    hotelsState.organizations = organizations;
  });
}

/** Creates or updates; true when saved (the dialog then closes), false keeps the dialog and its input. */
export async function saveHotel(id: string | null, input: HotelInput): Promise<boolean> {
  const saved = await track(hotelsState.save, () =>
    id ? adminApi.updateHotel(id, input) : adminApi.createHotel(input),
  );
  // The answer is the entity as the GET presents it: into the store, so every list showing it follows.
  if (saved) liveClient.put('hotels', saved.id, saved.version, saved);
  return !!saved;
}

/** The removal comes back as its push (the answer carries no document), and the row leaves with it. */
export async function deleteHotel(id: string): Promise<boolean> {
  const done = await track(hotelsState.remove, () => adminApi.deleteHotel(id));
  return !!done;
}

export function resetHotelErrors(): void {
  hotelsState.save = idle();
  hotelsState.remove = idle();
}

/** The order of an entity list: one organization's by name, all the actor administers inactive last. */
export const hotelOrder = (scope: ListScope) =>
  scope.organizationId
    ? byName
    : (a: Hotel, b: Hotel) => Number(a.inactive) - Number(b.inactive) || a.name.localeCompare(b.name);

/** An entity pushed through an organization's room, as a row of a list of `scope` (null: not in it). */
export const hotelRow = (scope: ListScope) => (doc: unknown) => {
  const hotel = doc as Hotel;
  return !scope.organizationId || hotel.organizationId === scope.organizationId ? hotel : null;
};

/** The entity list kept current from the rooms of the organizations it shows. */
export function hotelsWatch(scope: ListScope, organizationIds: readonly string[]): LiveWatch {
  return liveList<Hotel>({
    rooms: organizationIds.map((id) => room('org', id)),
    collection: 'hotels',
    toRow: hotelRow(scope),
    compare: hotelOrder(scope),
    rows: () => hotelsState.items,
    setRows: (rows) => (hotelsState.items = rows),
    reload: () => loadHotels(scope),
  });
}
