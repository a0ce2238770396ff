import { needsHotel } from '../../src-domain/shared/roles.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { ApiError } from '../http/api-error.ts';

export const USER_NOT_AT_HOTEL = 'inspections.userNotAtEntity';

/**
 * Who an inspection may be assigned to: an active person who works at its entity (an agent or the entity's
 * admin: the roles linked to entities), in the entity's organization. An id that names nobody, someone of
 * another organization, an admin above the entity or a deactivated user all get the same 400, so the
 * answer says nothing about who the id belongs to (and the inspection's pushes never reach them).
 */
export async function assignableUser(
  readModels: ReadModels,
  hotel: AssigningHotel | null,
  userId: string,
): Promise<UserDocument> {
  const user = await userQueries(readModels).byId(userId);
  if (!hotel || !user || !worksAt(user, hotel))
    throw new ApiError(400, USER_NOT_AT_HOTEL, { user: USER_NOT_AT_HOTEL });
  return user;
}

type AssigningHotel = Pick<HotelDocument, '_id' | 'organizationId'>;

/** The one rule of who works at an entity (a deactivated user's role is linked to none). */
const worksAt = (user: UserDocument, hotel: AssigningHotel) =>
  needsHotel(user.role) && user.organizationId === hotel.organizationId && user.hotelIds.includes(hotel._id);

/** Everyone `assignableUser` accepts for this entity, by name: the choices a form offers. */
export async function assignableUsers(
  readModels: ReadModels,
  hotel: AssigningHotel,
): Promise<UserDocument[]> {
  const atHotel = await userQueries(readModels).inScope({
    organizationId: hotel.organizationId,
    hotelIds: hotel._id,
  });
  return atHotel.filter((user) => worksAt(user, hotel));
}
