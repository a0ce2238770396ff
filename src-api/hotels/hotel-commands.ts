import type { CommandActor } from '../../src-domain/shared/actor.ts';
import { randomUUID } from 'node:crypto';
import { HOTEL_ERRORS, hotelDecider, hotelStream, type HotelFields } from '../../src-domain/hotel/index.ts';
import type { CommandContext, CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import { DEFAULT_TIME_ZONE } from '../../src-domain/shared/time-zone.ts';
import { withUniqueValue, type UniqueValue } from '../../src-domain/shared/reservation.ts';

/**
 * Entity names are unique within their organization (administration §5 "name required and unique"): the
 * same name in another organization is accepted, so the answer never tells one tenant about another's.
 */
const hotelName = (organizationId: string, name: string): UniqueValue => ({
  kind: 'hotelName',
  value: name,
  scope: organizationId,
  takenKey: HOTEL_ERRORS.nameTaken,
  field: 'name',
});

/** What a change needs to know of the entity it changes. */
export interface HotelRef {
  _id: string;
  name: string;
  organizationId: string;
}

export const EMPTY_HOTEL: HotelFields = {
  name: '',
  address: '',
  emailContact: '',
  reminderEmail: [],
  reportEmail: [],
  autoCloseWarningEmail: [],
  inactiveStartDate: null,
  inactiveEndDate: null,
  dashboardEnabled: false,
  timeZone: DEFAULT_TIME_ZONE,
};

/** The name is reserved first and released again if the entity is not created. */
export async function createHotel(
  commands: CommandHandler,
  actor: CommandActor,
  organizationId: string,
  fields: HotelFields,
  now: Date,
) {
  const hotelId = randomUUID();
  const context: CommandContext = { actorId: actor.id };
  const reserve = hotelName(organizationId, fields.name);
  return withUniqueValue(commands, hotelId, { reserve }, context, async () => {
    const result = await commands.handle(
      hotelDecider,
      hotelStream(hotelId),
      {
        type: 'CreateHotel',
        actorRole: actor.role,
        hotelId,
        organizationId,
        fields,
        now: now.toISOString(),
      },
      context,
    );
    return { hotelId, position: result.position };
  });
}

/** A rename reserves the new name before the change and releases the old one after it. */
export async function updateHotel(
  commands: CommandHandler,
  actor: CommandActor,
  hotel: HotelRef,
  fields: Partial<HotelFields>,
) {
  const context: CommandContext = { actorId: actor.id };
  const renamed = fields.name !== undefined;
  return withUniqueValue(
    commands,
    hotel._id,
    renamed
      ? {
          reserve: hotelName(hotel.organizationId, fields.name!),
          release: hotelName(hotel.organizationId, hotel.name),
        }
      : {},
    context,
    async () => {
      const result = await commands.handle(
        hotelDecider,
        hotelStream(hotel._id),
        { type: 'UpdateHotel', actorRole: actor.role, fields },
        context,
      );
      return { position: result.position };
    },
  );
}

/** A deleted entity's name becomes free again in its organization. */
export async function deleteHotel(commands: CommandHandler, actor: CommandActor, hotel: HotelRef, now: Date) {
  const context: CommandContext = { actorId: actor.id };
  const release = hotelName(hotel.organizationId, hotel.name);
  return withUniqueValue(commands, hotel._id, { release }, context, async () => {
    const result = await commands.handle(
      hotelDecider,
      hotelStream(hotel._id),
      { type: 'DeleteHotel', actorRole: actor.role, now: now.toISOString() },
      context,
    );
    return { position: result.position };
  });
}
