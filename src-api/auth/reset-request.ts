import { randomUUID } from 'node:crypto';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import type { ApiServices } from '../services.ts';
import { forgetCredentials, withNewCredential } from './credential-writes.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** An invitation waits for its reader longer than a reset someone has just asked for. */
export const INVITATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Appends PasswordResetRequested under an event id chosen here; the hash of the token derived from that id
 * goes to the credentials store, and the event names its credential. The jobs role's reactor derives the
 * same token from the event and mails it (the reset mail, or the invitation). Neither the token nor its hash
 * is written into the log. The link this one replaces can no longer be used, so its hash is forgotten.
 */
export async function requestPasswordLink(
  services: Pick<ApiServices, 'commands' | 'credentials' | 'resetTokens' | 'clock'>,
  userId: string,
  replaced: string | null,
  options: { invitation?: boolean; actorId?: string } = {},
): Promise<{ position: number }> {
  const eventId = randomUUID();
  const now = services.clock.now();
  const ttl = options.invitation ? INVITATION_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  const result = await withNewCredential(
    services.credentials,
    { userId, purpose: 'passwordReset', hash: services.resetTokens.hashFor(eventId), now },
    (credentialId) =>
      services.commands.handle(
        userDecider,
        userStream(userId),
        {
          type: 'RequestPasswordReset',
          credentialId,
          expiresAt: new Date(now.getTime() + ttl).toISOString(),
          ...(options.invitation ? { invitation: true } : {}),
        },
        { actorId: options.actorId ?? userId, eventId },
      ),
  );
  if (result.appended) await forgetCredentials(services.credentials, [replaced]);
  return { position: result.position };
}
