import { isInactive } from '../../src-domain/shared/dates.ts';
import { isoWeekOf } from '../../src-domain/shared/iso-week.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { organizationRanking } from '../../src-domain/statistics/organization-ranking.ts';
import type { HotelDocument } from '../hotels/projection.ts';
import type { OrganizationDocument } from '../organizations/projection.ts';
import type { HotelWeekFigures } from '../weekly-rankings/queries.ts';

export interface OrganizationReportInputs {
  organization: OrganizationDocument;
  /** The chosen entities (already within the caller's scope). */
  hotels: readonly HotelDocument[];
  /** The organization's entity-weeks of the week (the weekly rankings read model). */
  weeks: readonly HotelWeekFigures[];
  day: string;
  excludeUnanswered: boolean;
  language: Locale;
}

/**
 * The organization report of one ISO week (administration §2, §3, §9): header with the week's dates, and the
 * ranking of the chosen entities (src-domain/statistics/organization-ranking.ts). `rankedHotels` and
 * `weeks` are what it was computed from, so a screen recomputes it from a pushed week (the same function).
 */
export function presentOrganizationReport(inputs: OrganizationReportInputs) {
  const { organization, hotels, weeks, day, excludeUnanswered, language } = inputs;
  const week = isoWeekOf(day);
  const rankedHotels = hotels.map((hotel) => ({
    id: hotel._id,
    name: hotel.name,
    inactive: isInactive(hotel.inactiveStartDate, hotel.inactiveEndDate, week.end),
  }));
  const chosen = new Set(rankedHotels.map((h) => h.id));
  const chosenWeeks = weeks.filter((w) => chosen.has(w.hotelId));
  return {
    id: organization._id,
    name: organization.name,
    day,
    week: { week: week.key, number: week.week, start: week.start, end: week.end },
    startDate: week.start,
    endDate: week.end,
    ...organizationRanking({ hotels: rankedHotels, weeks: chosenWeeks, excludeUnanswered, language }),
    rankedHotels,
    weeks: chosenWeeks,
  };
}
export type OrganizationReport = ReturnType<typeof presentOrganizationReport>;
