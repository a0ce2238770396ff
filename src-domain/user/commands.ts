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
  | { type: 'UpdateUser'; actorRole: Role; fields: Partial<UserProfileFields> }
  | { type: 'LinkHotel'; hotelId: string }
  | { type: 'UnlinkHotel'; hotelId: string }
  | { type: 'LinkInspectionType'; inspectionTypeId: string }
  | { type: 'UnlinkInspectionType'; inspectionTypeId: string }
  | { type: 'DeleteUser'; now: string };
