import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import { inspectionReportsProjection, type InspectionReportDocument } from './projection.ts';

/** Fields of a report document that comparisons over many inspections need (never the live state). */
const FIGURE_FIELDS = {
  _id: 1,
  hotelId: 1,
  inspectionTypeId: 1,
  startDate: 1,
  agentEndTime: 1,
  adminEndTime: 1,
  'figures.percent': 1,
  'figures.total': 1,
  'figures.moduleTypes': 1,
  'figures.classifications': 1,
} as const;
export type ReportFigureFields = Pick<
  InspectionReportDocument,
  '_id' | 'hotelId' | 'inspectionTypeId' | 'startDate' | 'agentEndTime' | 'adminEndTime'
> & {
  figures: Pick<InspectionReportDocument['figures'], 'percent' | 'total' | 'moduleTypes' | 'classifications'>;
};

/** The reads of the report read model. */
export function inspectionReportQueries(readModels: ReadModels) {
  const documents = () =>
    readModels.collection<TrackedDocument<InspectionReportDocument>>(inspectionReportsProjection.collection);
  return {
    byId: (inspectionId: string) => documents().findOne({ _id: inspectionId }),
    /** The approved inspections of an organization, with their figures only, oldest first (then by approval). */
    approvedInOrganization: (organizationId: string) =>
      documents().find(
        { organizationId, adminEndTime: { $ne: null } },
        { projection: FIGURE_FIELDS, sort: { startDate: 1, adminEndTime: 1, _id: 1 } },
      ) as Promise<ReportFigureFields[]>,
  };
}
