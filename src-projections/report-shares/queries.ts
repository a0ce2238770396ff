import type { ReadModels } from '../read-models.ts';
import { reportSharesProjection, type ReportShareDocument } from './projection.ts';

/** The most links an organization's list answers: the newest ones. */
export const ORGANIZATION_SHARES_LIMIT = 500;

/** The reads of the share-link read model. */
export function reportShareQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<ReportShareDocument>(reportSharesProjection.collection);
  return {
    byId: (shareId: string) => documents().findOne({ _id: shareId }),
    byTokenHash: (tokenHash: string) => documents().findOne({ tokenHash }),
    /** An inspection's links, newest first. */
    ofInspection: (inspectionId: string) =>
      documents().find({ inspectionId }, { sort: { createdAt: -1, _id: 1 } }),
    /** The links a user made that nobody revoked yet (expired ones included: they are still to revoke). */
    unrevokedOfCreator: (userId: string) => documents().find({ createdBy: userId, revokedAt: null }),
    /** An organization's links, newest first, at most `ORGANIZATION_SHARES_LIMIT`. */
    ofOrganization: (organizationId: string) =>
      documents().find(
        { organizationId },
        { sort: { createdAt: -1, _id: 1 }, limit: ORGANIZATION_SHARES_LIMIT },
      ),
  };
}
