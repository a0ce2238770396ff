import { isInactive } from '../../src-domain/shared/dates.ts';
import { isoWeekOf } from '../../src-domain/shared/iso-week.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { bandOf, namesOrCount, ranksOf } from '../../src-domain/statistics/ranking.ts';
import { isAnswered, isComplete, safeQFigure, sumFigures } from '../../src-domain/statistics/week-figures.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import type { SafeQDayRanking } from '../../src-projections/safeq/projection.ts';
import { textIn } from './weekly-report.ts';

export interface OrganizationReportInputs {
  organization: OrganizationDocument;
  /** The chosen entities (already within the caller's scope). */
  hotels: readonly HotelDocument[];
  /** The organization's Safe Q days of the week. */
  weekOfDays: readonly SafeQDayRanking[];
  day: string;
  excludeUnanswered: boolean;
  language: Locale;
}

/**
 * The organization report of one ISO week (administration §2, §3, §9): header with the week's dates and the
 * chosen and excluded entities (named up to 5, else counted), and the ranking: rank, qIndex, "X of Y, whereof
 * Z complete" (answered, held and complete Safe Q inspections), entity, hygiene and socialDistance, with the
 * colour band (±5 around the average qIndex of the active entities ranked; grey an inactive entity).
 */
export function presentOrganizationReport(inputs: OrganizationReportInputs) {
  const { organization, hotels, weekOfDays, day, excludeUnanswered, language } = inputs;
  const week = isoWeekOf(day);
  const byHotel = new Map<string, SafeQDayRanking[]>();
  for (const d of weekOfDays) byHotel.set(d.hotelId, [...(byHotel.get(d.hotelId) ?? []), d]);
  const rows = [...hotels]
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'))
    .map((hotel) => {
      const days = byHotel.get(hotel._id) ?? [];
      const sum = sumFigures(days);
      return {
        id: hotel._id,
        name: hotel.name,
        inactive: isInactive(hotel.inactiveStartDate, hotel.inactiveEndDate, week.end),
        answered: days.filter((d) => isAnswered(d.figures)).length,
        total: days.length,
        complete: days.filter((d) => isComplete(d.figures)).length,
        score: safeQFigure(sum.total),
        hygiene: safeQFigure(sum.classifications.hygiene),
        socialDistance: safeQFigure(sum.classifications.socialDistance),
        days,
      };
    });
  const excluded = excludeUnanswered ? rows.filter((r) => r.answered === 0) : [];
  const shown = rows.filter((r) => !excluded.includes(r));
  const ranked = shown.filter((r) => !r.inactive && r.score.qIndex !== null);
  const average = ranked.length ? ranked.reduce((sum, r) => sum + r.score.qIndex!, 0) / ranked.length : null;
  const ranks = ranksOf(shown.map((r) => (ranked.includes(r) ? r.score.qIndex : null)));
  const hotelsShown = shown
    .map((row, i) => ({ row, rank: ranks[i]! }))
    .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity))
    .map(({ row: { days: _days, ...row }, rank }) => ({
      ...row,
      rank,
      qIndex: row.score.qIndex,
      band: bandOf(row.score.qIndex, average, row.inactive),
    }));

  const moduleTypes = new Map<string, { name: string; area: string }>();
  const shownDays = shown.flatMap((r) => r.days);
  for (const d of shownDays)
    for (const m of d.moduleTypes)
      if (!moduleTypes.has(m.moduleTypeId))
        moduleTypes.set(m.moduleTypeId, { name: textIn(m.names, m.name, language), area: m.area });
  const sum = sumFigures(shownDays);

  return {
    id: organization._id,
    name: organization.name,
    day,
    week: { week: week.key, number: week.week, start: week.start, end: week.end },
    startDate: week.start,
    endDate: week.end,
    excludeUnanswered,
    /** Every chosen entity, shown or excluded: the rooms an open report watches. */
    hotelIds: rows.map((r) => r.id),
    selected: namesOrCount(shown.map((r) => r.name)),
    excluded: namesOrCount(excluded.map((r) => r.name)),
    average: average === null ? null : Math.round(average),
    score: safeQFigure(sum.total),
    hotels: hotelsShown,
    inspectionModuleTypes: [...moduleTypes].map(([id, { name, area }]) => ({
      id,
      name,
      area,
      score: safeQFigure(sum.moduleTypes[id]),
    })),
  };
}
export type OrganizationReport = ReturnType<typeof presentOrganizationReport>;
