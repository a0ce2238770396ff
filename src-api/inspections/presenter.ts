import type { Translated } from '../../src-domain/catalogue/index.ts';
import { EMPTY_ANSWER } from '../../src-domain/inspection/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src-domain/shared/locales.ts';
import type {
  InspectionDocument,
  InspectionModuleView,
} from '../../src-projections/inspections/projection.ts';
import { inLanguage } from '../catalogue/presenter.ts';

export type Names = Map<string, string>;
const person = (names: Names, id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
const named = (name: string, names: Translated, language: Locale) =>
  language === DEFAULT_LOCALE ? name : names[language]?.trim() || name;

/** skipped, answered (finished), started (some answer) or unanswered: the module card's label (§4). */
export function moduleState(doc: InspectionDocument, module: InspectionModuleView) {
  if (module.skipped) return 'skipped';
  if (module.finished) return 'answered';
  const answers = Object.values(doc.answers[module.id] ?? {});
  return answers.some((a) => a.score !== null || a.comment.trim() !== '' || a.attachments.length > 0)
    ? 'started'
    : 'unanswered';
}

/** A line of a list: what the session lists and the admin lists show. */
export function presentInspectionSummary(doc: InspectionDocument, hotelName: string, names: Names) {
  return {
    id: doc._id,
    hotel: { id: doc.hotelId, name: hotelName },
    inspectionType: {
      id: doc.inspectionType.inspectionTypeId,
      name: doc.inspectionType.name,
      reportType: doc.inspectionType.reportType,
    },
    startDate: doc.startDate,
    startHour: doc.startHour,
    user: person(names, doc.userId),
    agentEndTime: doc.agentEndTime,
    adminEndTime: doc.adminEndTime,
    lastEditedBy: { ...person(names, doc.lastEditedBy.userId)!, at: doc.lastEditedBy.at },
  };
}

/** The whole inspection for answering and control, its texts in one language (Swedish where one is missing). */
export function presentInspection(
  doc: InspectionDocument,
  hotelName: string,
  names: Names,
  language: Locale,
) {
  return {
    ...presentInspectionSummary(doc, hotelName, names),
    organizationId: doc.organizationId,
    languageShortCode: language,
    allowUnansweredQuestions: doc.inspectionType.allowUnansweredQuestions,
    agentEndTimeSetByUser: person(names, doc.agentEndTimeSetBy),
    adminEndTimeSetByUser: person(names, doc.adminEndTimeSetBy),
    followUpToInspectionId: doc.followUpToInspectionId,
    descriptions: doc.descriptions,
    extraQuestions: doc.extraQuestions,
    generalComments: doc.generalComments,
    comfortZones: doc.comfortZones,
    externalScores: doc.externalScores,
    modules: doc.modules.map((module) => ({
      id: module.id,
      name: named(module.name, module.names, language),
      ordinal: module.ordinal,
      isMandatory: module.isMandatory,
      useTabs: module.useTabs,
      area: module.area,
      skipped: module.skipped,
      finished: module.finished,
      state: moduleState(doc, module),
      clusters: module.clusters.map((cluster) => ({
        id: cluster.id,
        name: named(cluster.name, cluster.names, language),
        commentPosition: cluster.commentPosition,
        comments: cluster.comments,
        contextQuestions: cluster.contextQuestions.map((q) => ({
          id: q.id,
          ordinal: q.ordinal,
          content: inLanguage(q.content, language).text,
          answer: q.answer,
        })),
        questions: cluster.questions.map(({ content, information, ...question }) => ({
          ...question,
          content: inLanguage(content, language).text,
          information: inLanguage(information, language).text,
          answer: doc.answers[module.id]?.[question.id] ?? EMPTY_ANSWER,
        })),
      })),
    })),
  };
}
