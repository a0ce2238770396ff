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
}

export const usersProjection: Projection<UserDocument> = {
  name: 'users',
  collection: 'users',
  version: 4,
  documentIds: idOfStream('user'),
  evolve: (doc, recorded) => {
    const event = recorded as unknown as UserEvent;
    switch (event.type) {
      case 'UserCreated': {
        const { passwordHash: _secret, userId, ...fields } = event.data;
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
      default:
        return doc;
    }
  },
  rooms: (doc) => [`user:${doc._id}`, ...(doc.organizationId ? [`org:${doc.organizationId}`] : [])],
  indexes: [{ keys: { organizationId: 1 } }, { keys: { email: 1 } }],
};
