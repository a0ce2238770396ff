import type { ReadModels } from '../read-models.ts';
import { apiKeysProjection, type ApiKeyDocument } from './projection.ts';

/** The reads of the API keys read model: the organization's list and the check of a request's key. */
export function apiKeyQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<ApiKeyDocument>(apiKeysProjection.collection);
  return {
    byId: (keyId: string) => documents().findOne({ _id: keyId }),
    /** An organization's keys, newest first, revoked ones too (the screen shows their state). */
    inOrganization: (organizationId: string) =>
      documents().find({ organizationId }, { sort: { createdAt: -1 } }),
  };
}
