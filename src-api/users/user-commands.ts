import type { UserProfileFields } from '../../src-domain/user/index.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import type { CommandContext, CommandHandler } from '../../src-domain/store/command-handler.ts';
import { reservationDecider, reservationStream } from '../../src-domain/store/reservation.ts';
import type { Actor } from '../hotels/hotel-commands.ts';
import { EMAIL_TAKEN } from './create-user.ts';

const emailReservation = reservationDecider(EMAIL_TAKEN);
const emailStream = (email: string) => reservationStream('userEmail', email);

/** A changed e-mail is reserved before the change and the old one released after it. */
export async function updateUser(
  commands: CommandHandler,
  actor: Actor,
  userId: string,
  currentEmail: string,
  fields: Partial<UserProfileFields>,
) {
  const context: CommandContext = { actorId: actor.id };
  const changedEmail = fields.email !== undefined && fields.email !== currentEmail;
  if (changedEmail)
    await commands.handle(
      emailReservation,
      emailStream(fields.email!),
      { type: 'Reserve', ownerId: userId },
      context,
    );
  try {
    const result = await commands.handle(
      userDecider,
      userStream(userId),
      { type: 'UpdateUser', actorRole: actor.role, fields },
      context,
    );
    if (changedEmail)
      await commands.handle(
        emailReservation,
        emailStream(currentEmail),
        { type: 'Release', ownerId: userId },
        context,
      );
    return result;
  } catch (error) {
    if (changedEmail)
      await commands.handle(
        emailReservation,
        emailStream(fields.email!),
        { type: 'Release', ownerId: userId },
        context,
      );
    throw error;
  }
}

/** A deleted user's e-mail becomes free again. */
export async function deleteUser(commands: CommandHandler, actor: Actor, userId: string, email: string) {
  const context: CommandContext = { actorId: actor.id };
  const result = await commands.handle(
    userDecider,
    userStream(userId),
    { type: 'DeleteUser', now: new Date().toISOString() },
    context,
  );
  await commands.handle(emailReservation, emailStream(email), { type: 'Release', ownerId: userId }, context);
  return result;
}
