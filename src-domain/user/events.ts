import type { Locale } from '../shared/locales.ts';
import type { Role } from '../shared/roles.ts';

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
        language: Locale;
        /** argon2id hash; the password itself is never written. */
        passwordHash: string | null;
        hotelIds: string[];
        createdAt: string;
      };
    }
  | { type: 'PasswordResetRequested'; data: { tokenHash: string; expiresAt: string } }
  | { type: 'PasswordReset'; data: { tokenHash: string; passwordHash: string; at: string } }
  | { type: 'UserRoleChanged'; data: { role: Role; previousRole: Role } }
  | { type: 'UserDeleted'; data: { at: string } };
