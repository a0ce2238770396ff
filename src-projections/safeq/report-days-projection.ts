import type { InspectionEvent } from '../../src-domain/inspection/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * The days an organization has Safe Q reports, for the statistics tab's calendar: one tiny line per Safe Q
 * inspection (no figures), so a month of a large organization reads in a few milliseconds.
 */
export interface SafeQReportDayDocument extends Document {
  organizationId: string;
  hotelId: string;
  day: string;
  /** `<organizationId>|<YYYY-MM>`: the calendar reads a month. */
  orgMonth: string;
}

type LifecycleEvent = Extract<
  InspectionEvent,
  { type: 'InspectionCreated' | 'InspectionRescheduled' | 'InspectionDeleted' }
>;

const orgMonthOf = (organizationId: string, day: string) => `${organizationId}|${day.slice(0, 7)}`;

export const safeQReportDaysProjection: Projection<SafeQReportDayDocument, LifecycleEvent> = {
  name: 'safeQReportDays',
  collection: 'safeQReportDays',
  version: 1,
  handles: { InspectionCreated: true, InspectionRescheduled: true, InspectionDeleted: true },
  documentIds: idOfStream('inspection'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'InspectionCreated': {
        const { inspectionId, organizationId, hotelId, startDate, type } = event.data;
        if (type.reportType !== 'safeQ') return null;
        return {
          _id: inspectionId,
          organizationId,
          hotelId,
          day: startDate,
          orgMonth: orgMonthOf(organizationId, startDate),
        };
      }
      case 'InspectionRescheduled': {
        const day = event.data.changes.startDate;
        if (!doc || !day || day === doc.day) return doc;
        return { ...doc, day, orgMonth: orgMonthOf(doc.organizationId, day) };
      }
      case 'InspectionDeleted':
        return null;
    }
  },
  indexes: [{ keys: { orgMonth: 1 } }],
};
