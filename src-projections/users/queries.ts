import type { ReadModels } from '../read-models.ts';
import type { Filter, SortSpec } from '../store/types.ts';
import { usersProjection, type UserDocument } from './projection.ts';

/** User lists read alphabetically, as the administration screens show them. */
const BY_NAME: SortSpec = { name: 1 };

/**
 * The reads of the users read model: routes, access checks and reactors go through these, never the store.
 * What a role may see is the caller's policy (src-api/auth/tenancy.ts), handed in as a scope filter.
 */
export function userQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<UserDocument>(usersProjection.collection);
  return {
    /** One user; null when none (or deleted). */
    byId: (userId: string) => documents().findOne({ _id: userId }),
    /** The user signing in with this e-mail (as stored: trimmed, lower case); null when none. */
    byEmail: (email: string) => documents().findOne({ email }),
    /** The users of these ids that exist, in no particular order (for names beside other documents). */
    byIds: (userIds: string[]) => documents().find({ _id: { $in: userIds } }),
    /** The users a scope selects, by name. */
    inScope: (scope: Filter) => documents().find(scope, { sort: BY_NAME }),
    /** One organization's users within a scope, by name. */
    inOrganization: (organizationId: string, scope: Filter) =>
      documents().find({ $and: [scope, { organizationId }] }, { sort: BY_NAME }),
  };
}
