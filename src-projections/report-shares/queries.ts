import type { ReadModels } from '../read-models.ts';
import { reportSharesProjection, type ReportShareDocument } from './projection.ts';

/** The reads of the share-link read model. */
export function reportShareQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<ReportShareDocument>(reportSharesProjection.collection);
  return {
    byId: (shareId: string) => documents().findOne({ _id: shareId }),
    byTokenHash: (tokenHash: string) => documents().findOne({ tokenHash }),
    /** An inspection's links, newest first. */
    ofInspection: (inspectionId: string) =>
      documents().find({ inspectionId }, { sort: { createdAt: -1, _id: 1 } }),
  };
}
