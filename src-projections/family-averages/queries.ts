import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import { familyAveragesProjection, type FamilyAverageDocument } from './projection.ts';

/** The reads of the family averages read model. */
export function familyAverageQueries(readModels: ReadModels) {
  const documents = () =>
    readModels.collection<TrackedDocument<FamilyAverageDocument>>(familyAveragesProjection.collection);
  return {
    /** Each entity's average total percentage over its approved inspections of one comparison family. */
    byHotel: async (organizationId: string, familyId: string): Promise<Map<string, number>> => {
      const docs = await documents().find(
        { orgFamily: `${organizationId}|${familyId}` },
        { projection: { hotelId: 1, average: 1 } },
      );
      return new Map(docs.map((doc) => [doc.hotelId, doc.average]));
    },
  };
}
