import type { Locale } from '../shared/locales.ts';
import type { Role } from '../shared/roles.ts';
import type { UserProfileFields } from './events.ts';

export type UserCommand =
  | {
      type: 'CreateUser';
      /** Who creates: their rank bounds the role given. Absent for the system (demo data, create-admin). */
      actorRole?: Role;
      userId: string;
      organizationId: string | null;
      name: string;
      email: string;
      role: Role;
      agentCode: string | null;
      profile?: string;
      language: Locale;
      /** Stored in the credentials store before the command; null: no password yet. */
      passwordCredentialId: string | null;
      hotelIds: string[];
      now: string;
    }
  | { type: 'RequestPasswordReset'; credentialId: string; expiresAt: string; invitation?: boolean }
  /** `resetCredentialId` is the credential the link's token hashes to; the new password is already stored. */
  | { type: 'ResetPassword'; resetCredentialId: string; passwordCredentialId: string; now: string }
  | { type: 'ChangeRole'; role: Role }
  /**
   * A new e-mail waits for the link mailed to it: the credential holding the token's hash (the token itself
   * is never written), and until it is confirmed sign-in and password reset keep using the current address.
   */
  | { type: 'RequestEmailChange'; email: string; credentialId: string; expiresAt: string }
  /** `email` is the address the caller reserved for the change: it must be the one waiting. */
  | { type: 'ConfirmEmailChange'; credentialId: string; email: string; now: string }
  | { type: 'UpdateUser'; actorRole: Role; fields: Partial<UserProfileFields> }
  | { type: 'LinkHotel'; hotelId: string }
  | { type: 'UnlinkHotel'; hotelId: string }
  | { type: 'LinkInspectionType'; inspectionTypeId: string }
  | { type: 'UnlinkInspectionType'; inspectionTypeId: string }
  | { type: 'DeleteUser'; now: string }
  /** Erases the person's personal data; a deleted user may be erased too. */
  | { type: 'EraseUser'; now: string };
