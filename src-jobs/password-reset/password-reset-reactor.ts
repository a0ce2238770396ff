import type { CredentialStore } from '../../src-domain/credentials/credential-store.ts';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { userStream, type UserEvent } from '../../src-domain/user/index.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import type { OutboxMail } from '../mail/outbox.ts';
import { invitationMail } from '../mail/invitation-mail.ts';
import { passwordResetMail } from '../mail/password-reset-mail.ts';
import { tokenLinkTemplate } from '../mail/token-link-template.ts';
import { mayMailDerivedToken } from '../reactors/credential-check.ts';
import type { Reactor } from '../reactors/reactor.ts';
import type { ResetTokens } from './reset-tokens.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';

export const PASSWORD_RESET_TEMPLATE = 'passwordReset';
export const INVITATION_TEMPLATE = 'invitation';

type ResetRequested = Extract<UserEvent, { type: 'PasswordResetRequested' }>;

export interface PasswordResetReactorOptions {
  readModels: ReadModels;
  credentials: CredentialStore;
  tokens: ResetTokens;
  now?: () => number;
  log?: (line: string) => void;
}

/**
 * PasswordResetRequested -> the reset mail to the user, in their language (the invitation for a request its
 * creating admin made). Nothing for a request whose
 * link has expired (a late start or a replay of old events mails no dead link), for a user gone or
 * deactivated since, or for a request whose stored hash was not derived from this server's secret (a request
 * made before tokens were derived, or under another secret): no mail could carry its token.
 */
export function passwordResetReactor(options: PasswordResetReactorOptions): Reactor {
  const now = options.now ?? Date.now;
  return {
    name: REACTOR_NAMES.passwordReset,
    eventTypes: ['PasswordResetRequested'],
    readModels: ['users'],
    async react(recorded: RecordedEvent): Promise<OutboxMail | null> {
      const { data } = recorded as unknown as RecordedEvent<ResetRequested['type'], ResetRequested['data']>;
      if (Date.parse(data.expiresAt) <= now()) return null;
      if (
        !(await mayMailDerivedToken(
          options.credentials,
          options.tokens,
          recorded,
          data.credentialId,
          'password reset',
          options.log,
        ))
      )
        return null;
      const userId = recorded.stream.slice(userStream('').length);
      const user = await userQueries(options.readModels).byId(userId);
      if (!user || user.role === 'deactivated') return null;
      return {
        template: data.invitation ? INVITATION_TEMPLATE : PASSWORD_RESET_TEMPLATE,
        to: user.email,
        params: { name: user.name, language: user.language },
        organizationId: user.organizationId,
      };
    },
  };
}

/** Renders the invitation of an outbox entry: the same token as a reset's, on the same page. */
export function invitationTemplate(publicUrl: string, tokens: ResetTokens) {
  return tokenLinkTemplate(invitationMail, publicUrl, tokens);
}

/** Renders the reset mail of an outbox entry (the token derived again from the event's id, at each attempt). */
export function passwordResetTemplate(publicUrl: string, tokens: ResetTokens) {
  return tokenLinkTemplate(passwordResetMail, publicUrl, tokens);
}
