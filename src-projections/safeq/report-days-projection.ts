import type { ReportDayLine } from '../../src-domain/statistics/report-days.ts';
import { room } from '../../src-domain/shared/rooms.ts';
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

/** A line of the statistics tab's calendar (GET .../report-days `inspections`, and its pushes). */
export const reportDayLine = (
  doc: Pick<SafeQReportDayDocument, '_id' | 'hotelId' | 'day'>,
): ReportDayLine => ({
  id: doc._id,
  hotelId: doc.hotelId,
  day: doc.day,
});

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
  // The statistics tab's calendar follows its organization; a removal reaches the entity's admins too.
  rooms: (doc) => [room('org', doc.organizationId), room('inspections', doc.hotelId)],
  indexes: [{ keys: { orgMonth: 1 } }],
};
