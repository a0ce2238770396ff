import { createHash, createHmac } from 'node:crypto';

/** What the log and the read models keep of a mailed token: its SHA-256, never the token. */
export const hashDerivedToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Tokens a mail carries, derived from a server secret and the id of the event that asks for the mail
 * (HMAC-SHA256 over `<purpose>:<eventId>`, 256 bits). The API picks the event's id before it appends, so the
 * event carries only the token's hash; the mail reactor derives the same token again from the event's id
 * whenever it renders the mail, after a replay or a restart too. So the plain token is written nowhere (not
 * in the log, not in the outbox) but in the mail, and cannot be guessed from the log without the secret.
 * The purpose keeps one flow's token from ever being another's, for the same secret and event id.
 */
export class DerivedTokens {
  constructor(
    private readonly secret: Buffer,
    private readonly purpose: string,
  ) {
    if (secret.length < 32) throw new Error('The token secret must hold at least 32 bytes');
  }

  tokenFor(eventId: string): string {
    return createHmac('sha256', this.secret).update(`${this.purpose}:${eventId}`).digest('base64url');
  }

  hashFor(eventId: string): string {
    return hashDerivedToken(this.tokenFor(eventId));
  }
}
