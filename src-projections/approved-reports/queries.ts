import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import { approvedReportsProjection, type ApprovedReportDocument } from './projection.ts';

export type ApprovedReport = ApprovedReportDocument & {
  figures: NonNullable<ApprovedReportDocument['figures']>;
};

/** The reads of the approved-reports read models. */
export function approvedReportQueries(readModels: ReadModels) {
  const documents = () =>
    readModels.collection<TrackedDocument<ApprovedReportDocument>>(approvedReportsProjection.collection);
  return {
    /**
     * An entity's approved inspections of one comparison family up to a day, with their recorded figures,
     * oldest first (then by approval): the previous inspection and the charts by date.
     */
    atHotel: async (hotelId: string, familyId: string, upTo: string) =>
      (
        await documents().find(
          { hotelId, familyId, adminEndTime: { $ne: null }, startDate: { $lte: upTo } },
          { sort: { startDate: 1, startHour: 1, adminEndTime: 1, _id: 1 } },
        )
      ).filter((doc): doc is TrackedDocument<ApprovedReport> => doc.figures !== null),
    all: () => documents().find({}, { sort: { _id: 1 } }),
  };
}
