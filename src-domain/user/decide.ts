import { changedFields, trimmed } from '../shared/changes.ts';
import { DomainError } from '../shared/domain-error.ts';
import { assignableRoles, needsHotel, needsOrganization, type Role } from '../shared/roles.ts';
import type { UserCommand } from './commands.ts';
import type { UserEvent, UserProfileFields } from './events.ts';
import type { UserState } from './state.ts';

export const USER_ERRORS = {
  exists: 'users.exists',
  notFound: 'users.notFound',
  invalidToken: 'login.invalidToken',
  deactivated: 'users.deactivated',
  roleNotAllowed: 'users.roleNotAllowed',
  hotelRequired: 'users.entityRequired',
  /** Only a superUser works outside every organization. */
  organizationRequired: 'users.organizationRequired',
  /** Erasure is irreversible and one superUser's alone: it never takes another superUser's account away. */
  superUserNotErasable: 'users.superUserNotErasable',
  nameRequired: 'users.nameRequired',
  /** An e-mail changes only through the link mailed to the new address, never by an update. */
  emailNeedsConfirmation: 'users.emailNeedsConfirmation',
  emailChangeInvalid: 'users.emailChangeInvalidToken',
  emailChangeExpired: 'users.emailChangeExpired',
} as const;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreateUser') {
    if (state.exists) throw new DomainError(USER_ERRORS.exists);
    if (command.actorRole && !assignableRoles(command.actorRole).includes(command.role)) {
      throw new DomainError(USER_ERRORS.roleNotAllowed, { role: USER_ERRORS.roleNotAllowed });
    }
    if (needsOrganization(command.role) && !command.organizationId) {
      throw new DomainError(USER_ERRORS.organizationRequired, {
        organizationId: USER_ERRORS.organizationRequired,
      });
    }
    if (command.actorRole && needsHotel(command.role) && command.hotelIds.length === 0) {
      throw new DomainError(USER_ERRORS.hotelRequired, { hotelIds: USER_ERRORS.hotelRequired });
    }
    const { type: _type, now, actorRole: _actor, ...data } = command;
    return [{ type: 'UserCreated', data: { ...data, createdAt: now } }];
  }
  if (command.type === 'EraseUser') {
    if (!state.exists) throw new DomainError(USER_ERRORS.notFound);
    // A superUser in office is demoted or deleted first, which another superUser sees in the log.
    if (state.role === 'superUser' && !state.deleted) throw new DomainError(USER_ERRORS.superUserNotErasable);
    // Erasing twice is erasing once: a retry after a crash goes on with what was left undone.
    return state.erased ? [] : [{ type: 'UserErased', data: { at: command.now } }];
  }
  if (!state.exists || state.deleted) throw new DomainError(USER_ERRORS.notFound);
  switch (command.type) {
    case 'RequestPasswordReset':
      // A deactivated user gets no token; the caller answers the same either way.
      if (state.role === 'deactivated') return [];
      return [
        {
          type: 'PasswordResetRequested',
          data: {
            credentialId: command.credentialId,
            expiresAt: command.expiresAt,
            ...(command.invitation ? { invitation: true as const } : {}),
          },
        },
      ];
    case 'ResetPassword': {
      const reset = state.reset;
      const valid =
        reset && reset.credentialId === command.resetCredentialId && reset.expiresAt > command.now;
      if (!valid || state.role === 'deactivated') throw new DomainError(USER_ERRORS.invalidToken);
      return [
        {
          type: 'PasswordReset',
          data: {
            resetCredentialId: command.resetCredentialId,
            passwordCredentialId: command.passwordCredentialId,
            at: command.now,
          },
        },
      ];
    }
    case 'ChangeRole':
      if (state.role === command.role) return [];
      refuseRoleWithoutOrganization(command.role, state);
      return [{ type: 'UserRoleChanged', data: { role: command.role, previousRole: state.role! } }];
    case 'RequestEmailChange':
      // A deactivated user cannot sign in or reset a password, so an address for them would serve no one.
      if (state.role === 'deactivated') throw new DomainError(USER_ERRORS.deactivated);
      if (command.email === state.profile!.email) return [];
      return [
        {
          type: 'UserEmailChangeRequested',
          data: { email: command.email, credentialId: command.credentialId, expiresAt: command.expiresAt },
        },
      ];
    case 'ConfirmEmailChange': {
      const pending = state.emailChange;
      const matches = pending?.credentialId === command.credentialId && pending.email === command.email;
      if (!pending || !matches || state.role === 'deactivated')
        throw new DomainError(USER_ERRORS.emailChangeInvalid);
      if (pending.expiresAt <= command.now) throw new DomainError(USER_ERRORS.emailChangeExpired);
      return [
        {
          type: 'UserEmailChanged',
          data: { email: pending.email, previousEmail: state.profile!.email, at: command.now },
        },
      ];
    }
    case 'UpdateUser':
      return updateUser(command.actorRole, command.fields, state);
    case 'LinkHotel':
      if (state.role === 'deactivated') throw new DomainError(USER_ERRORS.deactivated);
      if (state.hotelIds.includes(command.hotelId)) return [];
      return [{ type: 'UserLinkedToHotel', data: { hotelId: command.hotelId } }];
    case 'UnlinkHotel':
      if (!state.hotelIds.includes(command.hotelId)) return [];
      if (needsHotel(state.role!) && state.hotelIds.length === 1)
        throw new DomainError(USER_ERRORS.hotelRequired);
      return [{ type: 'UserUnlinkedFromHotel', data: { hotelId: command.hotelId } }];
    case 'LinkInspectionType':
      if (state.role === 'deactivated') throw new DomainError(USER_ERRORS.deactivated);
      if (state.inspectionTypeIds.includes(command.inspectionTypeId)) return [];
      return [{ type: 'UserLinkedToInspectionType', data: { inspectionTypeId: command.inspectionTypeId } }];
    case 'UnlinkInspectionType':
      if (!state.inspectionTypeIds.includes(command.inspectionTypeId)) return [];
      return [
        { type: 'UserUnlinkedFromInspectionType', data: { inspectionTypeId: command.inspectionTypeId } },
      ];
    case 'DeleteUser':
      return [{ type: 'UserDeleted', data: { at: command.now } }];
  }
}

