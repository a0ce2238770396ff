import type { ReportOutline } from '../../src-domain/report/outline.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { InspectionQuestionnaireDocument } from '../../src-projections/inspections/questionnaire-projection.ts';
import { inLanguage } from '../catalogue/presenter.ts';

/** The inspection's questionnaire as its report reads it, every text in `language` (or its fallback). */
export function reportOutlineOf(
  questionnaire: InspectionQuestionnaireDocument,
  language: Locale,
): ReportOutline {
  const text = (t: Parameters<typeof inLanguage>[0]) => inLanguage(t, language).text;
  return {
    modules: questionnaire.modules.map((module) => ({
      id: module.id,
      moduleTypeId: module.moduleTypeId,
      name: module.names[language]?.trim() || module.name,
      clusters: module.clusters.map((cluster) => ({
        id: cluster.id,
        name: cluster.names[language]?.trim() || cluster.name,
        questions: cluster.questions.map((q) => ({
          id: q.id,
          parentId: q.parentId,
          ordinal: q.ordinal,
          referenceNumber: q.referenceNumber,
          content: text(q.content),
          type: q.type,
          classification: q.classification,
        })),
      })),
    })),
    headerContext: questionnaire.modules
      .flatMap((module) =>
        module.clusters.flatMap((cluster) =>
          cluster.contextQuestions
            .filter((q) => q.showInReportHeader)
            .map((q) => ({
              id: q.id,
              moduleId: module.id,
              question: text(q.content),
              order: q.orderInReportHeader ?? 0,
            })),
        ),
      )
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...line }) => line),
  };
}
