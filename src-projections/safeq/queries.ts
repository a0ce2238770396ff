import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import { safeQDaysProjection, type SafeQDayDocument, type SafeQDayRanking } from './projection.ts';
import { safeQReportDaysProjection, type SafeQReportDayDocument } from './report-days-projection.ts';

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
    /** An organization's Safe Q inspections of one ISO week (`2026-W53`): the fields its ranking reads. */
    inWeek: (organizationId: string, week: string): Promise<SafeQDayRanking[]> =>
      days().find(
        { orgWeek: `${organizationId}|${week}` },
        { projection: { hotelId: 1, figures: 1, moduleTypes: 1 } },
      ),
    /** The days of a month (YYYY-MM) with a Safe Q inspection at any of the entities named. */
    reportDaysInMonth: async (
      organizationId: string,
      month: string,
      hotelIds: ReadonlySet<string> | null,
    ) => {
      const docs = await reportDays().find({ orgMonth: `${organizationId}|${month}` });
      return [...new Set(docs.filter((d) => !hotelIds || hotelIds.has(d.hotelId)).map((d) => d.day))].sort();
    },
  };
}
