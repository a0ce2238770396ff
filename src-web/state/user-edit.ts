import { proxy } from 'valtio';
import { adminApi, type AdminUser, type Hotel, type LinkedInspectionType } from '../api/admin.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveDocument, liveList, together } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';
import { room } from '../../src-domain/shared/rooms.ts';

/** The user edit page: the user, the entities they can be linked to, and each action's state. */
export const userEditState = proxy({
  user: null as AdminUser | null,
  hotels: [] as Hotel[],
  /** The user's linked types, and the organization's types the actor may link. */
  linkedTypes: [] as LinkedInspectionType[],
  linkableTypes: [] as Array<{ id: string; name: string; hotelId: string | null }>,
  /** Whose entity and type lists are held: until they are, the lists say loading, not "not linked". */
  listsOf: null as string | null,
  load: idle(),
  save: idle(),
  link: idle(),
  erase: idle(),
  saved: false,
});

export async function loadUserForEdit(id: string): Promise<void> {
  userEditState.saved = false;
  if (userEditState.listsOf !== id) userEditState.listsOf = null;
  await track(userEditState.load, async () => {
    const user = await adminApi.user(id);
    userEditState.user = user;
    const organizationId = user.organizationId;
    const [hotels, linkedTypes, linkableTypes] = await Promise.all([
      organizationId ? adminApi.hotels(organizationId) : Promise.resolve([]),
      adminApi.userInspectionTypes(id),
      organizationId ? adminApi.organizationInspectionTypes(organizationId) : Promise.resolve([]),
    ]);
    Object.assign(userEditState, { hotels, linkedTypes, linkableTypes, listsOf: id });
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

/** Erases the user's personal data, then shows them as they are now (erased). True when it was done. */
export async function eraseUser(id: string): Promise<boolean> {
  const done = await track(userEditState.erase, () => adminApi.eraseUser(id));
  if (!done) return false;
  userEditState.user = await adminApi.user(id);
  return true;
}

export async function linkUserHotel(id: string, hotelId: string, linked: boolean): Promise<void> {
  const updated = await track(userEditState.link, () => adminApi.linkHotel(id, hotelId, linked));
  if (updated) userEditState.user = updated;
}

export async function linkUserInspectionType(id: string, typeId: string, linked: boolean): Promise<void> {
  const updated = await track(userEditState.link, () => adminApi.linkInspectionType(id, typeId, linked));
  if (!updated) return;
  userEditState.user = updated;
  // The linked list follows from what the page holds (the type was one of the linkable ones): no reload.
  const others = userEditState.linkedTypes.filter((type) => type.id !== typeId);
  const type = userEditState.linkableTypes.find((candidate) => candidate.id === typeId);
  if (!linked || !type) {
    userEditState.linkedTypes = others;
    return;
  }
  const hotel = userEditState.hotels.find((candidate) => candidate.id === type.hotelId);
  userEditState.linkedTypes = [
    ...others,
    { id: type.id, name: type.name, hotel: hotel ? { id: hotel.id, name: hotel.name } : null },
  ];
}

/** The user and the entities of its organization, kept current from the organization's room. */
export function userEditWatch(id: string, organizationId: string): LiveWatch {
  return together(
    () => loadUserForEdit(id),
    liveDocument<AdminUser>({
      collection: 'users',
      id,
      get: () => userEditState.user,
      set: (user) => (userEditState.user = user),
    }),
    liveList<Hotel>({
      rooms: [room('org', organizationId)],
      collection: 'hotels',
      toRow: (doc) => ((doc as Hotel).organizationId === organizationId ? (doc as Hotel) : null),
      compare: byName,
      rows: () => userEditState.hotels,
      setRows: (rows) => (userEditState.hotels = rows),
      reload: () => {},
    }),
  );
}
