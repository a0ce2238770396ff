import { proxy } from 'valtio';
import { adminApi, type AdminUser, type Hotel, type NewUserInput, type Organization } from '../api/admin.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveList, together } from '../realtime/live-list.ts';
import { liveClient } from '../realtime/session-socket.ts';
import { idle, track } from './async.ts';
import { hotelOrder, hotelRow, type ListScope } from './hotels.ts';
import { room } from '../../src-domain/shared/rooms.ts';

/** The user administration list, the entities users can be linked to, and each action's state. */
export const usersState = proxy({
  items: [] as AdminUser[],
  hotels: [] as Hotel[],
  organizations: [] as Organization[],
  load: idle(),
  save: idle(),
  remove: idle(),
});

export async function loadUsers(scope: ListScope): Promise<void> {
  await track(usersState.load, async () => {
    const [items, hotels, organizations] = await Promise.all([
      adminApi.users(scope.organizationId),
      adminApi.hotels(scope.organizationId),
      scope.withOrganizations ? adminApi.organizations() : Promise.resolve([]),
    ]);
    Object.assign(usersState, { items, hotels, organizations });
  });
}

/** The answer is the user as the GET presents it: into the store, so every list showing users follows. */
export async function createUser(input: NewUserInput): Promise<boolean> {
  const created = await track(usersState.save, () => adminApi.createUser(input));
  if (created) liveClient.put('users', created.id, created.version, created);
  return !!created;
}

/** The removal comes back as its push (the answer carries no document), and the row leaves with it. */
export async function deleteUser(id: string): Promise<boolean> {
  const done = await track(usersState.remove, () => adminApi.deleteUser(id));
  return !!done;
}

export function resetUserErrors(): void {
  usersState.save = idle();
  usersState.remove = idle();
}

/** The user list and its entities, kept current from the rooms of the organizations it shows. */
export function usersWatch(scope: ListScope, organizationIds: readonly string[]): LiveWatch {
  const rooms = organizationIds.map((id) => room('org', id));
  return together(
    () => loadUsers(scope),
    liveList<AdminUser>({
      rooms,
      collection: 'users',
      toRow: (doc) => {
        const user = doc as AdminUser;
        return !scope.organizationId || user.organizationId === scope.organizationId ? user : null;
      },
      compare: byName,
      rows: () => usersState.items,
      setRows: (rows) => (usersState.items = rows),
      reload: () => {},
    }),
    liveList<Hotel>({
      rooms,
      collection: 'hotels',
      toRow: hotelRow(scope),
      compare: hotelOrder(scope),
      rows: () => usersState.hotels,
      setRows: (rows) => (usersState.hotels = rows),
      reload: () => {},
    }),
  );
}
