import { DEFAULT_LOCALE, type Locale } from '../../src-domain/shared/locales.ts';
import {
  inLanguage,
  nameInLanguage,
  questionsInOrder,
  type ClusterFields,
} from '../../src-domain/catalogue/index.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';
import { optionsForReader } from '../../src-domain/catalogue/choice-options.ts';

// Shared with the reports module (src-projections/reports), which may not import the HTTP layer.
export { inLanguage };

/** A module type with its name in a language (its own, the default language's, where it has no translation). */
export function presentModuleType(doc: ModuleTypeDocument, language: Locale = DEFAULT_LOCALE) {
  return {
    id: doc._id,
    name: nameInLanguage(doc.name, doc.names, language),
    classification: doc.classification,
    area: doc.area,
    copiedFrom: doc.copiedFrom,
    createdAt: doc.createdAt,
  };
}

/** The question administration screen's tree: clusters in order, each with its questions and context questions. */
export function presentQuestionTree(doc: ModuleTypeDocument, language: Locale) {
  const byOrdinal = <T extends { ordinal: number }>(list: T[]) =>
    [...list].sort((a, b) => a.ordinal - b.ordinal);
  return {
    ...presentModuleType(doc, language),
    languageShortCode: language,
    clusters: byOrdinal(doc.clusters).map((cluster) => ({
      id: cluster.id,
      ...clusterName(cluster, language),
      ordinal: cluster.ordinal,
      commentPosition: cluster.commentPosition,
      questions: questionsInOrder(doc.questions.filter((q) => q.clusterId === cluster.id)).map(
        ({ content, information, clusterId, options, ...fields }) => {
          const text = inLanguage(content, language);
          const info = inLanguage(information, language);
          return {
            ...fields,
            questionClusterId: clusterId,
            content: text.text,
            contentTranslated: text.translated,
            information: info.text,
            informationTranslated: info.translated || !info.text,
            options: optionsForReader(options, language),
          };
        },
      ),
      contextQuestions: byOrdinal(doc.contextQuestions.filter((q) => q.clusterId === cluster.id)).map(
        ({ content, clusterId, ...fields }) => {
          const text = inLanguage(content, language);
          return {
            ...fields,
            questionClusterId: clusterId,
            content: text.text,
            contentTranslated: text.translated,
          };
        },
      ),
    })),
  };
}

/** A cluster's name in the asked language; the default language's when it has none, marked as such. */
function clusterName(cluster: ClusterFields, language: Locale) {
  if (language === DEFAULT_LOCALE) return { name: cluster.name, nameTranslated: true };
  const own = cluster.names?.[language]?.trim();
  return own ? { name: own, nameTranslated: true } : { name: cluster.name, nameTranslated: false };
}
