import { proxy } from 'valtio';
import { adminApi, type AdminUser, type Hotel } from '../api/admin.ts';
import { idle, track } from './async.ts';

/** One entity's page: the entity, its organization's users (to show and link), and the link action. */
export const entityState = proxy({
  entity: null as Hotel | null,
  users: [] as AdminUser[],
  load: idle(),
  link: idle(),
});

export async function loadEntity(hotelId: string): Promise<void> {
  await track(entityState.load, async () => {
    const entity = await adminApi.hotel(hotelId);
    entityState.entity = entity;
    entityState.users = await adminApi.users(entity.organizationId);
  });
}

export async function setUserLinked(user: AdminUser, hotelId: string, linked: boolean): Promise<void> {
  const updated = await track(entityState.link, () => adminApi.linkHotel(user.id, hotelId, linked));
  if (updated) entityState.users = entityState.users.map((u) => (u.id === updated.id ? updated : u));
}
