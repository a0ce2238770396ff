import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import { approvedReportsProjection, type ApprovedReportDocument } from './projection.ts';

export type ApprovedReport = ApprovedReportDocument & {
  figures: NonNullable<ApprovedReportDocument['figures']>;
};

/** The reads of the approved-reports read model. */
export function approvedReportQueries(readModels: ReadModels) {
  const documents = () =>
    readModels.collection<TrackedDocument<ApprovedReportDocument>>(approvedReportsProjection.collection);
  return {
    /** The approved inspections of an organization with their recorded figures, oldest first (then by approval). */
    inOrganization: async (organizationId: string) =>
      (
        await documents().find(
          { organizationId, adminEndTime: { $ne: null } },
          { sort: { startDate: 1, startHour: 1, adminEndTime: 1, _id: 1 } },
        )
      ).filter((doc): doc is TrackedDocument<ApprovedReport> => doc.figures !== null),
    all: () => documents().find({}, { sort: { _id: 1 } }),
  };
}
