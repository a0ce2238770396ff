import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '../../src-domain/shared/locales.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import type { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import type { CredentialStore } from '../../src-domain/credentials/credential-store.ts';
import { releaseUnique, reserveUnique, type UniqueValue } from '../../src-domain/shared/reservation.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import { withNewCredential } from '../auth/credential-writes.ts';
import { hashPassword } from '../auth/passwords.ts';

/**
 * E-mails are unique across the product (sign-in looks a user up by e-mail alone). A taken address answers
 * this neutral key whoever holds it, so an admin never learns that it belongs to another organization.
 */
export const EMAIL_TAKEN = 'users.emailUnavailable';
export const userEmail = (email: string): UniqueValue => ({
  kind: 'userEmail',
  value: email,
  takenKey: EMAIL_TAKEN,
  field: 'email',
});

export interface NewUser {
  name: string;
  email: string;
  role: Role;
  organizationId: string | null;
  hotelIds?: string[];
  agentCode?: string | null;
  language?: Locale;
  password: string | null;
  profile?: string;
  actorId?: string;
  /** The creating admin's role bounds the role given; absent for the system (demo data, create-admin). */
  actorRole?: Role;
}

/** What creating a user writes to: the log, and the credentials store for the password's hash. */
export interface UserWriters {
  commands: CommandHandler;
  credentials: CredentialStore;
}

/**
 * Reserves the e-mail (unique across the product), then creates the user; both as events. A password's hash
 * goes to the credentials store; `UserCreated` names its credential.
 */
export async function createUser(
  { commands, credentials }: UserWriters,
  input: NewUser,
  now: Date,
): Promise<{ userId: string; position: number }> {
  const userId = randomUUID();
  const email = input.email.trim().toLowerCase();
  const context = { actorId: input.actorId ?? userId };
  const reservation = userEmail(email);
  await reserveUnique(commands, reservation, userId, context);
  try {
    const create = (passwordCredentialId: string | null) =>
      commands.handle(
        userDecider,
        userStream(userId),
        {
          type: 'CreateUser',
          actorRole: input.actorRole,
          userId,
          organizationId: input.organizationId,
          name: input.name.trim(),
          email,
          role: input.role,
          agentCode: input.agentCode ?? null,
          profile: input.profile ?? '',
          language: input.language ?? DEFAULT_LOCALE,
          passwordCredentialId,
          hotelIds: input.hotelIds ?? [],
          now: now.toISOString(),
        },
        context,
      );
    const result =
      input.password === null
        ? await create(null)
        : await withNewCredential(
            credentials,
            { userId, purpose: 'password', hash: await hashPassword(input.password), now },
            create,
          );
    return { userId, position: result.position };
  } catch (error) {
    // The user was not created: the e-mail is free again.
    await releaseUnique(commands, reservation, userId, context);
    throw error;
  }
}
