import { proxy } from 'valtio';
import { adminApi, type AdminUser, type Hotel, type NewUserInput, type Organization } from '../api/admin.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveList, together } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';
import { entityOrder, entityRow, type ListScope } from './hotels.ts';
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

export async function createUser(input: NewUserInput, scope: ListScope): Promise<boolean> {
  const created = await track(usersState.save, () => adminApi.createUser(input));
  if (created) await loadUsers(scope);
  return !!created;
}

export async function deleteUser(id: string, scope: ListScope): Promise<boolean> {
  const done = await track(usersState.remove, () => adminApi.deleteUser(id));
  if (done) await loadUsers(scope);
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
      toRow: entityRow(scope),
      compare: entityOrder(scope),
      rows: () => usersState.hotels,
      setRows: (rows) => (usersState.hotels = rows),
      reload: () => {},
    }),
  );
}
