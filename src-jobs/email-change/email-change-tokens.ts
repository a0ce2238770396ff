import { DerivedTokens } from '../reactors/derived-tokens.ts';

/** E-mail change links' tokens: derived from the secret and the UserEmailChangeRequested event's id. */
export class EmailChangeTokens extends DerivedTokens {
  constructor(secret: Buffer) {
    super(secret, 'email-change');
  }
}
