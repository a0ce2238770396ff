import { comparisonFamilyOf, type InspectionEvent } from '../../src-domain/inspection/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * One small line per inspection: its entity, its comparison family and, once approved, the total percentage
 * recorded with the approval (null before and after a revert). What the report's averages across the
 * organization's entities read: thousands of these parse in a few milliseconds, where the approved reports
 * with all their figures would take most of a request.
 */
export interface ApprovedScoreDocument extends Document {
  organizationId: string;
  hotelId: string;
  familyId: string;
  percent: number | null;
}

type LifecycleEvent = Extract<
  InspectionEvent,
  { type: 'InspectionCreated' | 'AdminEndTimeSet' | 'InspectionDeleted' }
>;

export const approvedScoresProjection: Projection<ApprovedScoreDocument, LifecycleEvent> = {
  name: 'approvedScores',
  collection: 'approvedScores',
  version: 1,
  handles: { InspectionCreated: true, AdminEndTimeSet: true, InspectionDeleted: true },
  documentIds: idOfStream('inspection'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'InspectionCreated':
        return {
          _id: event.data.inspectionId,
          organizationId: event.data.organizationId,
          hotelId: event.data.hotelId,
          familyId: comparisonFamilyOf(event.data.type),
          percent: null,
        };
      case 'InspectionDeleted':
        return null;
      case 'AdminEndTimeSet': {
        if (!doc) return doc;
        const percent = event.data.revert ? null : (event.data.figures?.percent ?? null);
        return percent === doc.percent ? doc : { ...doc, percent };
      }
    }
  },
  indexes: [{ keys: { familyId: 1 } }],
};
