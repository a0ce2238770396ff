/** Roles in order of rank, highest first. */
export const ROLES = ['superUser', 'companyAdmin', 'hotelAdmin', 'user', 'deactivated'] as const;
export type Role = (typeof ROLES)[number];

/** 0 is the highest rank. */
export function rank(role: Role): number {
  return ROLES.indexOf(role);
}

export function outranksOrEquals(role: Role, other: Role): boolean {
  return rank(role) <= rank(other);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles that manage a whole organization (and see every hotel in it). */
export function isOrganizationAdmin(role: Role): boolean {
  return role === 'superUser' || role === 'companyAdmin';
}
