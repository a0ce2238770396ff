import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import { approvedReportsProjection, type ApprovedReportDocument } from './projection.ts';
import { approvedScoresProjection, type ApprovedScoreDocument } from './scores-projection.ts';

export type ApprovedReport = ApprovedReportDocument & {
  figures: NonNullable<ApprovedReportDocument['figures']>;
};

/** The reads of the approved-reports read models. */
export function approvedReportQueries(readModels: ReadModels) {
  const documents = () =>
    readModels.collection<TrackedDocument<ApprovedReportDocument>>(approvedReportsProjection.collection);
  const scores = () =>
    readModels.collection<TrackedDocument<ApprovedScoreDocument>>(approvedScoresProjection.collection);
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
    /** Each entity's average total percentage over its approved inspections of one comparison family. */
    averagesByHotel: async (organizationId: string, familyId: string): Promise<Map<string, number>> => {
      const sums = new Map<string, { sum: number; count: number }>();
      for (const { hotelId, percent } of await scores().find({ familyId, organizationId })) {
        if (percent === null) continue;
        const entry = sums.get(hotelId) ?? { sum: 0, count: 0 };
        sums.set(hotelId, { sum: entry.sum + percent, count: entry.count + 1 });
      }
      return new Map([...sums].map(([id, { sum, count }]) => [id, sum / count]));
    },
    all: () => documents().find({}, { sort: { _id: 1 } }),
  };
}
