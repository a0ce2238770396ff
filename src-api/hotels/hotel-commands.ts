import { randomUUID } from 'node:crypto';
import { HOTEL_ERRORS, hotelDecider, hotelStream, type HotelFields } from '../../src-domain/hotel/index.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import type { CommandContext, CommandHandler } from '../../src-domain/store/command-handler.ts';
import { reservationDecider, reservationStream } from '../../src-domain/store/reservation.ts';

const nameReservation = reservationDecider(HOTEL_ERRORS.nameTaken);
const nameStream = (name: string) => reservationStream('hotelName', name);

export interface Actor {
  id: string;
  role: Role;
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
};

/** Entity names are unique across the product: reserved first, released if the entity is not created. */
export async function createHotel(
  commands: CommandHandler,
  actor: Actor,
  organizationId: string,
  fields: HotelFields,
) {
  const hotelId = randomUUID();
  const context: CommandContext = { actorId: actor.id };
  await commands.handle(
    nameReservation,
    nameStream(fields.name),
    { type: 'Reserve', ownerId: hotelId },
    context,
  );
  try {
    const result = await commands.handle(
      hotelDecider,
      hotelStream(hotelId),
      {
        type: 'CreateHotel',
        actorRole: actor.role,
        hotelId,
        organizationId,
        fields,
        now: new Date().toISOString(),
      },
      context,
    );
    return { hotelId, position: result.position };
  } catch (error) {
    await commands.handle(
      nameReservation,
      nameStream(fields.name),
      { type: 'Release', ownerId: hotelId },
      context,
    );
    throw error;
  }
}

/** A rename reserves the new name before the change and releases the old one after it. */
export async function updateHotel(
  commands: CommandHandler,
  actor: Actor,
  hotelId: string,
  currentName: string,
  fields: Partial<HotelFields>,
) {
  const context: CommandContext = { actorId: actor.id };
  const renamed =
    fields.name !== undefined && fields.name.trim().toLowerCase() !== currentName.trim().toLowerCase();
  if (renamed)
    await commands.handle(
      nameReservation,
      nameStream(fields.name!),
      { type: 'Reserve', ownerId: hotelId },
      context,
    );
  try {
    const result = await commands.handle(
      hotelDecider,
      hotelStream(hotelId),
      { type: 'UpdateHotel', actorRole: actor.role, fields },
      context,
    );
    if (renamed)
      await commands.handle(
        nameReservation,
        nameStream(currentName),
        { type: 'Release', ownerId: hotelId },
        context,
      );
    return { position: result.position };
  } catch (error) {
    if (renamed)
      await commands.handle(
        nameReservation,
        nameStream(fields.name!),
        { type: 'Release', ownerId: hotelId },
        context,
      );
    throw error;
  }
}

export async function deleteHotel(commands: CommandHandler, actor: Actor, hotelId: string, name: string) {
  const context: CommandContext = { actorId: actor.id };
  const result = await commands.handle(
    hotelDecider,
    hotelStream(hotelId),
    { type: 'DeleteHotel', actorRole: actor.role, now: new Date().toISOString() },
    context,
  );
  await commands.handle(nameReservation, nameStream(name), { type: 'Release', ownerId: hotelId }, context);
  return { position: result.position };
}
