import type { ReadModels } from '../read-models.ts';
import type { Filter } from '../store/types.ts';
import { hotelsProjection, type HotelDocument } from './projection.ts';

/**
 * The reads of the entities (hotels) read model: routes, access checks and pushes go through these, never
 * the store. What a role may see is the caller's policy (src-api/auth/tenancy.ts), handed in as a scope.
 */
export function hotelQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<HotelDocument>(hotelsProjection.collection);
  return {
    /** One entity; null when none (or deleted). */
    byId: (hotelId: string) => documents().findOne({ _id: hotelId }),
    /** The entities of these ids that exist, in no particular order (for names beside other documents). */
    byIds: (hotelIds: string[]) => documents().find({ _id: { $in: hotelIds } }),
    /** The entities a scope selects, in no particular order (callers sort them as their screen shows). */
    inScope: (scope: Filter) => documents().find(scope),
    /** One organization's entities within a scope, by name. */
    inOrganization: (organizationId: string, scope: Filter) =>
      documents().find({ $and: [scope, { organizationId }] }, { sort: { name: 1 } }),
  };
}
