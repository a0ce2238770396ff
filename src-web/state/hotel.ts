import { proxy } from 'valtio';
import { adminApi, type AdminUser, type Hotel } from '../api/admin.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveDocument, liveList, together } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';
import { room } from '../../src-domain/shared/rooms.ts';

/** One entity's page: the entity, its organization's users (to show and link), and the link action. */
export const hotelState = proxy({
  hotel: null as Hotel | null,
  users: [] as AdminUser[],
  load: idle(),
  link: idle(),
});

export async function loadHotel(hotelId: string): Promise<void> {
  await track(hotelState.load, async () => {
    const hotel = await adminApi.hotel(hotelId);
    hotelState.hotel = hotel;
    hotelState.users = await adminApi.users(hotel.organizationId);
  });
}

/** Shows the change at once and sends it; a refusal puts the user back as they were and shows why. */
export async function setUserLinked(user: AdminUser, hotelId: string, linked: boolean): Promise<void> {
  const before = hotelState.users.find((u) => u.id === user.id);
  const replace = (next: AdminUser) =>
    (hotelState.users = hotelState.users.map((u) => (u.id === next.id ? next : u)));
  if (before)
    replace({
      ...before,
      hotelIds: linked ? [...before.hotelIds, hotelId] : before.hotelIds.filter((id) => id !== hotelId),
    });
  const updated = await track(hotelState.link, () => adminApi.linkHotel(user.id, hotelId, linked));
  if (updated) replace(updated);
  else if (before) replace(before);
}

/** The entity and its organization's users kept current from the organization's room. */
export function hotelWatch(hotelId: string, organizationId: string): LiveWatch {
  return together(
    () => loadHotel(hotelId),
    liveDocument<Hotel>({
      collection: 'hotels',
      id: hotelId,
      get: () => hotelState.hotel,
      set: (hotel) => (hotelState.hotel = hotel),
    }),
    liveList<AdminUser>({
      rooms: [room('org', organizationId)],
      collection: 'users',
      toRow: (doc) => ((doc as AdminUser).organizationId === organizationId ? (doc as AdminUser) : null),
      compare: byName,
      rows: () => hotelState.users,
      setRows: (rows) => (hotelState.users = rows),
      reload: () => {},
    }),
  );
}
