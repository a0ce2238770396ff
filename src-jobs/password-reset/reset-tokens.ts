import { DerivedTokens, hashDerivedToken } from '../reactors/derived-tokens.ts';

/** What the log and the credentials read model keep of a reset token: its SHA-256, never the token. */
export const hashResetToken = hashDerivedToken;

/** Password-reset tokens: derived from the secret and the PasswordResetRequested event's id. */
export class ResetTokens extends DerivedTokens {
  constructor(secret: Buffer) {
    super(secret, 'password-reset');
  }
}
