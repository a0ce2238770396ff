import type { ReadModels } from '../read-models.ts';
import { organizationsProjection, type OrganizationDocument } from './projection.ts';

/** The reads of the organizations read model: routes and access checks go through these, never the store. */
export function organizationQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<OrganizationDocument>(organizationsProjection.collection);
  return {
    /** One organization; null when none. */
    byId: (organizationId: string) => documents().findOne({ _id: organizationId }),
    /** Every organization, by name (the superUser's list). */
    all: () => documents().find({}, { sort: { name: 1 } }),
  };
}
