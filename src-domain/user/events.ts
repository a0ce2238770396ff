import type { Changes } from '../shared/changes.ts';
import type { Locale } from '../shared/locales.ts';
import type { Role } from '../shared/roles.ts';

export interface UserProfileFields {
  name: string;
  email: string;
  agentCode: string | null;
  role: Role;
  profile: string;
}

export type UserEvent =
  | {
      type: 'UserCreated';
      data: {
        userId: string;
        organizationId: string | null;
        name: string;
        email: string;
        role: Role;
        agentCode: string | null;
        profile?: string;
        language: Locale;
        /**
         * The credential holding the password's argon2id hash in the credentials store (null: no password
         * yet). Neither the password nor its hash is ever written into the log.
         */
        passwordCredentialId: string | null;
        hotelIds: string[];
        createdAt: string;
      };
    }
  /** The token's hash is the credential's, in the credentials store; the event only names it. */
  /** `invitation`: asked for by the admin who created the user, whose link sets the first password. */
  | {
      type: 'PasswordResetRequested';
      data: { credentialId: string; expiresAt: string; invitation?: true };
    }
  /** The reset link was used: the password is now the one in `passwordCredentialId`. */
  | {
      type: 'PasswordReset';
      data: { resetCredentialId: string; passwordCredentialId: string; at: string };
    }
  | { type: 'UserRoleChanged'; data: { role: Role; previousRole: Role } }
  /**
   * A change of e-mail waiting for its link; a newer request replaces it. Never the token nor its hash: the
   * hash is the credential's, in the credentials store.
   */
  | {
      type: 'UserEmailChangeRequested';
      data: { email: string; credentialId: string; expiresAt: string };
    }
  /** The link mailed to the new address was opened: from now on the user signs in with it. */
  | { type: 'UserEmailChanged'; data: { email: string; previousEmail: string; at: string } }
  /** Only the fields that changed, with what they were. */
  | {
      type: 'UserUpdated';
      data: Changes<UserProfileFields>;
    }
  | { type: 'UserLinkedToHotel'; data: { hotelId: string } }
  | { type: 'UserUnlinkedFromHotel'; data: { hotelId: string } }
  | { type: 'UserLinkedToInspectionType'; data: { inspectionTypeId: string } }
  | { type: 'UserUnlinkedFromInspectionType'; data: { inspectionTypeId: string } }
  | { type: 'UserDeleted'; data: { at: string } }
  /**
   * The person's personal data was erased: their key is deleted, so the name, e-mail and profile their
   * events hold read as the erased marker from now on (src-domain/personal-data). Carries no personal data.
   */
  | { type: 'UserErased'; data: { at: string } };
