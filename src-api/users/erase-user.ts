import { userDecider, userStream } from '../../src-domain/user/index.ts';
import type { CommandActor } from '../../src-domain/shared/actor.ts';
import { releaseUnique } from '../../src-domain/shared/reservation.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import type { ApiServices } from '../services.ts';
import { userEmail } from './create-user.ts';

type Services = Pick<ApiServices, 'commands' | 'sessions' | 'personalData' | 'clock'>;

/**
 * Erases a person (issue #17 item 5): `UserErased` is recorded, their e-mail reservations are released, their
 * sign-ins end, and their key, credentials and mail are deleted. Every step is idempotent, so a retry after
 * a failure finishes what was left (the event is recorded once). The log is not touched otherwise: its
 * events keep their bytes and hashes, and their personal fields read as the erased marker from now on.
 */
export async function eraseUser(services: Services, actor: CommandActor, userId: string) {
  const { commands, sessions, personalData, clock } = services;
  // Read while the key is still there: what to look for in the mail, which addresses to release.
  const traces = await personalData.traces(userId);
  if (!traces) throw new ApiError(404, API_ERRORS.notFound);
  const context = { actorId: actor.id };
  const result = await commands.handle(
    userDecider,
    userStream(userId),
    { type: 'EraseUser', now: clock.now().toISOString() },
    context,
  );
  for (const address of traces.addresses) await releaseUnique(commands, userEmail(address), userId, context);
  await sessions.destroyAllOf(userId);
  await personalData.erase(userId, traces);
  return result;
}
