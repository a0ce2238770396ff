import type { Translated } from '../catalogue/fields.ts';
import { fulfilmentOf } from '../scoring/tally.ts';
import { isoWeekOf, weeksBefore, type IsoWeek } from '../shared/iso-week.ts';
import type { Locale } from '../shared/locales.ts';
import { gaugeMaxOf } from './ranking.ts';
import { roundStateOf, type RoundState } from './round-state.ts';
import { SAFEQ_ZONES, type SafeQDay } from './safeq-day.ts';
import { isComplete, safeQFigure, sumFigures } from './week-figures.ts';

/** Administration §9: the weekly trend and module comparison window, and how far back the weekly charts go. */
export const TREND_WEEKS = 4;
export const CHART_WEEKS = 53;

export const textIn = (names: Translated, fallback: string, language: Locale) =>
  names[language]?.trim() || fallback;

/**
 * What the weekly report reads of a Safe Q day: its place, type, end time, skipped modules, zone comments,
 * its modules' names and types (not their questions) and its figures. A `safeQDays` push carries exactly
 * this, so a pushed day replaces the one the report was computed from; and where the round stands (its
 * scores stay behind), so the start page's count of today's rounds follows a pushed day too.
 */
export interface WeeklyDay {
  id: string;
  hotelId: string;
  day: string;
  week: string;
  inspectionTypeId: string;
  inspectionTypeName: string;
  agentEndTime: string | null;
  skipped: string[];
  comments: SafeQDay['comments'];
  key: Array<Pick<SafeQDay['key'][number], 'id' | 'name' | 'names' | 'moduleTypeId' | 'area'>>;
  figures: SafeQDay['figures'];
  round: RoundState;
}

/** A Safe Q day of the read model as the weekly report (and its push) reads it. */
export const weeklyDayOf = (day: SafeQDay & { _id: string }): WeeklyDay => ({
  id: day._id,
  hotelId: day.hotelId,
  day: day.day,
  week: day.week,
  inspectionTypeId: day.inspectionTypeId,
  inspectionTypeName: day.inspectionTypeName,
  agentEndTime: day.agentEndTime,
  skipped: day.skipped,
  comments: day.comments,
  key: day.key.map(({ id, name, names, moduleTypeId, area }) => ({ id, name, names, moduleTypeId, area })),
  figures: day.figures,
  round: roundStateOf(day),
});

/** A day as the calendar of earlier days lists it. */
export type CalendarDay = Pick<WeeklyDay, 'id' | 'day' | 'inspectionTypeId' | 'inspectionTypeName'>;

/**
 * Everything the weekly report of one entity's week is computed from: the report answers it beside the
 * figures, so the browser computes the report again from a pushed day or week with this same function.
 */
export interface WeeklyReportSources {
  hotel: { id: string; name: string; inactive: boolean };
  /** A day of the week the report shows. */
  day: string;
  /** The entity's Safe Q days of the week and of the week before (its inspections, comments, module pages). */
  days: WeeklyDay[];
  /** The entity's weeks of the chart year (the weekly rankings read model): every weekly sum. */
  weeks: Array<{ week: string; figures: SafeQDay['figures'] }>;
  /** The entity's Safe Q days of the year up to the week's end, as the calendar lists them. */
  calendar: CalendarDay[];
}

/** The read store's order of days: by day, then type name (the id keeps equal ones apart). */
const byDayAndType = (a: CalendarDay, b: CalendarDay) =>
  a.day.localeCompare(b.day) ||
  (a.inspectionTypeName < b.inspectionTypeName ? -1 : a.inspectionTypeName > b.inspectionTypeName ? 1 : 0) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const weekLine = (week: IsoWeek) => ({ week: week.key, number: week.week, start: week.start, end: week.end });

