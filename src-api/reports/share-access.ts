import { ADMIN_ROLES } from '../../src-domain/shared/roles.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { signedInUserOf } from '../auth/current-user.ts';
import { mayAccessInspection } from '../auth/tenancy.ts';

/**
 * Whether a share link's creator could open its report NOW, by the rule the signed-in report route applies
 * (an active admin whose role, organization and entities reach the inspection). A link is only ever as good
 * as its creator's own access: the public route asks this at every read, and the revocation reactor asks it
 * when the creator is changed.
 */
export function creatorMayReadReport(
  creator: UserDocument | null,
  inspection: Pick<InspectionDocument, 'organizationId' | 'hotelId' | 'userId'>,
): boolean {
  const actor = signedInUserOf(creator);
  return !!actor && ADMIN_ROLES.includes(actor.role) && mayAccessInspection(actor, inspection);
}
