import { createHash, createHmac } from 'node:crypto';

/** What the log and the credentials read model keep of a reset token: its SHA-256, never the token. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Password-reset tokens derived from a server secret and the id of the PasswordResetRequested event
 * (HMAC-SHA256, 256 bits). The API picks the event's id before it appends, so the event carries only the
 * token's hash; the mail reactor derives the same token again from the event's id whenever it renders the
 * mail, after a replay or a restart too. So the plain token is written nowhere (not in the log, not in the
 * outbox) but in the mail itself, and it cannot be guessed from the log without the secret.
 */
export class ResetTokens {
  constructor(private readonly secret: Buffer) {
    if (secret.length < 32) throw new Error('The reset-token secret must hold at least 32 bytes');
  }

  tokenFor(eventId: string): string {
    return createHmac('sha256', this.secret).update(`password-reset:${eventId}`).digest('base64url');
  }

  hashFor(eventId: string): string {
    return hashResetToken(this.tokenFor(eventId));
  }
}