/** The entity's Safe Q days by day, each with its inspections: the calendar of earlier days. */
export function reportDaysOf(days: readonly CalendarDay[]) {
  const byDay = new Map<
    string,
    Array<{ id: string; inspectionTypeId: string; inspectionTypeName: string }>
  >();
  for (const d of days)
    byDay.set(d.day, [
      ...(byDay.get(d.day) ?? []),
      { id: d.id, inspectionTypeId: d.inspectionTypeId, inspectionTypeName: d.inspectionTypeName },
    ]);
  return [...byDay].map(([day, inspections]) => ({ day, inspections }));
}

/**
 * The weekly Safe Q report of one entity (administration §2, §3, §9) for the week holding `sources.day`:
 * fulfilment gauge (this week against the previous, gauge max by §9), weekly score, module scores against the
 * previous week with a 4-week trend, the fulfilment table, the two comfort zones with their comments, one page
 * per module type, and the weekly charts one year back. Weekly sums are the read model's, never summed here.
 */
export function presentWeeklyReport(sources: WeeklyReportSources, language: Locale) {
  const { hotel, day } = sources;
  const week = isoWeekOf(day);
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => weeksBefore(day, CHART_WEEKS - 1 - i));
  const previousWeek = weeksBefore(day, 1);
  const days = [...sources.days].sort(byDayAndType);
  const current = days.filter((d) => d.week === week.key);
  const previous = days.filter((d) => d.week === previousWeek.key);
  const sums = new Map(sources.weeks.map((w) => [w.week, w.figures]));
  const none = sumFigures([]);
  const sumOf = (w: IsoWeek) => sums.get(w.key) ?? none;
  const trendWeeks = weeks.slice(-TREND_WEEKS);

  const currentFulfilment = fulfilmentOf(sumOf(week).total);
  const previousFulfilment = fulfilmentOf(sumOf(previousWeek).total);

  // Module types in the order the questionnaires list them, named as the inspection names its module.
  const moduleTypes = new Map<string, { name: string; area: string }>();
  for (const d of [...current, ...previous])
    for (const m of d.key)
      if (!moduleTypes.has(m.moduleTypeId))
        moduleTypes.set(m.moduleTypeId, { name: textIn(m.names, m.name, language), area: m.area });

  return {
    hotels: [
      {
        id: hotel.id,
        name: hotel.name,
        inactive: hotel.inactive,
        inspections: current.map((d) => ({
          id: d.id,
          day: d.day,
          inspectionTypeId: d.inspectionTypeId,
          inspectionTypeName: d.inspectionTypeName,
          endTime: d.agentEndTime,
          complete: isComplete(d.figures),
          skippedModules: d.skipped.length,
          score: safeQFigure(d.figures.total),
        })),
        moduleTypes: [...moduleTypes].map(([id, { name, area }]) => ({
          id,
          name,
          area,
          score: safeQFigure(sumOf(week).moduleTypes[id]),
          previousPercent: safeQFigure(sumOf(previousWeek).moduleTypes[id]).percent,
          trend: trendWeeks.map((w) => ({ ...weekLine(w), ...safeQFigure(sumOf(w).moduleTypes[id]) })),
          // The module's page: each day of the week.
          days: current
            .filter((d) => d.key.some((m) => m.moduleTypeId === id))
            .map((d) => ({
              id: d.id,
              day: d.day,
              inspectionTypeName: d.inspectionTypeName,
              skipped: d.key.filter((m) => m.moduleTypeId === id).every((m) => d.skipped.includes(m.id)),
              score: safeQFigure(d.figures.moduleTypes[id]),
            })),
        })),
      },
    ],
    day,
    week: weekLine(week),
    previousWeek: weekLine(previousWeek),
    fulfilment: {
      current: currentFulfilment,
      previous: previousFulfilment,
      gaugeMax: gaugeMaxOf(Math.max(currentFulfilment ?? 0, previousFulfilment ?? 0)),
    },
    score: safeQFigure(sumOf(week).total),
    previousScore: safeQFigure(sumOf(previousWeek).total),
    comfortZones: SAFEQ_ZONES.map((zone) => ({
      zone,
      score: safeQFigure(sumOf(week).classifications[zone]),
      previousPercent: safeQFigure(sumOf(previousWeek).classifications[zone]).percent,
      comments: current
        .filter((d) => d.comments[zone].trim() !== '')
        .map((d) => ({ day: d.day, inspectionTypeName: d.inspectionTypeName, comment: d.comments[zone] })),
    })),
    trend: trendWeeks.map((w) => ({ ...weekLine(w), ...safeQFigure(sumOf(w).total) })),
    accumulated: accumulatedOf(trendWeeks, week, sumOf),
    charts: weeks.map((w) => ({
      ...weekLine(w),
      percent: safeQFigure(sumOf(w).total).percent,
      fulfilment: safeQFigure(sumOf(w).total).fulfilment,
      hygiene: safeQFigure(sumOf(w).classifications.hygiene).percent,
      socialDistance: safeQFigure(sumOf(w).classifications.socialDistance).percent,
    })),
    reportDays: reportDaysOf([...sources.calendar].sort(byDayAndType)),
    sources,
  };
}
export type WeeklyReport = ReturnType<typeof presentWeeklyReport>;

