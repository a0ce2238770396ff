import type { Actor } from '../../src-domain/shared/actor.ts';
import { actionPlanSent } from '../../src-domain/inspection/fold.ts';
import { ROLES, isAdmin, rank, type Role } from '../../src-domain/shared/roles.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import { organizationQueries } from '../../src-projections/organizations/queries.ts';
import type { AuditScope } from '../../src-projections/audit-trail/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { Filter } from '../../src-projections/store/types.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import type { CurrentUser } from './current-user.ts';

/**
 * What an actor may see is decided here, from the session's user and never from the request: a superUser
 * sees every organization; a companyAdmin their own; a hotelAdmin their own entities and the users at them.
 * Anything outside answers 404, exactly as if it did not exist.
 */
const notFound = () => new ApiError(404, API_ERRORS.notFound);
export { ADMIN_ROLES } from '../../src-domain/shared/roles.ts';

/** Tenancy rules read the actor's role, organization and entities, never the request. */
type TenancyActor = Pick<Actor, 'role' | 'organizationId' | 'hotelIds'>;

/**
 * A filter no document matches. The scope of anyone but a superUser who has no organization: the user
 * decider no longer makes such users, but old logs may hold one, and for them an organization of null, ''
 * or undefined must never read as "no organization filter" (nor match the organization-less documents of
 * superUsers through null == null).
 */
const NOTHING: Filter = { _id: { $in: [] } };

/** Whether the actor is outside every organization without being a superUser: such a one sees nothing. */
const withoutOrganization = (actor: TenancyActor): boolean =>
  actor.role !== 'superUser' && !actor.organizationId;

export function mayAdministerHotel(
  actor: TenancyActor,
  hotel: Pick<HotelDocument, '_id' | 'organizationId'>,
): boolean {
  if (actor.role === 'superUser') return true;
  if (!actor.organizationId || actor.organizationId !== hotel.organizationId) return false;
  return actor.role === 'companyAdmin' || (actor.role === 'hotelAdmin' && actor.hotelIds.includes(hotel._id));
}

/**
 * THE rule for who may administer a user: read them, change them (profile, role, e-mail), delete them, link
 * or unlink their entities and inspection types. Every user route asks it (through `userFor`) and lists ask
 * it as a filter (`userScope`), so a user listed is a user that can be opened, and no other.
 * - a superUser: everyone;
 * - anyone else only inside their own organization, and there:
 *   - themselves (their own profile; the routes refuse changing one's own role or deleting oneself);
 *   - only users ranked strictly below them: peers (companyAdmin and companyAdmin, hotelAdmin and hotelAdmin)
 *     and higher ranks are out of reach, so no admin can deactivate, rename or take over a colleague;
 *   - a companyAdmin: every such user of the organization;
 *   - a hotelAdmin: only users ALL of whose entities they administer. One shared entity is not enough: the
 *     user's other entities are beyond the hotelAdmin, and taking over the user would reach them. A user linked
 *     to no entity is no hotelAdmin's (it belongs to the organization's companyAdmins).
 */
export function mayAdministerUser(
  actor: Actor,
  user: Pick<UserDocument, '_id' | 'organizationId' | 'hotelIds' | 'role'>,
): boolean {
  if (actor.role === 'superUser') return true;
  if (!actor.organizationId || actor.organizationId !== user.organizationId) return false;
  if (actor.id === user._id) return true;
  if (!ranksBelow(actor.role).includes(user.role)) return false;
  if (actor.role === 'companyAdmin') return true;
  return (
    actor.role === 'hotelAdmin' &&
    user.hotelIds.length > 0 &&
    user.hotelIds.every((id) => actor.hotelIds.includes(id))
  );
}

/** The roles strictly below an actor's: the users they may administer besides themselves. */
function ranksBelow(role: Role): Role[] {
  return ROLES.filter((other) => rank(other) > rank(role));
}

