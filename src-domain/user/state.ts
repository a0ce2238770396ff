import { ERASED_EMAIL, ERASED_NAME } from '../personal-data/personal-fields.ts';
import type { Role } from '../shared/roles.ts';
import type { UserEvent, UserProfileFields } from './events.ts';

export interface UserState {
  exists: boolean;
  deleted: boolean;
  /** Erased: deleted, and the personal data the events hold is unreadable (their key is gone). */
  erased: boolean;
  role: Role | null;
  /** Null for a superUser: the only role that works outside every organization. */
  organizationId: string | null;
  profile: UserProfileFields | null;
  hotelIds: string[];
  inspectionTypeIds: string[];
  /** The one outstanding reset token: a newer request replaces it, a reset uses it up. */
  reset: { credentialId: string; expiresAt: string } | null;
  /** The one outstanding e-mail change: a newer request replaces it, its confirmation uses it up. */
  emailChange: { email: string; credentialId: string; expiresAt: string } | null;
}

export const initialUserState = (): UserState => ({
  exists: false,
  deleted: false,
  erased: false,
  role: null,
  organizationId: null,
  profile: null,
  hotelIds: [],
  inspectionTypeIds: [],
  reset: null,
  emailChange: null,
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated': {
      const { name, email, agentCode, role, profile = '', hotelIds, organizationId } = event.data;
      return {
        ...state,
        exists: true,
        role,
        organizationId: organizationId || null,
        profile: { name, email, agentCode, role, profile },
        hotelIds,
      };
    }
    case 'PasswordResetRequested':
      return { ...state, reset: { credentialId: event.data.credentialId, expiresAt: event.data.expiresAt } };
    case 'PasswordReset':
      return { ...state, reset: null };
    case 'UserRoleChanged':
      return {
        ...state,
        role: event.data.role,
        profile: state.profile && { ...state.profile, role: event.data.role },
      };
    case 'UserEmailChangeRequested':
      return { ...state, emailChange: { ...event.data } };
    case 'UserEmailChanged':
      return {
        ...state,
        emailChange: null,
        profile: state.profile && { ...state.profile, email: event.data.email },
      };
    case 'UserUpdated': {
      const profile = { ...state.profile!, ...event.data.changes };
      return { ...state, profile, role: profile.role };
    }
    case 'UserLinkedToHotel':
      return { ...state, hotelIds: [...state.hotelIds, event.data.hotelId] };
    case 'UserUnlinkedFromHotel':
      return { ...state, hotelIds: state.hotelIds.filter((id) => id !== event.data.hotelId) };
    case 'UserLinkedToInspectionType':
      return { ...state, inspectionTypeIds: [...state.inspectionTypeIds, event.data.inspectionTypeId] };
    case 'UserUnlinkedFromInspectionType':
      return {
        ...state,
        inspectionTypeIds: state.inspectionTypeIds.filter((id) => id !== event.data.inspectionTypeId),
      };
    case 'UserDeleted':
      return { ...state, deleted: true, reset: null, emailChange: null };
    case 'UserErased':
      // The folded state a command handler keeps in memory must not hold the person's data either.
      return {
        ...state,
        deleted: true,
        erased: true,
        reset: null,
        emailChange: null,
        profile: state.profile && { ...state.profile, name: ERASED_NAME, email: ERASED_EMAIL, profile: '' },
      };
  }
}
