import type { ReportDayLine } from '../../src-domain/statistics/report-days.ts';
import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import { safeQDaysProjection, type SafeQDayDocument } from './projection.ts';
import {
  reportDayLine,
  safeQReportDaysProjection,
  type SafeQReportDayDocument,
} from './report-days-projection.ts';

/** The reads of the Safe Q statistics read models; each goes by one indexed key. */
export function safeQQueries(readModels: ReadModels) {
  const days = () => readModels.collection<TrackedDocument<SafeQDayDocument>>(safeQDaysProjection.collection);
  const reportDays = () =>
    readModels.collection<TrackedDocument<SafeQReportDayDocument>>(safeQReportDaysProjection.collection);
  return {
    /** An entity's Safe Q inspections of one day, by type name. */
    onDay: (hotelId: string, day: string) =>
      days().find({ hotelDay: `${hotelId}|${day}` }, { sort: { inspectionTypeName: 1, _id: 1 } }),
    /** An entity's Safe Q inspections from `from` to `to` (the weekly report's year back), oldest first. */
    atHotelBetween: (hotelId: string, from: string, to: string) =>
      days().find({ hotelId, day: { $gte: from, $lte: to } }, { sort: { day: 1, inspectionTypeName: 1 } }),
    /** The same days as the calendar lists them: which inspections, of which type, on which day. */
    calendarBetween: (hotelId: string, from: string, to: string) =>
      days().find(
        { hotelId, day: { $gte: from, $lte: to } },
        {
          sort: { day: 1, inspectionTypeName: 1 },
          projection: { day: 1, inspectionTypeId: 1, inspectionTypeName: 1 },
        },
      ),
    /**
     * The Safe Q inspections of a month (YYYY-MM) at any of the entities named, each as its day's line, by
     * day: the calendar's days, and which inspection makes each (so a moved or deleted one leaves its day).
     */
    reportDaysInMonth: async (
      organizationId: string,
      month: string,
      hotelIds: ReadonlySet<string> | null,
    ): Promise<ReportDayLine[]> => {
      const docs = await reportDays().find(
        { orgMonth: `${organizationId}|${month}` },
        { sort: { day: 1, _id: 1 } },
      );
      return docs.filter((d) => !hotelIds || hotelIds.has(d.hotelId)).map(reportDayLine);
    },
  };
}
