import { nameInLanguage } from '../catalogue/fields.ts';
import type { Locale } from '../shared/locales.ts';
import { bandOf, namesOrCount, ranksOf } from './ranking.ts';
import type { SafeQFigures, SafeQModuleKey } from './safeq-day.ts';
import { safeQFigure, sumFigures } from './week-figures.ts';

/** A module type as the organization report names it. */
export type SafeQModuleType = Pick<SafeQModuleKey, 'moduleTypeId' | 'name' | 'names' | 'area'>;

/**
 * One entity's Safe Q week, as the weekly rankings read model keeps it: its days' counts (answered, held,
 * complete), the sum of their figures and their module types in the order the days list them.
 */
export interface HotelWeek {
  hotelId: string;
  week: string;
  answered: number;
  total: number;
  complete: number;
  /**
   * Days held without a single answer (a round started and left): out of the figures, so a stray start
   * cannot pull an entity down, and counted here so the ranking can say so. Absent in weeks kept before.
   */
  empty?: number;
  figures: SafeQFigures;
  /** The figures of the answered days alone: what the ranking compares (absent in weeks kept before). */
  rankedFigures?: SafeQFigures;
  moduleTypes: SafeQModuleType[];
}

/** What a week is ranked by: its answered days (a round left empty is not counted). */
const rankedFiguresOf = (week: HotelWeek): SafeQFigures => week.rankedFigures ?? week.figures;

/** A chosen entity as the ranking shows it. */
export interface RankedHotel {
  id: string;
  name: string;
  inactive: boolean;
}

/**
 * The organization report's ranking of one ISO week (administration §2, §3, §9) from the entities' weeks:
 * rank, qIndex, "X of Y, whereof Z complete", hygiene and socialDistance, the colour band (±5 around the
 * average qIndex of the active entities ranked; grey an inactive entity), the chosen and excluded entities
 * (named up to 5, else counted) and the module types' scores over the entities shown. Pure, so the server
 * and a screen following pushed weeks compute the same.
 */
export function organizationRanking(inputs: {
  hotels: readonly RankedHotel[];
  weeks: readonly HotelWeek[];
  excludeUnanswered: boolean;
  language: Locale;
}) {
  const { hotels, weeks, excludeUnanswered, language } = inputs;
  const weekOf = new Map(weeks.map((w) => [w.hotelId, w]));
  const rows = [...hotels]
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'))
    .map((hotel) => {
      const week = weekOf.get(hotel.id);
      const ranked = week && rankedFiguresOf(week);
      return {
        id: hotel.id,
        name: hotel.name,
        inactive: hotel.inactive,
        answered: week?.answered ?? 0,
        total: week?.total ?? 0,
        complete: week?.complete ?? 0,
        empty: week?.empty ?? 0,
        score: safeQFigure(ranked?.total),
        hygiene: safeQFigure(ranked?.classifications.hygiene),
        socialDistance: safeQFigure(ranked?.classifications.socialDistance),
        week,
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
    .map(({ row: { week: _week, ...row }, rank }) => ({
      ...row,
      rank,
      qIndex: row.score.qIndex,
      band: bandOf(row.score.qIndex, average, row.inactive),
    }));

  const shownWeeks = shown.flatMap((r) => (r.week ? [{ ...r.week, figures: rankedFiguresOf(r.week) }] : []));
  const moduleTypes = new Map<string, { name: string; area: string }>();
  for (const w of shownWeeks)
    for (const m of w.moduleTypes)
      if (!moduleTypes.has(m.moduleTypeId))
        moduleTypes.set(m.moduleTypeId, { name: nameInLanguage(m.name, m.names, language), area: m.area });
  const sum = sumFigures(shownWeeks);
  return {
    excludeUnanswered,
    /** Every chosen entity, shown or excluded: the rooms an open report watches. */
    hotelIds: rows.map((r) => r.id),
    selected: namesOrCount(shown.map((r) => r.name)),
    excluded: namesOrCount(excluded.map((r) => r.name)),
    /** The rounds left without any answer at the entities shown: none of them counts in a figure. */
    empty: shown.reduce((sum, r) => sum + r.empty, 0),
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