function updateUser(actorRole: Role, fields: Partial<UserProfileFields>, state: UserState): UserEvent[] {
  const current = state.profile!;
  const change = changedFields(current, trimmed<UserProfileFields>(fields, ['name', 'email', 'agentCode']));
  if (!change) return [];
  const { changes, previous } = change;
  if ('email' in changes)
    throw new DomainError(USER_ERRORS.emailNeedsConfirmation, { email: USER_ERRORS.emailNeedsConfirmation });
  if ('name' in changes && !changes.name)
    throw new DomainError(USER_ERRORS.nameRequired, { name: USER_ERRORS.nameRequired });
  const allowed = assignableRoles(actorRole);
  // Changing someone's role needs the right to give the new role and to have given the old one.
  if ('role' in changes && (!allowed.includes(changes.role!) || !allowed.includes(current.role))) {
    throw new DomainError(USER_ERRORS.roleNotAllowed, { role: USER_ERRORS.roleNotAllowed });
  }
  if ('role' in changes) refuseRoleWithoutOrganization(changes.role!, state);
  if ('role' in changes && needsHotel(changes.role!) && state.hotelIds.length === 0) {
    throw new DomainError(USER_ERRORS.hotelRequired, { hotelIds: USER_ERRORS.hotelRequired });
  }
  return [{ type: 'UserUpdated', data: { changes, previous } }];
}

/** A superUser demoted (or anyone given a role) must have an organization for the role to be bounded by. */
function refuseRoleWithoutOrganization(role: Role, state: UserState): void {
  if (needsOrganization(role) && !state.organizationId)
    throw new DomainError(USER_ERRORS.organizationRequired, { role: USER_ERRORS.organizationRequired });
}
