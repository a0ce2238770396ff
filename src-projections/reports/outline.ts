import type { ReportOutline } from '../../src-domain/report/outline.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { InspectionQuestionnaireDocument } from '../inspections/questionnaire-projection.ts';
import { optionsForReader } from '../../src-domain/catalogue/choice-options.ts';
import { inLanguage } from '../../src-domain/catalogue/fields.ts';
import { moduleSectionOf } from '../../src-domain/report/question-groups.ts';

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
      section: moduleSectionOf(module.name),
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
          ...(q.type === 'choice'
            ? { options: optionsForReader(q.options, language).map(({ score, label }) => ({ score, label })) }
            : {}),
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