/**
 * The sources with a pushed Safe Q day of the entity applied (null: removed): it replaces the day held, comes
 * in when it falls in the two weeks or the calendar's year, and leaves both when removed or moved out.
 */
export function withPushedDay(
  sources: WeeklyReportSources,
  id: string,
  day: WeeklyDay | null,
): WeeklyReportSources {
  const week = isoWeekOf(sources.day);
  const previousWeek = weeksBefore(sources.day, 1);
  const first = weeksBefore(sources.day, CHART_WEEKS - 1);
  const own = day !== null && day.hotelId === sources.hotel.id;
  const inWeeks = own && (day.week === week.key || day.week === previousWeek.key);
  const inCalendar = own && day.day >= first.start && day.day <= week.end;
  return {
    ...sources,
    days: [...sources.days.filter((d) => d.id !== id), ...(inWeeks ? [day] : [])],
    calendar: [
      ...sources.calendar.filter((d) => d.id !== id),
      ...(inCalendar
        ? [
            {
              id,
              day: day.day,
              inspectionTypeId: day.inspectionTypeId,
              inspectionTypeName: day.inspectionTypeName,
            },
          ]
        : []),
    ],
  };
}

/** The sources with a pushed week of the entity (the weekly rankings read model) in place of the one held. */
export function withPushedWeek(
  sources: WeeklyReportSources,
  pushed: { hotelId: string; week: string; figures: SafeQDay['figures'] },
): WeeklyReportSources {
  const chart = { first: weeksBefore(sources.day, CHART_WEEKS - 1).key, last: isoWeekOf(sources.day).key };
  if (pushed.hotelId !== sources.hotel.id || pushed.week < chart.first || pushed.week > chart.last)
    return sources;
  return {
    ...sources,
    weeks: [
      ...sources.weeks.filter((w) => w.week !== pushed.week),
      { week: pushed.week, figures: pushed.figures },
    ],
  };
}

/**
 * The accumulated observation (administration §9): the last 4 weeks up to and including this one summed as
 * one period, total and the two zones, from the read model's weekly sums (never re-summed from days).
 */
function accumulatedOf(
  trendWeeks: IsoWeek[],
  week: IsoWeek,
  sumOf: (w: IsoWeek) => ReturnType<typeof sumFigures>,
) {
  const sum = sumFigures(trendWeeks.map((w) => ({ figures: sumOf(w) })));
  return {
    weeks: trendWeeks.map((w) => w.key),
    from: trendWeeks[0]?.start ?? week.start,
    to: week.end,
    score: safeQFigure(sum.total),
    comfortZones: SAFEQ_ZONES.map((zone) => ({ zone, score: safeQFigure(sum.classifications[zone]) })),
  };
}
