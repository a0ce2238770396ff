import type { Locale } from '../shared/locales.ts';
import type { Role } from '../shared/roles.ts';

export type UserCommand =
  | {
      type: 'CreateUser';
      userId: string;
      organizationId: string | null;
      name: string;
      email: string;
      role: Role;
      agentCode: string | null;
      language: Locale;
      passwordHash: string | null;
      hotelIds: string[];
      now: string;
    }
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  | { type: 'ChangeRole'; role: Role }
  | { type: 'DeleteUser'; now: string };
