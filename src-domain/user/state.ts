import type { Role } from '../shared/roles.ts';
import type { UserEvent } from './events.ts';

export interface UserState {
  exists: boolean;
  deleted: boolean;
  role: Role | null;
  /** The one outstanding reset token: a newer request replaces it, a reset uses it up. */
  reset: { tokenHash: string; expiresAt: string } | null;
}

export const initialUserState = (): UserState => ({ exists: false, deleted: false, role: null, reset: null });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated':
      return { ...state, exists: true, role: event.data.role };
    case 'PasswordResetRequested':
      return { ...state, reset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'PasswordReset':
      return { ...state, reset: null };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'UserDeleted':
      return { ...state, deleted: true, reset: null };
  }
}
