import { isoWeekOf, weeksBefore } from '../../src-domain/shared/iso-week.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { HotelDocument } from '../hotels/projection.ts';
import { inspectionQueries } from '../inspections/queries.ts';
import type { OrganizationDocument } from '../organizations/projection.ts';
import type { ReadModels } from '../read-models.ts';
import { safeQQueries } from '../safeq/queries.ts';
import { weeklyRankingQueries } from '../weekly-rankings/queries.ts';
import { presentDailyReport } from './daily-report.ts';
import { presentOrganizationReport } from './organization-report.ts';
import type { QuestionnaireSource } from './report-inputs.ts';
import { CHART_WEEKS, presentWeeklyReport } from './weekly-report.ts';

/** A Safe Q day whose inspection the inspections read model does not hold (deleted meanwhile, or behind). */
export class ReportSourceMissingError extends Error {
  override readonly name = 'ReportSourceMissingError';
}

/**
 * The Safe Q and organization reports read from the read models alone, for a caller that has checked the
 * reader's scope (a route's policy, a job's recipient): the screens, the files and the mails show the same.
 */
export function safeQReports(readModels: ReadModels, questionnaireOf: QuestionnaireSource) {
  const safeQ = safeQQueries(readModels);
  const rankings = weeklyRankingQueries(readModels);
  return {
    /** The day's Safe Q reports at the entity, of one Safe Q type or all. */
    daily: async (hotel: HotelDocument, day: string, language: Locale, inspectionTypeId?: string) => {
      const days = (await safeQ.onDay(hotel._id, day)).filter(
        (d) => !inspectionTypeId || d.inspectionTypeId === inspectionTypeId,
      );
      const inspections = inspectionQueries(readModels);
      return Promise.all(
        days.map(async (d) => {
          const inspection = await inspections.byId(d._id);
          if (!inspection) throw new ReportSourceMissingError(`inspection ${d._id}`);
          const questionnaire = await questionnaireOf(d._id, d._position);
          return presentDailyReport({ safeQ: d, inspection, questionnaire, hotel, language });
        }),
      );
    },
    /** The weekly report of the ISO week holding `day`, with its charts a year back. */
    weekly: async (hotel: HotelDocument, day: string, language: Locale) => {
      const first = weeksBefore(day, CHART_WEEKS - 1);
      const week = isoWeekOf(day);
      const [days, weeks, calendar] = await Promise.all([
        safeQ.atHotelBetween(hotel._id, weeksBefore(day, 1).start, week.end),
        rankings.atHotelBetween(hotel._id, first.key, week.key),
        safeQ.calendarBetween(hotel._id, first.start, week.end),
      ]);
      return presentWeeklyReport(hotel, day, { days, weeks, calendar }, language);
    },
    /** The organization report of the ISO week holding `day` over the chosen entities. */
    organization: async (inputs: {
      organization: OrganizationDocument;
      hotels: readonly HotelDocument[];
      day: string;
      excludeUnanswered: boolean;
      language: Locale;
    }) => {
      const weeks = await rankings.inWeek(inputs.organization._id, isoWeekOf(inputs.day).key);
      return presentOrganizationReport({ ...inputs, weeks });
    },
  };
}
