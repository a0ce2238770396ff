import type { Role } from '../../src-domain/shared/roles.ts';
import type { UserEvent } from '../../src-domain/user/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** What sign-in and password reset look up. Kept apart from `users` so no user query can return a hash. */
export interface CredentialDocument extends Document {
  email: string;
  passwordHash: string | null;
  role: Role;
  resetTokenHash: string | null;
  resetExpiresAt: string | null;
  /** The hash of the outstanding e-mail confirmation token: the confirmation route finds the user by it. */
  emailChangeTokenHash?: string | null;
}

/** What sign-in reads: the e-mail, the role, and the secrets; hotels and profile are the `users` model's. */
type CredentialEvent = Extract<
  UserEvent,
  {
    type:
      | 'UserCreated'
      | 'PasswordResetRequested'
      | 'PasswordReset'
      | 'UserRoleChanged'
      | 'UserEmailChangeRequested'
      | 'UserEmailChanged'
      | 'UserUpdated'
      | 'UserDeleted';
  }
>;

export const credentialsProjection: Projection<CredentialDocument, CredentialEvent> = {
  name: 'credentials',
  collection: 'credentials',
  version: 3,
  handles: {
    UserCreated: true,
    PasswordResetRequested: true,
    PasswordReset: true,
    UserRoleChanged: true,
    UserEmailChangeRequested: true,
    UserEmailChanged: true,
    UserUpdated: true,
    UserDeleted: true,
  },
  documentIds: idOfStream('user'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'UserCreated':
        return {
          _id: event.data.userId,
          email: event.data.email,
          passwordHash: event.data.passwordHash,
          role: event.data.role,
          resetTokenHash: null,
          resetExpiresAt: null,
          emailChangeTokenHash: null,
        };
      case 'PasswordResetRequested':
        return doc && { ...doc, resetTokenHash: event.data.tokenHash, resetExpiresAt: event.data.expiresAt };
      case 'PasswordReset':
        return (
          doc && { ...doc, passwordHash: event.data.passwordHash, resetTokenHash: null, resetExpiresAt: null }
        );
      case 'UserEmailChangeRequested':
        return doc && { ...doc, emailChangeTokenHash: event.data.tokenHash };
      // Sign-in and password reset move to the new address only now, once its owner opened the link.
      case 'UserEmailChanged':
        return doc && { ...doc, email: event.data.email, emailChangeTokenHash: null };
      case 'UserRoleChanged':
        return doc && { ...doc, role: event.data.role };
      case 'UserUpdated': {
        const { email, role } = event.data.changes;
        if (!doc || (email === undefined && role === undefined)) return doc;
        return { ...doc, ...(email !== undefined ? { email } : {}), ...(role !== undefined ? { role } : {}) };
      }
      case 'UserDeleted':
        return null;
    }
  },
  // Never pushed: credentials have no rooms.
  indexes: [{ keys: { email: 1 } }, { keys: { resetTokenHash: 1 } }, { keys: { emailChangeTokenHash: 1 } }],
};
