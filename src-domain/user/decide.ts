import { DomainError } from '../shared/domain-error.ts';
import type { UserCommand } from './commands.ts';
import type { UserEvent } from './events.ts';
import type { UserState } from './state.ts';

export const USER_ERRORS = {
  exists: 'users.exists',
  notFound: 'users.notFound',
  invalidToken: 'login.invalidToken',
  deactivated: 'users.deactivated',
} as const;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreateUser') {
    if (state.exists) throw new DomainError(USER_ERRORS.exists);
    const { type: _type, now, ...data } = command;
    return [{ type: 'UserCreated', data: { ...data, createdAt: now } }];
  }
  if (!state.exists || state.deleted) throw new DomainError(USER_ERRORS.notFound);
  switch (command.type) {
    case 'RequestPasswordReset':
      // A deactivated user gets no token; the caller answers the same either way.
      if (state.role === 'deactivated') return [];
      return [
        {
          type: 'PasswordResetRequested',
          data: { tokenHash: command.tokenHash, expiresAt: command.expiresAt },
        },
      ];
    case 'ResetPassword': {
      const reset = state.reset;
      const valid = reset && reset.tokenHash === command.tokenHash && reset.expiresAt > command.now;
      if (!valid || state.role === 'deactivated') throw new DomainError(USER_ERRORS.invalidToken);
      return [
        {
          type: 'PasswordReset',
          data: { tokenHash: command.tokenHash, passwordHash: command.passwordHash, at: command.now },
        },
      ];
    }
    case 'ChangeRole':
      if (state.role === command.role) return [];
      return [{ type: 'UserRoleChanged', data: { role: command.role, previousRole: state.role! } }];
    case 'DeleteUser':
      return [{ type: 'UserDeleted', data: { at: command.now } }];
  }
}
