import type { Translated } from '../../src-domain/catalogue/fields.ts';
import { fulfilmentOf } from '../../src-domain/scoring/tally.ts';
import { isInactive } from '../../src-domain/shared/dates.ts';
import { isoWeekOf, weeksBefore, type IsoWeek } from '../../src-domain/shared/iso-week.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { gaugeMaxOf } from '../../src-domain/statistics/ranking.ts';
import { SAFEQ_ZONES, type SafeQDay } from '../../src-domain/statistics/safeq-day.ts';
import { isComplete, safeQFigure, sumFigures } from '../../src-domain/statistics/week-figures.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';

/** Administration §9: the weekly trend and module comparison window, and how far back the weekly charts go. */
export const TREND_WEEKS = 4;
export const CHART_WEEKS = 53;

type Day = SafeQDay & { _id: string };

export const textIn = (names: Translated, fallback: string, language: Locale) =>
  names[language]?.trim() || fallback;

const weekLine = (week: IsoWeek) => ({ week: week.key, number: week.week, start: week.start, end: week.end });

/** The entity's Safe Q days by day, each with its inspections: the calendar of earlier days. */
export function reportDaysOf(days: readonly Day[]) {
  const byDay = new Map<
    string,
    Array<{ id: string; inspectionTypeId: string; inspectionTypeName: string }>
  >();
  for (const d of days)
    byDay.set(d.day, [
      ...(byDay.get(d.day) ?? []),
      { id: d._id, inspectionTypeId: d.inspectionTypeId, inspectionTypeName: d.inspectionTypeName },
    ]);
  return [...byDay].map(([day, inspections]) => ({ day, inspections }));
}

/**
 * The weekly Safe Q report of one entity (administration §2, §3, §9) from its Safe Q days of the year up to
 * the week holding `day`: fulfilment gauge (this week against the previous, gauge max by §9), weekly score,
 * module scores against the previous week with a 4-week trend, the fulfilment table, the two comfort zones
 * with their comments, one page per module type, and the weekly charts one year back.
 */
export function presentWeeklyReport(
  hotel: HotelDocument,
  day: string,
  yearOfDays: readonly Day[],
  language: Locale,
) {
  const week = isoWeekOf(day);
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => weeksBefore(day, CHART_WEEKS - 1 - i));
  const byWeek = new Map<string, Day[]>(weeks.map((w) => [w.key, []]));
  for (const d of yearOfDays) byWeek.get(d.week)?.push(d);
  const daysOf = (w: IsoWeek) => byWeek.get(w.key) ?? [];
  const current = daysOf(week);
  const previousWeek = weeksBefore(day, 1);
  const previous = daysOf(previousWeek);
  const sums = new Map(weeks.map((w) => [w.key, sumFigures(daysOf(w))]));
  const sumOf = (w: IsoWeek) => sums.get(w.key)!;
  const trendWeeks = weeks.slice(-TREND_WEEKS);

  const currentFulfilment = fulfilmentOf(sumOf(week).total);
  const previousFulfilment = fulfilmentOf(sumOf(previousWeek).total);

  // Module types in the order the questionnaires list them, named as the inspection names its module.
  const moduleTypes = new Map<string, { name: string; area: string }>();
  for (const d of [...current, ...previous])
    for (const m of d.key)
      if (!moduleTypes.has(m.moduleTypeId))
        moduleTypes.set(m.moduleTypeId, { name: textIn(m.names, m.name, language), area: m.area });

  const inspections = current.map((d) => ({
    id: d._id,
    day: d.day,
    inspectionTypeId: d.inspectionTypeId,
    inspectionTypeName: d.inspectionTypeName,
    endTime: d.agentEndTime,
    complete: isComplete(d.figures),
    skippedModules: d.skipped.length,
    score: safeQFigure(d.figures.total),
  }));

  return {
    hotels: [
      {
        id: hotel._id,
        name: hotel.name,
        inactive: isInactive(hotel.inactiveStartDate, hotel.inactiveEndDate, week.end),
        inspections,
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
              id: d._id,
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
    charts: weeks.map((w) => ({
      ...weekLine(w),
      percent: safeQFigure(sumOf(w).total).percent,
      fulfilment: safeQFigure(sumOf(w).total).fulfilment,
      hygiene: safeQFigure(sumOf(w).classifications.hygiene).percent,
      socialDistance: safeQFigure(sumOf(w).classifications.socialDistance).percent,
    })),
    reportDays: reportDaysOf(yearOfDays),
  };
}
export type WeeklyReport = ReturnType<typeof presentWeeklyReport>;
