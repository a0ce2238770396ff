import { proxy } from 'valtio';
import { adminApi, type Hotel, type HotelInput, type Organization } from '../api/admin.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveList } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';
import { room } from '../../src-domain/shared/rooms.ts';

/** The entity administration list: its items, and the state of each action on it. */
export const entitiesState = proxy({
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
  await track(entitiesState.load, async () => {
    const [items, organizations] = await Promise.all([
      adminApi.hotels(scope.organizationId),
      scope.withOrganizations ? adminApi.organizations() : Promise.resolve([]),
    ]);
    entitiesState.items = items;
    entitiesState.organizations = organizations;
  });
}

/** Creates or updates; true when saved (the dialog then closes), false keeps the dialog and its input. */
export async function saveEntity(id: string | null, input: HotelInput, scope: ListScope): Promise<boolean> {
  const saved = await track(entitiesState.save, () =>
    id ? adminApi.updateHotel(id, input) : adminApi.createHotel(input),
  );
  if (saved) await loadHotels(scope);
  return !!saved;
}

export async function deleteEntity(id: string, scope: ListScope): Promise<boolean> {
  const done = await track(entitiesState.remove, () => adminApi.deleteHotel(id));
  if (done) await loadHotels(scope);
  return !!done;
}

export function resetEntityErrors(): void {
  entitiesState.save = idle();
  entitiesState.remove = idle();
}

/** The order of an entity list: one organization's by name, all the actor administers inactive last. */
export const entityOrder = (scope: ListScope) =>
  scope.organizationId
    ? byName
    : (a: Hotel, b: Hotel) => Number(a.inactive) - Number(b.inactive) || a.name.localeCompare(b.name);

/** An entity pushed through an organization's room, as a row of a list of `scope` (null: not in it). */
export const entityRow = (scope: ListScope) => (doc: unknown) => {
  const hotel = doc as Hotel;
  return !scope.organizationId || hotel.organizationId === scope.organizationId ? hotel : null;
};

/** The entity list kept current from the rooms of the organizations it shows. */
export function entitiesWatch(scope: ListScope, organizationIds: readonly string[]): LiveWatch {
  return liveList<Hotel>({
    rooms: organizationIds.map((id) => room('org', id)),
    collection: 'hotels',
    toRow: entityRow(scope),
    compare: entityOrder(scope),
    rows: () => entitiesState.items,
    setRows: (rows) => (entitiesState.items = rows),
    reload: () => loadHotels(scope),
  });
}
