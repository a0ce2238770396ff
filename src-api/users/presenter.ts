import { versionOf, type Versioned } from '../../src-projections/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';

/** A user as the admin screens see them; never a hash or a token (those are not in this read model at all). */
export function presentUser(doc: Versioned<UserDocument>) {
  return {
    id: doc._id,
    version: versionOf(doc),
    name: doc.name,
    email: doc.email,
    agentCode: doc.agentCode,
    role: doc.role,
    profile: doc.profile ?? '',
    organizationId: doc.organizationId,
    hotelIds: doc.hotelIds,
    inspectionTypeIds: doc.inspectionTypeIds ?? [],
    createdAt: doc.createdAt,
    /** A new address waiting for its confirmation link (the e-mail above stays the one in use until then). */
    pendingEmail: doc.pendingEmail ?? null,
    pendingEmailExpiresAt: doc.pendingEmailExpiresAt ?? null,
    /** Erased: name and e-mail are the erased marker; screens show "Erased user". */
    erased: doc.erased === true,
  };
}
