import { comparisonFamilyOf, type InspectionEvent } from '../../src-domain/inspection/index.ts';
import type { ReportFigures } from '../../src-domain/scoring/report-figures.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * One line per inspection for comparisons over time: where and when it was, and, once an admin approved it,
 * the figures recorded with that approval (null before, and again after a revert to control). It reads
 * only the inspection's lifecycle events, never its answers, so answering costs it nothing.
 */
export interface ApprovedReportDocument extends Document {
  organizationId: string;
  hotelId: string;
  inspectionTypeId: string;
  /** The types compared with each other: the organization's template this type was made from, or the type. */
  familyId: string;
  startDate: string;
  startHour: string;
  adminEndTime: string | null;
  figures: ReportFigures | null;
}

type LifecycleEvent = Extract<
  InspectionEvent,
  { type: 'InspectionCreated' | 'InspectionRescheduled' | 'AdminEndTimeSet' | 'InspectionDeleted' }
>;

export const approvedReportsProjection: Projection<ApprovedReportDocument, LifecycleEvent> = {
  name: 'approvedReports',
  collection: 'approvedReports',
  version: 2,
  handles: {
    InspectionCreated: true,
    InspectionRescheduled: true,
    AdminEndTimeSet: true,
    InspectionDeleted: true,
  },
  documentIds: idOfStream('inspection'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'InspectionCreated':
        return {
          _id: event.data.inspectionId,
          organizationId: event.data.organizationId,
          hotelId: event.data.hotelId,
          inspectionTypeId: event.data.type.inspectionTypeId,
          familyId: comparisonFamilyOf(event.data.type),
          startDate: event.data.startDate,
          startHour: event.data.startHour,
          adminEndTime: null,
          figures: null,
        };
      case 'InspectionDeleted':
        return null;
      case 'InspectionRescheduled': {
        const { startDate = doc?.startDate, startHour = doc?.startHour } = event.data.changes;
        if (!doc || (startDate === doc.startDate && startHour === doc.startHour)) return doc;
        return { ...doc, startDate: startDate!, startHour: startHour! };
      }
      case 'AdminEndTimeSet':
        if (!doc) return doc;
        return event.data.revert
          ? { ...doc, adminEndTime: null, figures: null }
          : { ...doc, adminEndTime: event.data.at, figures: event.data.figures ?? null };
    }
  },
  indexes: [{ keys: { hotelId: 1 } }],
};
