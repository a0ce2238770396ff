import type { Role } from './roles.ts';

/**
 * Who acts: the signed-in user as the tenancy rules see it (role, organization, linked entities). The API's
 * session user extends it; tenancy checks take it whole.
 */
export interface Actor {
  id: string;
  role: Role;
  organizationId: string | null;
  hotelIds: string[];
}

/** What a command carries of its actor, and events record: the deciders' rules need only id and role. */
export type CommandActor = Pick<Actor, 'id' | 'role'>;
