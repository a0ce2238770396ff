import type { CredentialStore } from '../../src-domain/credentials/credential-store.ts';
import type { EventStore, RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { userStream, type UserEvent, type UserState } from '../../src-domain/user/index.ts';
import { evolveUser, initialUserState } from '../../src-domain/user/state.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/email-change-mail.ts';
import type { OutboxEntry, OutboxMail } from '../mail/outbox.ts';
import { tokenLinkTemplate } from '../mail/token-link-template.ts';
import type { MailContent } from '../mail/templates.ts';
import type { DerivedTokens } from '../reactors/derived-tokens.ts';
import { mayMailDerivedToken } from '../reactors/credential-check.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';

export const EMAIL_CHANGE_CONFIRM_TEMPLATE = 'emailChangeConfirm';
export const EMAIL_CHANGE_REQUESTED_TEMPLATE = 'emailChangeRequested';
export const EMAIL_CHANGED_TEMPLATE = 'emailChanged';

type Requested = Extract<UserEvent, { type: 'UserEmailChangeRequested' }>;
type Changed = Extract<UserEvent, { type: 'UserEmailChanged' }>;

export interface EmailChangeReactorOptions {
  events: EventStore;
  readModels: ReadModels;
  credentials: CredentialStore;
  tokens: DerivedTokens;
  now?: () => number;
  log?: (line: string) => void;
}

/**
 * UserEmailChangeRequested -> the link to the NEW address, whose token is derived again from the event's id
 * when the mail is rendered. Nothing for a request whose link has expired (a late start or a replay mails no
 * dead link), for a user gone or deactivated since, or for a stored hash this secret did not make (a request
 * made before the mails were reactors, already mailed then, or under another secret).
 */
export function emailChangeConfirmReactor(options: EmailChangeReactorOptions): Reactor {
  const mails = mailsFor(options);
  return {
    name: REACTOR_NAMES.emailChangeConfirm,
    eventTypes: ['UserEmailChangeRequested'],
    readModels: ['users'],
    async react(recorded) {
      const { data } = recorded as unknown as RecordedEvent<Requested['type'], Requested['data']>;
      if (!(await mails.isLive(recorded, data))) return null;
      const user = await mails.recipient(recorded);
      return user && { template: EMAIL_CHANGE_CONFIRM_TEMPLATE, to: data.email, ...user };
    },
  };
}

/**
 * The OLD address is told, without a link, that a change to the new one was asked for
 * (UserEmailChangeRequested, under the same rules as the link) and that it was made (UserEmailChanged, for a
 * request that was mailed by the reactors). Its owner learns of a change they did not want, and can alert an
 * administrator. A separate reactor from the link's, so each mail is one outbox entry keyed by the event.
 */
export function emailChangeNoticeReactor(options: EmailChangeReactorOptions): Reactor {
  const mails = mailsFor(options);
  return {
    name: REACTOR_NAMES.emailChangeNotice,
    eventTypes: ['UserEmailChangeRequested', 'UserEmailChanged'],
    readModels: ['users'],
    async react(recorded): Promise<OutboxMail | null> {
      // The stream up to the event: the address the user had when the change was asked for, which the read
      // model no longer holds once the change is confirmed (a late start, a replay).
      const before = (await options.events.readStream(recorded.stream)).filter(
        (event) => event.version < recorded.version,
      );
      if (recorded.type === 'UserEmailChangeRequested') {
        const { data } = recorded as unknown as RecordedEvent<Requested['type'], Requested['data']>;
        if (!(await mails.isLive(recorded, data))) return null;
        const user = await mails.recipient(recorded);
        const oldEmail = foldUser(before).profile?.email;
        if (!user || !oldEmail) return null;
        return {
          template: EMAIL_CHANGE_REQUESTED_TEMPLATE,
          to: oldEmail,
          params: { ...user.params, newEmail: data.email },
          organizationId: user.organizationId,
        };
      }
      const { data } = recorded as unknown as RecordedEvent<Changed['type'], Changed['data']>;
      const request = before.findLast((event) => event.type === 'UserEmailChangeRequested');
      // A change asked for before the mails were reactors was told to the old address by its request.
      if (!request || !(await mails.isDerived(request, (request.data as Requested['data']).credentialId)))
        return null;
      const user = await mails.recipient(recorded);
      return (
        user && {
          template: EMAIL_CHANGED_TEMPLATE,
          to: data.previousEmail,
          params: { ...user.params, newEmail: data.email },
          organizationId: user.organizationId,
        }
      );
    },
  };
}

function mailsFor(options: EmailChangeReactorOptions) {
  const now = options.now ?? Date.now;
  const isDerived = (recorded: RecordedEvent, credentialId: string) =>
    mayMailDerivedToken(
      options.credentials,
      options.tokens,
      recorded,
      credentialId,
      'e-mail change',
      options.log,
    );
  return {
    isDerived,
    isLive: async (recorded: RecordedEvent, data: Requested['data']) =>
      Date.parse(data.expiresAt) > now() && (await isDerived(recorded, data.credentialId)),
    /** The user's name and language as they are now; null for a user gone or deactivated. */
    async recipient(
      recorded: RecordedEvent,
    ): Promise<{ params: { name: string; language: string }; organizationId: string | null } | null> {
      const userId = recorded.stream.slice(userStream('').length);
      const user = await userQueries(options.readModels).byId(userId);
      if (!user || user.role === 'deactivated') return null;
      return { params: { name: user.name, language: user.language }, organizationId: user.organizationId };
    },
  };
}

function foldUser(events: RecordedEvent[]): UserState {
  return events.reduce(
    (state, event) => evolveUser(state, { type: event.type, data: event.data } as UserEvent),
    initialUserState(),
  );
}

/** The link mail of an outbox entry (the token derived again from the event's id, at each attempt). */
export function emailChangeConfirmTemplate(publicUrl: string, tokens: DerivedTokens) {
  return tokenLinkTemplate(emailChangeConfirmMail, publicUrl, tokens);
}

/** The notices to the old address: no secret, all in the entry. */
export function emailChangeNoticeTemplate(stage: 'requested' | 'changed') {
  return (entry: OutboxEntry): MailContent =>
    emailChangeNoticeMail(
      stage,
      entry.mail.to,
      entry.mail.params.name ?? '',
      entry.mail.params.language ?? '',
      entry.mail.params.newEmail ?? '',
    );
}
