import { proxy } from 'valtio';
import { adminApi, type AdminUser, type Hotel, type NewUserInput, type Organization } from '../api/admin.ts';
import { idle, track } from './async.ts';
import type { ListScope } from './entities.ts';

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