export function mayAdministerInspectionType(
  actor: TenancyActor,
  type: Pick<InspectionTypeDocument, 'organizationId' | 'hotelId'>,
): boolean {
  if (actor.role === 'superUser') return true;
  if (!actor.organizationId || actor.organizationId !== type.organizationId) return false;
  return (
    actor.role === 'companyAdmin' ||
    (actor.role === 'hotelAdmin' && !!type.hotelId && actor.hotelIds.includes(type.hotelId))
  );
}

/**
 * Who may open an inspection: its organization's admins in their scope, and the agents of its entity when
 * it is theirs or nobody's yet.
 */
export function mayAccessInspection(
  actor: Actor,
  inspection: Pick<InspectionDocument, 'organizationId' | 'hotelId' | 'userId'>,
): boolean {
  if (actor.role === 'superUser') return true;
  if (!actor.organizationId || actor.organizationId !== inspection.organizationId) return false;
  if (actor.role === 'companyAdmin') return true;
  if (!actor.hotelIds.includes(inspection.hotelId)) return false;
  return (
    actor.role === 'hotelAdmin' || (actor.role === 'user' && (inspection.userId ?? actor.id) === actor.id)
  );
}

/** The same rules as filters, for lists. */
export function hotelScope(actor: TenancyActor): Filter {
  if (actor.role === 'superUser') return {};
  if (withoutOrganization(actor)) return NOTHING;
  if (actor.role === 'companyAdmin') return { organizationId: actor.organizationId };
  return { organizationId: actor.organizationId, _id: { $in: actor.hotelIds } };
}

/** `mayAdministerUser` as a filter, clause for clause (a test holds the two to the same answers). */
export function userScope(actor: Actor): Filter {
  if (actor.role === 'superUser') return {};
  if (withoutOrganization(actor)) return NOTHING;
  const self = { _id: actor.id };
  if (actor.role === 'companyAdmin')
    return {
      organizationId: actor.organizationId,
      $or: [self, { role: { $in: ranksBelow(actor.role) } }],
    };
  if (actor.role === 'hotelAdmin')
    return {
      organizationId: actor.organizationId,
      $or: [
        self,
        {
          role: { $in: ranksBelow(actor.role) },
          // At least one entity, and none that is not the hotelAdmin's.
          'hotelIds.0': { $exists: true },
          hotelIds: { $not: { $elemMatch: { $nin: actor.hotelIds } } },
        },
      ],
    };
  return { ...self, organizationId: actor.organizationId };
}

/** `my` means the actor's own organization; an id must be the actor's own unless they are a superUser. */
export async function organizationFor(
  readModels: ReadModels,
  actor: CurrentUser,
  idOrMy: string,
): Promise<OrganizationDocument> {
  const id = idOrMy === 'my' ? actor.organizationId : idOrMy;
  if (!id || (actor.role !== 'superUser' && id !== actor.organizationId)) throw notFound();
  const organization = await organizationQueries(readModels).byId(id);
  if (!organization) throw notFound();
  return organization;
}

export async function hotelFor(
  readModels: ReadModels,
  actor: CurrentUser,
  hotelId: string,
): Promise<HotelDocument> {
  const hotel = await hotelQueries(readModels).byId(hotelId);
  if (!hotel || !mayAdministerHotel(actor, hotel)) throw notFound();
  return hotel;
}

export async function userFor(
  readModels: ReadModels,
  actor: CurrentUser,
  userId: string,
): Promise<UserDocument> {
  const user = await userQueries(readModels).byId(userId);
  if (!user || !mayAdministerUser(actor, user)) throw notFound();
  return user;
}

export async function inspectionTypeFor(
  readModels: ReadModels,
  actor: CurrentUser,
  typeId: string,
): Promise<InspectionTypeDocument> {
  const type = await inspectionTypeQueries(readModels).byId(typeId);
  if (!type || !mayAdministerInspectionType(actor, type)) throw notFound();
  return type;
}

export async function inspectionFor(
  readModels: ReadModels,
  actor: CurrentUser,
  inspectionId: string,
): Promise<InspectionDocument> {
  const inspection = await inspectionQueries(readModels).byId(inspectionId);
  if (!inspection || !mayAccessInspection(actor, inspection)) throw notFound();
  return inspection;
}

