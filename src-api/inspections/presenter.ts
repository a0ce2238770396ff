import type { InspectionSummaryFields } from '../../src-projections/inspections/queries.ts';
import { nameInLanguage } from '../../src-domain/catalogue/index.ts';
import {
  actionKey,
  actionOf,
  EMPTY_ANSWER,
  inspectionStatus,
  addedActionsOf,
  type ActionProgress,
  moduleCardState,
  overlayModules,
  type ModuleCardState,
  type ModuleLiveState,
} from '../../src-domain/inspection/index.ts';
import { type Locale } from '../../src-domain/shared/locales.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { Tracked } from '../../src-projections/projection.ts';
import type { InspectionQuestionnaireDocument } from '../../src-projections/inspections/questionnaire-projection.ts';
import { optionsForReader } from '../../src-domain/catalogue/choice-options.ts';
import { inLanguage } from '../catalogue/presenter.ts';

export type Names = Map<string, string>;
const person = (names: Names, id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
/**
 * A module's or cluster's name in a language: its translation where it has one, Swedish included (a module's
 * `name` may be the English name the reports read, with the Swedish one among its translations).
 */
const named = nameInLanguage;

/**
 * A read-model document as read (it carries its version), or as pushed (the push tells the version apart).
 */
export type VersionedInspection = InspectionDocument & Partial<Pick<Tracked, '_version'>>;

/** A line of a list: what the session lists and the admin lists show. */
export function presentInspectionSummary(
  doc: InspectionSummaryFields & { _version?: number },
  hotelName: string,
  names: Names,
) {
  return {
    id: doc._id,
    /**
     * The document's change count: a push with the next one follows what a screen holds, so the screen
     * applies it without asking again (docs/realtime.md).
     */
    version: doc._version ?? 0,
    hotel: { id: doc.hotelId, name: hotelName },
    inspectionType: {
      id: doc.inspectionType.inspectionTypeId,
      name: doc.inspectionType.name,
      reportType: doc.inspectionType.reportType,
    },
    /**
     * The spec's names (inspection-run §3, the create payload's): `startTime` is the date, `startTimeHour`
     * the HH:mm. `startDate` and `startHour`, the read models' names, stay for the screens (docs/api.md).
     */
    startTime: doc.startDate,
    startTimeHour: doc.startHour,
    startDate: doc.startDate,
    startHour: doc.startHour,
    user: person(names, doc.userId),
    agentEndTime: doc.agentEndTime,
    adminEndTime: doc.adminEndTime,
    status: inspectionStatus(doc),
    lastEditedBy: { ...person(names, doc.lastEditedBy.userId)!, at: doc.lastEditedBy.at },
    /**
     * False only for an inspection whose creation was cut short between its appends (docs/architecture.md):
     * it refuses answers (inspections.questionnaireIncomplete) and is there to be deleted. A document of the
     * read model's version before parts lacks the field (served while the new version is rebuilt): complete.
     */
    questionnaireComplete: !(doc.missingQuestionnaireParts as number[] | undefined)?.length,
  };
}

/**
 * What changes while an inspection is answered: everything but the questionnaire. Every change answers with
 * it, and screens that have the questionnaire fetch it again on a
 * push (inspection-run §7; docs/inspections.md).
 */
export function presentInspectionState(doc: VersionedInspection, hotelName: string, names: Names) {
  return {
    ...presentInspectionSummary(doc, hotelName, names),
    organizationId: doc.organizationId,
    allowUnansweredQuestions: doc.inspectionType.allowUnansweredQuestions,
    agentEndTimeSetByUser: person(names, doc.agentEndTimeSetBy),
    adminEndTimeSetByUser: person(names, doc.adminEndTimeSetBy),
    followUpToInspectionId: doc.followUpToInspectionId,
    descriptions: doc.descriptions,
    extraQuestions: doc.extraQuestions,
    generalComments: doc.generalComments,
    comfortZones: doc.comfortZones,
    externalScores: doc.externalScores,
    followUp: doc.followUp,
    enableActionPlan: doc.enableActionPlan,
    followUpSummary: doc.followUpSummary,
    actions: doc.actions,
    addedActions: addedActionsOf(doc),
    modules: doc.moduleIds.map((id): ModuleLiveState & { isSkipped: boolean } => {
      const progress = doc.progress[id]!;
      // isSkipped is the spec's name (inspection-run §3); skipped the live state's, which screens read.
      return {
        id,
        ...progress,
        isSkipped: progress.skipped,
        state: moduleCardState(progress, doc.answers[id]),
      };
    }),
    answers: doc.answers,
  };
}

/** The questionnaire in one language (Swedish where a text is missing), every answer still empty. */
function presentQuestionnaire(questionnaire: InspectionQuestionnaireDocument, language: Locale) {
  return questionnaire.modules.map((module) => ({
    id: module.id,
    name: named(module.name, module.names, language),
    ordinal: module.ordinal,
    isMandatory: module.isMandatory,
    useTabs: module.useTabs,
    area: module.area,
    skipped: false,
    finished: false,
    state: 'unanswered' as ModuleCardState,
    followUpComment: '',
    clusters: module.clusters.map((cluster) => ({
      id: cluster.id,
      name: named(cluster.name, cluster.names, language),
      commentPosition: cluster.commentPosition,
      comments: '',
      contextQuestions: cluster.contextQuestions.map((q) => ({
        id: q.id,
        ordinal: q.ordinal,
        content: inLanguage(q.content, language).text,
        answer: '',
      })),
      questions: cluster.questions.map(({ content, information, options, ...question }) => ({
        ...question,
        content: inLanguage(content, language).text,
        information: inLanguage(information, language).text,
        options: optionsForReader(options, language).map(({ score, label }) => ({ score, label })),
        answer: EMPTY_ANSWER,
      })),
    })),
  }));
}

/** The whole inspection for answering and control: its live state laid over the questionnaire. */
export function presentInspection(
  questionnaire: InspectionQuestionnaireDocument,
  doc: VersionedInspection,
  hotelName: string,
  names: Names,
  language: Locale,
) {
  const { modules, answers, ...state } = presentInspectionState(doc, hotelName, names);
  return {
    ...state,
    languageShortCode: language,
    modules: overlayModules(presentQuestionnaire(questionnaire, language), modules, answers).map(
      (module) => ({ ...module, isSkipped: module.skipped }),
    ),
  };
}

/**
 * What a follow-up inspection shows beside each of its questions (docs/action-plans.md): the followed-up
 * inspection's answer and the action set on it, with where the action loop left it. Only the questions the
 * follow-up asks.
 */
export function presentFollowedUp(
  original: InspectionDocument,
  followUp: Pick<InspectionDocument, 'moduleIds'>,
  asked: InspectionQuestionnaireDocument,
) {
  const answers: Record<
    string,
    {
      score: number | null;
      comment: string;
      followUpComment: string;
      followUpDeadline: string | null;
      action: ActionProgress;
    }
  > = {};
  for (const module of asked.modules)
    if (followUp.moduleIds.includes(module.id))
      for (const question of module.clusters.flatMap((c) => c.questions)) {
        const answer = original.answers[module.id]?.[question.id];
        if (!answer) continue;
        answers[actionKey(module.id, question.id)] = {
          score: answer.score,
          comment: answer.comment,
          followUpComment: answer.followUpComment,
          followUpDeadline: answer.followUpDeadline,
          action: actionOf(original, module.id, question.id),
        };
      }
  return { id: original._id, startDate: original.startDate, answers };
}
