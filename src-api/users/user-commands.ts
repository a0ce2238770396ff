import type { UserProfileFields } from '../../src-domain/user/index.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import type { CommandContext, CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import { releaseUnique } from '../../src-domain/shared/reservation.ts';
import type { CommandActor } from '../../src-domain/shared/actor.ts';
import { userEmail } from './create-user.ts';

/**
 * Name, agent code, role and profile change at once. The e-mail never changes here: it changes only when
 * the link mailed to the new address is opened (email-change.ts), and the decider refuses it otherwise.
 */
export async function updateUser(
  commands: CommandHandler,
  actor: CommandActor,
  userId: string,
  fields: Partial<Omit<UserProfileFields, 'email'>>,
) {
  return commands.handle(
    userDecider,
    userStream(userId),
    { type: 'UpdateUser', actorRole: actor.role, fields },
    { actorId: actor.id },
  );
}

/** A deleted user's e-mail becomes free again. */
export async function deleteUser(
  commands: CommandHandler,
  actor: CommandActor,
  userId: string,
  email: string,
  now: Date,
) {
  const context: CommandContext = { actorId: actor.id };
  const result = await commands.handle(
    userDecider,
    userStream(userId),
    { type: 'DeleteUser', now: now.toISOString() },
    context,
  );
  await releaseUnique(commands, userEmail(email), userId, context);
  return result;
}
