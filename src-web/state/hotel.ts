import { proxy } from 'valtio';
import { adminApi, type AdminUser, type Hotel } from '../api/admin.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveDocument, liveList, together } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';
import { room } from '../../src-domain/shared/rooms.ts';

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

/** Shows the change at once and sends it; a refusal puts the user back as they were and shows why. */
export async function setUserLinked(user: AdminUser, hotelId: string, linked: boolean): Promise<void> {
  const before = entityState.users.find((u) => u.id === user.id);
  const replace = (next: AdminUser) =>
    (entityState.users = entityState.users.map((u) => (u.id === next.id ? next : u)));
  if (before)
    replace({
      ...before,
      hotelIds: linked ? [...before.hotelIds, hotelId] : before.hotelIds.filter((id) => id !== hotelId),
    });
  const updated = await track(entityState.link, () => adminApi.linkHotel(user.id, hotelId, linked));
  if (updated) replace(updated);
  else if (before) replace(before);
}

/** The entity and its organization's users kept current from the organization's room. */
export function entityWatch(hotelId: string, organizationId: string): LiveWatch {
  return together(
    () => loadEntity(hotelId),
    liveDocument<Hotel>({
      collection: 'hotels',
      id: hotelId,
      get: () => entityState.entity,
      set: (entity) => (entityState.entity = entity),
    }),
    liveList<AdminUser>({
      rooms: [room('org', organizationId)],
      collection: 'users',
      toRow: (doc) => ((doc as AdminUser).organizationId === organizationId ? (doc as AdminUser) : null),
      compare: byName,
      rows: () => entityState.users,
      setRows: (rows) => (entityState.users = rows),
      reload: () => {},
    }),
  );
}
