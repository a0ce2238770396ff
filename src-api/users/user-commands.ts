import type { UserProfileFields } from '../../src-domain/user/index.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import type { CommandContext, CommandHandler } from '../../src-domain/store/command-handler.ts';
import { releaseUnique, reserveUnique, sameUniqueValue } from '../../src-domain/store/reservation.ts';
import type { Actor } from '../hotels/hotel-commands.ts';
import { userEmail } from './create-user.ts';

/** A changed e-mail is reserved before the change and the old one released after it. */
export async function updateUser(
  commands: CommandHandler,
  actor: Actor,
  userId: string,
  currentEmail: string,
  fields: Partial<UserProfileFields>,
) {
  const context: CommandContext = { actorId: actor.id };
  const changedEmail =
    fields.email !== undefined && !sameUniqueValue(userEmail(fields.email), userEmail(currentEmail));
  if (changedEmail) await reserveUnique(commands, userEmail(fields.email!), userId, context);
  try {
    const result = await commands.handle(
      userDecider,
      userStream(userId),
      { type: 'UpdateUser', actorRole: actor.role, fields },
      context,
    );
    if (changedEmail) await releaseUnique(commands, userEmail(currentEmail), userId, context);
    return result;
  } catch (error) {
    if (changedEmail) await releaseUnique(commands, userEmail(fields.email!), userId, context);
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
  await releaseUnique(commands, userEmail(email), userId, context);
  return result;
}
