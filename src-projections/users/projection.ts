import { ERASED_EMAIL, ERASED_NAME } from '../../src-domain/personal-data/personal-fields.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import type { UserEvent } from '../../src-domain/user/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** A user as the API and screens see them: never a password hash or a token. */
export interface UserDocument extends Document {
  name: string;
  email: string;
  role: Role;
  organizationId: string | null;
  hotelIds: string[];
  inspectionTypeIds: string[];
  agentCode: string | null;
  profile: string;
  language: Locale;
  createdAt: string;
  /** A new e-mail waiting for its confirmation link, and until when the link works; null when none. */
  pendingEmail?: string | null;
  pendingEmailExpiresAt?: string | null;
  /** Erased: name and e-mail are the erased marker (screens show "Erased user", translated). */
  erased?: boolean;
}

/** Password events change nothing here: they are the `credentials` read model's. */
type UserDocumentEvent = Exclude<UserEvent, { type: 'PasswordResetRequested' | 'PasswordReset' }>;

export const usersProjection: Projection<UserDocument, UserDocumentEvent> = {
  name: 'users',
  collection: 'users',
  version: 4,
  handles: {
    UserCreated: true,
    UserRoleChanged: true,
    UserEmailChangeRequested: true,
    UserEmailChanged: true,
    UserUpdated: true,
    UserLinkedToHotel: true,
    UserUnlinkedFromHotel: true,
    UserLinkedToInspectionType: true,
    UserUnlinkedFromInspectionType: true,
    UserDeleted: true,
    UserErased: true,
  },
  documentIds: idOfStream('user'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'UserCreated': {
        // The credential id names a secret kept elsewhere: the user document has no use for it. A log not yet
        // migrated also carries `passwordHash` here, which never reaches a user document either.
        const { passwordCredentialId: _credential, userId, ...rest } = event.data;
        const { passwordHash: _secret, ...fields } = rest as typeof rest & { passwordHash?: unknown };
        return { _id: userId, ...fields, profile: fields.profile ?? '', inspectionTypeIds: [] };
      }
      case 'UserRoleChanged':
        return doc && { ...doc, role: event.data.role };
      case 'UserEmailChangeRequested':
        return doc && { ...doc, pendingEmail: event.data.email, pendingEmailExpiresAt: event.data.expiresAt };
      case 'UserEmailChanged':
        return doc && { ...doc, email: event.data.email, pendingEmail: null, pendingEmailExpiresAt: null };
      case 'UserUpdated':
        return doc && { ...doc, ...event.data.changes };
      case 'UserLinkedToHotel':
        return doc && { ...doc, hotelIds: [...doc.hotelIds, event.data.hotelId] };
      case 'UserUnlinkedFromHotel':
        return doc && { ...doc, hotelIds: doc.hotelIds.filter((id) => id !== event.data.hotelId) };
      case 'UserLinkedToInspectionType':
        return (
          doc && {
            ...doc,
            inspectionTypeIds: [...(doc.inspectionTypeIds ?? []), event.data.inspectionTypeId],
          }
        );
      case 'UserUnlinkedFromInspectionType':
        return (
          doc && {
            ...doc,
            inspectionTypeIds: (doc.inspectionTypeIds ?? []).filter(
              (id) => id !== event.data.inspectionTypeId,
            ),
          }
        );
      case 'UserDeleted':
        return null;
      // The person stays where others' records name them, as the erased marker, and never signs in again.
      case 'UserErased':
        return (
          doc && {
            ...doc,
            name: ERASED_NAME,
            email: ERASED_EMAIL,
            profile: '',
            role: 'deactivated',
            pendingEmail: null,
            pendingEmailExpiresAt: null,
            erased: true,
          }
        );
    }
  },
  // The user, the organization's admins, and the admins of the entities the user is linked to (each
  // watcher is pushed only what it may read of the user: src-api/realtime/push-audience.ts).
  rooms: (doc) => [
    room('user', doc._id),
    ...(doc.organizationId ? [room('org', doc.organizationId)] : []),
    ...doc.hotelIds.map((hotelId) => room('hotel', hotelId)),
  ],
  indexes: [{ keys: { organizationId: 1 } }, { keys: { email: 1 } }],
};