/** Inspections in the actor's scope, as a filter: an agent's own and the unassigned ones at their entities. */
export function inspectionScope(actor: CurrentUser): Filter {
  if (actor.role === 'superUser') return {};
  if (withoutOrganization(actor)) return NOTHING;
  if (actor.role === 'companyAdmin') return { organizationId: actor.organizationId };
  const atTheirs = { organizationId: actor.organizationId, hotelId: { $in: actor.hotelIds } };
  return actor.role === 'hotelAdmin' ? atTheirs : { ...atTheirs, userId: { $in: [actor.id, null] } };
}

/**
 * Who may read an inspection's action plan (inspection-run §2: every role has "action plans"): whoever may
 * open the inspection, and, once the plan is sent, every user who works at its entity (the agents whose
 * actions it holds). Anything else is 404.
 */
export function mayReadActionPlan(
  actor: Actor,
  plan: Pick<InspectionDocument, 'organizationId' | 'hotelId' | 'userId'> & { sent: boolean },
): boolean {
  if (mayAccessInspection(actor, plan)) return true;
  return (
    plan.sent &&
    actor.role === 'user' &&
    !!actor.organizationId &&
    actor.organizationId === plan.organizationId &&
    actor.hotelIds.includes(plan.hotelId)
  );
}

/**
 * Who may mark an action of a plan done (and so upload its proof): its owner, or an admin of the inspection.
 * Asked before a byte of the proof is read; the decider asks the same of the command.
 */
export function mayCompleteAction(
  actor: Actor,
  inspection: Pick<InspectionDocument, 'organizationId' | 'hotelId' | 'userId'>,
  action: { ownerId: string | null },
): boolean {
  if (isAdmin(actor.role)) return mayAccessInspection(actor, inspection);
  return actor.role === 'user' && action.ownerId === actor.id;
}

/** The sent plans in the actor's scope, as a filter: `mayReadActionPlan` for the list. */
export function actionPlanScope(actor: CurrentUser): Filter {
  if (actor.role === 'superUser') return {};
  if (withoutOrganization(actor)) return NOTHING;
  if (actor.role === 'companyAdmin') return { organizationId: actor.organizationId };
  return { organizationId: actor.organizationId, hotelId: { $in: actor.hotelIds } };
}

/** An inspection whose action plan the actor may read; 404 otherwise. */
export async function actionPlanFor(
  readModels: ReadModels,
  actor: CurrentUser,
  inspectionId: string,
): Promise<InspectionDocument> {
  const inspection = await inspectionQueries(readModels).byId(inspectionId);
  const sent = !!inspection && actionPlanSent(inspection);
  if (!inspection || !mayReadActionPlan(actor, { ...inspection, sent })) throw notFound();
  return inspection;
}

/**
 * What of the audit trail an admin reads: a superUser everything, a companyAdmin their organization's, a
 * hotelAdmin the changes at their own entities. Anyone else has no audit trail (the route answers 403); an
 * admin without an organization reads nothing (no entities: the empty entity scope).
 */
export function auditScope(actor: TenancyActor): AuditScope {
  if (actor.role === 'superUser') return { everything: true };
  if (withoutOrganization(actor)) return { hotelIds: [] };
  if (actor.role === 'companyAdmin') return { organizationId: actor.organizationId! };
  // Entity ids are unique across organizations: the entities alone scope a hotelAdmin, and the page is then
  // read by the (entity, time) index only, however quiet the entity is within a busy organization.
  return { hotelIds: actor.hotelIds };
}

/**
 * Who may read an audit export's manifest: its maker, superUsers, and the companyAdmins of the organization
 * it was made in. A superUser's export belongs to no organization, so no companyAdmin reads it.
 */
export function mayReadAuditExport(
  actor: Pick<Actor, 'id' | 'role' | 'organizationId'>,
  made: { by: string; organizationId: string | null },
): boolean {
  if (actor.role === 'superUser' || made.by === actor.id) return true;
  return (
    actor.role === 'companyAdmin' && !!actor.organizationId && made.organizationId === actor.organizationId
  );
}
