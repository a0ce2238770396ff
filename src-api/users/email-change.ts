import { createHash, randomUUID } from 'node:crypto';
import type { CommandContext } from '../../src-domain/eventstore/command-handler.ts';
import { withUniqueValue } from '../../src-domain/shared/reservation.ts';
import { USER_ERRORS, userDecider, userStream } from '../../src-domain/user/index.ts';
import { EMAIL_CHANGE_TOKEN_TTL_HOURS } from '../../src-domain/user/rules.ts';
import { credentialQueries } from '../../src-projections/credentials/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { forgetCredentials, withNewCredential } from '../auth/credential-writes.ts';
import { ApiError } from '../http/api-error.ts';
import type { ApiServices } from '../services.ts';
import { EMAIL_TAKEN, userEmail } from './create-user.ts';

export const EMAIL_CHANGE_TOKEN_TTL_MS = EMAIL_CHANGE_TOKEN_TTL_HOURS * 60 * 60 * 1000;
export const EMAIL_CHANGE_MESSAGES = {
  confirmed: 'users.emailConfirmed',
  missingToken: 'users.emailChangeMissingToken',
} as const;

type Services = Pick<ApiServices, 'commands' | 'readModels' | 'credentials' | 'emailChangeTokens' | 'clock'>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidToken = () => new ApiError(400, USER_ERRORS.emailChangeInvalid);

/** Said at once when the read model knows the address is taken; the reservation at confirmation decides. */
export async function assertEmailFree(readModels: ReadModels, userId: string, email: string) {
  const holder = await userQueries(readModels).byEmail(email);
  if (holder && holder._id !== userId) throw new ApiError(400, EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

/**
 * Asks for `user`'s e-mail to become `email`: nothing changes yet. The event is appended under an id chosen
 * here; the hash of the token derived from that id goes to the credentials store and the event names its
 * credential (a replaced link's hash is forgotten); the jobs role's reactors then mail the link
 * (the same token, derived again) to the new address, whoever opens it proving they read it, and a notice to
 * the old one, whose owner learns of it. The caller has already checked, through `userFor`, that the actor
 * may administer the user (themselves or a higher rank).
 */
export async function requestEmailChange(
  services: Services,
  actorId: string,
  user: Pick<UserDocument, '_id'>,
  email: string,
): Promise<{ position: number }> {
  const { commands, readModels, credentials, emailChangeTokens, clock } = services;
  await assertEmailFree(readModels, user._id, email);
  const replaced = (await credentialQueries(readModels).byUserId(user._id))?.emailChangeCredentialId;
  const eventId = randomUUID();
  const now = clock.now();
  const result = await withNewCredential(
    credentials,
    { userId: user._id, purpose: 'emailChange', hash: emailChangeTokens.hashFor(eventId), now },
    (credentialId) =>
      commands.handle(
        userDecider,
        userStream(user._id),
        {
          type: 'RequestEmailChange',
          email,
          credentialId,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TOKEN_TTL_MS).toISOString(),
        },
        { actorId, eventId },
      ),
  );
  if (result.appended) await forgetCredentials(credentials, [replaced]);
  return { position: result.position };
}

/**
 * The link's token makes the new address the user's: reserved now (it must still be free), the old one
 * released; a reactor tells the old address (UserEmailChanged). An unknown, used or replaced token and an
 * expired one are refused with their keys; nothing is reserved then.
 */
export async function confirmEmailChange(services: Services, token: string): Promise<{ position: number }> {
  const { commands, readModels, credentials, clock } = services;
  const link = await credentials.findByHash('emailChange', hashOf(token));
  if (!link) throw invalidToken();
  const user = await userQueries(readModels).byId(link.userId);
  const email = user?.pendingEmail;
  if (!user || !email) throw invalidToken();
  const context: CommandContext = { actorId: user._id };
  const { position } = await withUniqueValue(
    commands,
    user._id,
    { reserve: userEmail(email), release: userEmail(user.email) },
    context,
    () =>
      commands.handle(
        userDecider,
        userStream(user._id),
        // The address reserved is the one confirmed: the decider refuses the token if the pending one differs.
        { type: 'ConfirmEmailChange', credentialId: link.id, email, now: clock.now().toISOString() },
        context,
      ),
  );
  // The link is used up: its hash is kept no longer.
  await forgetCredentials(credentials, [link.id]);
  return { position };
}
