import type { Locale } from '../../src-domain/shared/locales.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import { reportPdf } from '../../src-projections/documents/report-pdf.ts';
import { organizationPdf, weeklyPdf } from '../../src-projections/documents/safeq-pdf.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { organizationQueries } from '../../src-projections/organizations/queries.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { inspectionQueries, questionnaireQueries } from '../../src-projections/inspections/queries.ts';
import type { TrackedDocument } from '../../src-projections/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { presentReport } from '../../src-projections/reports/report.ts';
import { reportInputsOf, type QuestionnaireSource } from '../../src-projections/reports/report-inputs.ts';
import { safeQReports } from '../../src-projections/reports/safeq-reports.ts';

/**
 * The reports a job attaches to a mail, with their PDFs, from the read models alone (the same assembly and
 * renderers as the screens and downloads, without the HTTP layer). Whoever receives them was chosen by the
 * job's own rule; nothing here checks a reader.
 */
export function reportDocuments(readModels: ReadModels) {
  // A job meets each inspection once: its questionnaire is read, not kept.
  const questionnaireOf: QuestionnaireSource = async (inspectionId) => {
    const doc = await questionnaireQueries(readModels).byInspectionId(inspectionId);
    if (!doc) throw new Error(`inspection ${inspectionId} has no questionnaire`);
    return doc;
  };
  return {
    /** An ended inspection's report and its A4 PDF; null when there is none (deleted, or not ended). */
    inspection: async (inspectionId: string, language: Locale) => {
      const doc = (await inspectionQueries(readModels).byId(
        inspectionId,
      )) as TrackedDocument<InspectionDocument> | null;
      if (!doc?.agentEndTime) return null;
      const report = presentReport(await reportInputsOf(readModels, questionnaireOf, doc, language));
      return { report, pdf: await reportPdf(report) };
    },
    /** An entity's weekly Safe Q report of the ISO week holding `day`, and its PDF; null without the entity. */
    weeklySafeQ: async (hotelId: string, day: string, language: Locale) => {
      const hotel = await hotelQueries(readModels).byId(hotelId);
      if (!hotel) return null;
      const report = await safeQReports(readModels, questionnaireOf).weekly(hotel, day, language);
      return { report, pdf: await weeklyPdf(report, language, timeZoneOf(hotel)) };
    },
    /**
     * The Safe Q reports of one type at an entity on a day, as the daily report screen shows them (the same
     * presenter); none when the day had no round of it.
     */
    dailySafeQ: async (hotelId: string, day: string, language: Locale, inspectionTypeId: string) => {
      const hotel = await hotelQueries(readModels).byId(hotelId);
      if (!hotel) return null;
      return safeQReports(readModels, questionnaireOf).daily(hotel, day, language, inspectionTypeId);
    },
    /**
     * The organization report (the ranking) of the ISO week holding `day` over all its entities, as the
     * organization report screen shows it unfiltered, and its PDF; null without the organization.
     */
    organizationWeekly: async (organizationId: string, day: string, language: Locale) => {
      const organization = await organizationQueries(readModels).byId(organizationId);
      if (!organization) return null;
      const hotels = await hotelQueries(readModels).inOrganization(organizationId, {});
      const report = await safeQReports(readModels, questionnaireOf).organization({
        organization,
        hotels,
        day,
        excludeUnanswered: false,
        language,
      });
      return { report, pdf: await organizationPdf(report, language) };
    },
  };
}
