import { isInactive } from '../../src-domain/shared/dates.ts';
import { isoWeekOf } from '../../src-domain/shared/iso-week.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { SafeQDay } from '../../src-domain/statistics/safeq-day.ts';
import {
  presentWeeklyReport as presentFromSources,
  reportDaysOf as calendarReportDays,
  weeklyDayOf,
} from '../../src-domain/statistics/weekly-report.ts';
import type { HotelDocument } from '../hotels/projection.ts';
import type { HotelWeekFigures } from '../weekly-rankings/queries.ts';

export {
  CHART_WEEKS,
  TREND_WEEKS,
  textIn,
  type WeeklyReport,
} from '../../src-domain/statistics/weekly-report.ts';

type Day = SafeQDay & { _id: string };
type CalendarDay = Pick<Day, '_id' | 'day' | 'inspectionTypeId' | 'inspectionTypeName'>;

const calendarDayOf = ({ _id, day, inspectionTypeId, inspectionTypeName }: CalendarDay) => ({
  id: _id,
  day,
  inspectionTypeId,
  inspectionTypeName,
});

/** The entity's Safe Q days of the read model by day, each with its inspections: the calendar of earlier days. */
export const reportDaysOf = (days: readonly CalendarDay[]) => calendarReportDays(days.map(calendarDayOf));

export interface WeeklyReportSources {
  /** The entity's Safe Q days of the week and of the week before (its inspections, comments, module pages). */
  days: readonly Day[];
  /** The entity's weeks of the chart year (the weekly rankings read model): every weekly sum. */
  weeks: readonly HotelWeekFigures[];
  /** The entity's Safe Q days of the year up to the week's end, as the calendar lists them. */
  calendar: readonly CalendarDay[];
}

/**
 * The weekly Safe Q report of one entity for the week holding `day`, from the read models' documents: the
 * domain's presenter (src-domain/statistics/weekly-report.ts), which the browser runs again on a push.
 */
export function presentWeeklyReport(
  hotel: HotelDocument,
  day: string,
  sources: WeeklyReportSources,
  language: Locale,
) {
  return presentFromSources(
    {
      hotel: {
        id: hotel._id,
        name: hotel.name,
        inactive: isInactive(hotel.inactiveStartDate, hotel.inactiveEndDate, isoWeekOf(day).end),
      },
      day,
      days: sources.days.map(weeklyDayOf),
      weeks: sources.weeks.map(({ week, figures }) => ({ week, figures })),
      calendar: sources.calendar.map(calendarDayOf),
    },
    language,
  );
}
