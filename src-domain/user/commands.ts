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
      passwordHash: string | null;
      hotelIds: string[];
      now: string;
    }
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  | { type: 'ChangeRole'; role: Role }
  /**
   * A new e-mail waits for the link mailed to it: the token's hash only (the token itself is never written),
   * and until it is confirmed sign-in and password reset keep using the current address.
   */
  | { type: 'RequestEmailChange'; email: string; tokenHash: string; expiresAt: string }
  /** `email` is the address the caller reserved for the change: it must be the one waiting. */
  | { type: 'ConfirmEmailChange'; tokenHash: string; email: string; now: string }
  | { type: 'UpdateUser'; actorRole: Role; fields: Partial<UserProfileFields> }
  | { type: 'LinkHotel'; hotelId: string }
  | { type: 'UnlinkHotel'; hotelId: string }
  | { type: 'LinkInspectionType'; inspectionTypeId: string }
  | { type: 'UnlinkInspectionType'; inspectionTypeId: string }
  | { type: 'DeleteUser'; now: string };
