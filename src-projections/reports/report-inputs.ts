import { comparisonFamilyOf } from '../../src-domain/inspection/snapshot.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { approvedReportQueries } from '../approved-reports/queries.ts';
import { familyAverageQueries } from '../family-averages/queries.ts';
import { hotelQueries } from '../hotels/queries.ts';
import type { InspectionDocument } from '../inspections/projection.ts';
import type { InspectionQuestionnaireDocument } from '../inspections/questionnaire-projection.ts';
import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import { userQueries } from '../users/queries.ts';
import type { ReportInputs } from './report.ts';

/**
 * An inspection's questionnaire as of the inspection document's log position: the API passes its in-memory
 * cache, a job the read model's query (questionnaireOf in report-sources.ts).
 */
export type QuestionnaireSource = (
  inspectionId: string,
  seenAt: number,
) => Promise<InspectionQuestionnaireDocument>;

/**
 * What an inspection's report is made of, read from the read models only: the caller has checked that the
 * reader may see the inspection and that its agent has ended it.
 */
export async function reportInputsOf(
  readModels: ReadModels,
  questionnaireOf: QuestionnaireSource,
  doc: TrackedDocument<InspectionDocument>,
  language: Locale,
): Promise<ReportInputs> {
  const family = comparisonFamilyOf(doc.inspectionType);
  const [questionnaire, hotel, agent, atHotel, averages] = await Promise.all([
    questionnaireOf(doc._id, doc._position),
    hotelQueries(readModels).byId(doc.hotelId),
    doc.userId ? userQueries(readModels).byId(doc.userId) : null,
    approvedReportQueries(readModels).atHotel(doc.hotelId, family, doc.startDate),
    familyAverageQueries(readModels).byHotel(doc.organizationId, family),
  ]);
  return { doc, questionnaire, hotel, agent, atHotel, averages, language };
}
