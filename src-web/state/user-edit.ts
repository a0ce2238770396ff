import { proxy } from 'valtio';
import { adminApi, type AdminUser, type Hotel } from '../api/admin.ts';
import { idle, track } from './async.ts';

/** The user edit page: the user, the entities they can be linked to, and each action's state. */
export const userEditState = proxy({
  user: null as AdminUser | null,
  hotels: [] as Hotel[],
  load: idle(),
  save: idle(),
  link: idle(),
  saved: false,
});

export async function loadUserForEdit(id: string): Promise<void> {
  userEditState.saved = false;
  await track(userEditState.load, async () => {
    const user = await adminApi.user(id);
    userEditState.user = user;
    userEditState.hotels = user.organizationId ? await adminApi.hotels(user.organizationId) : [];
  });
}

export async function saveUser(
  id: string,
  fields: Partial<Pick<AdminUser, 'name' | 'email' | 'agentCode' | 'role' | 'profile'>>,
): Promise<void> {
  userEditState.saved = false;
  const saved = await track(userEditState.save, () => adminApi.updateUser(id, fields));
  if (saved) {
    userEditState.user = saved;
    userEditState.saved = true;
  }
}

export async function linkUserHotel(id: string, hotelId: string, linked: boolean): Promise<void> {
  const updated = await track(userEditState.link, () => adminApi.linkHotel(id, hotelId, linked));
  if (updated) userEditState.user = updated;
}
