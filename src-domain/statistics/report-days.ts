import { isoWeekOf } from '../shared/iso-week.ts';

/** One Safe Q inspection on the statistics tab's calendar: which entity, which day. */
export interface ReportDayLine {
  id: string;
  hotelId: string;
  day: string;
}

/**
 * The calendar of a month's Safe Q inspections: the days with a report and the ISO weeks they fall in, in
 * order. The report-days GET answers it, and the open tab computes it again from the lines pushed since.
 */
export function reportCalendarOf(lines: readonly Pick<ReportDayLine, 'day'>[]) {
  const reportDays = [...new Set(lines.map((line) => line.day))].sort();
  const weeks = [...new Map(reportDays.map((d) => [isoWeekOf(d).key, isoWeekOf(d)])).values()].map((w) => ({
    week: w.key,
    number: w.week,
    start: w.start,
    end: w.end,
  }));
  return { reportDays, weeks };
}
