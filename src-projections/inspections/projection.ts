import type {
  Answer,
  AnswersByModule,
  ComfortZone,
  Description,
  ExternalScoreProvider,
  InspectionEvent,
  InspectionTypeSnapshot,
  ModuleLiveState,
} from '../../src-domain/inspection/index.ts';
import { EMPTY_ANSWER, withoutModules } from '../../src-domain/inspection/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** What changes in one module while it is answered (its questions are in `inspectionQuestionnaires`). */
export type ModuleProgress = Omit<ModuleLiveState, 'id' | 'state'>;

/**
 * One inspection's live state: everything the lists, access checks and pushes need, and the answers. The
 * questionnaire it answers is its own read model, so this document (read on every answer, pushed to everyone
 * working on it) stays small.
 */
export interface InspectionDocument extends Document {
  organizationId: string;
  hotelId: string;
  inspectionType: InspectionTypeSnapshot;
  startDate: string;
  startHour: string;
  userId: string | null;
  createdBy: string;
  createdAt: string;
  descriptions: Description[];
  extraQuestions: Array<{
    id: string;
    content: string;
    ordinal: number;
    score: number | null;
    comment: string;
  }>;
  followUpToInspectionId: string | null;
  /** Module ids in the questionnaire's order. */
  moduleIds: string[];
  /** By module id. */
  progress: Record<string, ModuleProgress>;
  answers: AnswersByModule;
  generalComments: string;
  comfortZones: Partial<Record<ComfortZone, string>>;
  externalScores: Partial<Record<ExternalScoreProvider, number>>;
  agentEndTime: string | null;
  agentEndTimeSetBy: string | null;
  adminEndTime: string | null;
  adminEndTimeSetBy: string | null;
  lastEditedBy: { userId: string; at: string };
}

const NO_PROGRESS: ModuleProgress = {
  skipped: false,
  finished: false,
  clusterComments: {},
  contextAnswers: {},
  followUpComment: '',
};

const answerOf = (doc: InspectionDocument, moduleId: string, questionId: string) =>
  doc.answers[moduleId]?.[questionId] ?? EMPTY_ANSWER;
function withAnswer(doc: InspectionDocument, moduleId: string, questionId: string, change: Partial<Answer>) {
  return {
    ...doc,
    answers: {
      ...doc.answers,
      [moduleId]: {
        ...doc.answers[moduleId],
        [questionId]: { ...answerOf(doc, moduleId, questionId), ...change },
      },
    },
  };
}
function withProgress(
  doc: InspectionDocument,
  moduleId: string,
  change: (m: ModuleProgress) => Partial<ModuleProgress>,
): InspectionDocument {
  const was = doc.progress[moduleId] ?? NO_PROGRESS;
  return { ...doc, progress: { ...doc.progress, [moduleId]: { ...was, ...change(was) } } };
}

export const inspectionsProjection: Projection<InspectionDocument> = {
  name: 'inspections',
  collection: 'inspections',
  // 3: modules' follow-up comment.
  version: 3,
  documentIds: idOfStream('inspection'),
  evolve: (doc, recorded) => {
    const event = recorded as unknown as InspectionEvent;
    if (event.type === 'InspectionCreated') {
      const {
        inspectionId,
        type,
        modules,
        extraQuestions,
        prefilledComments,
        shouldSendNotification: _s,
        ...rest
      } = event.data;
      const created: InspectionDocument = {
        _id: inspectionId,
        ...rest,
        inspectionType: type,
        extraQuestions: extraQuestions.map((q) => ({ ...q, score: null, comment: '' })),
        moduleIds: modules.map((m) => m.id),
        progress: Object.fromEntries(modules.map((m) => [m.id, NO_PROGRESS])),
        answers: {},
        generalComments: '',
        comfortZones: {},
        externalScores: {},
        agentEndTime: null,
        agentEndTimeSetBy: null,
        adminEndTime: null,
        adminEndTimeSetBy: null,
        lastEditedBy: { userId: event.data.createdBy, at: event.data.createdAt },
      };
      // Prefilled comments of the type go on every module that asks the question.
      let next = created;
      for (const { questionId, comment } of prefilledComments)
        for (const m of modules)
          if (m.clusters.some((c) => c.questions.some((q) => q.id === questionId)))
            next = withAnswer(next, m.id, questionId, { comment });
      return next;
    }
    if (!doc) return doc;
    const edited = { ...doc, lastEditedBy: { userId: event.data.by, at: event.data.at } };
    switch (event.type) {
      case 'QuestionScored': {
        const { moduleId, questionId, score, comment } = event.data;
        return withAnswer(edited, moduleId, questionId, {
          score,
          ...(comment !== undefined ? { comment } : {}),
        });
      }
      case 'QuestionCommented':
        return withAnswer(edited, event.data.moduleId, event.data.questionId, {
          comment: event.data.comment,
        });
      case 'FollowUpSet': {
        const { moduleId, questionId, by: _b, at: _a, ...followUp } = event.data;
        return withAnswer(edited, moduleId, questionId, followUp);
      }
      case 'AttachmentAdded': {
        const { moduleId, questionId, attachment } = event.data;
        return withAnswer(edited, moduleId, questionId, {
          attachments: [...answerOf(doc, moduleId, questionId).attachments, attachment],
        });
      }
      case 'AttachmentRemoved': {
        const { moduleId, questionId, attachmentId } = event.data;
        return withAnswer(edited, moduleId, questionId, {
          attachments: answerOf(doc, moduleId, questionId).attachments.filter((a) => a.id !== attachmentId),
        });
      }
      case 'ContextQuestionAnswered':
        return withProgress(edited, event.data.moduleId, (m) => ({
          contextAnswers: { ...m.contextAnswers, [event.data.contextQuestionId]: event.data.content },
        }));
      case 'ClusterCommentSet':
        return withProgress(edited, event.data.moduleId, (m) => ({
          clusterComments: { ...m.clusterComments, [event.data.clusterId]: event.data.comments },
        }));
      case 'ModuleFollowUpSet':
        return withProgress(edited, event.data.moduleId, () => ({ followUpComment: event.data.comment }));
      case 'ModuleSkipToggled':
        return withProgress(edited, event.data.moduleId, () => ({ skipped: event.data.skipped }));
      case 'ModuleFinished': {
        let next = withProgress(edited, event.data.moduleId, () => ({ finished: true }));
        for (const [questionId, score] of Object.entries(event.data.filledScores))
          next = withAnswer(next, event.data.moduleId, questionId, { score });
        return next;
      }
      case 'GeneralCommentsSet':
        return { ...edited, generalComments: event.data.comments };
      case 'ComfortZoneCommentsSet':
        return { ...edited, comfortZones: { ...doc.comfortZones, ...event.data.comments } };
      case 'ExternalScoresSet':
        return { ...edited, externalScores: event.data.scores };
      case 'ExtraQuestionAnswered':
        return {
          ...edited,
          extraQuestions: doc.extraQuestions.map((q) =>
            q.id === event.data.extraQuestionId
              ? { ...q, score: event.data.score, comment: event.data.comment }
              : q,
          ),
        };
      case 'AgentEndTimeSet':
        return {
          ...edited,
          agentEndTime: event.data.at,
          agentEndTimeSetBy: event.data.by,
          answers: withoutModules(doc.answers, event.data.clearedModuleIds),
        };
      case 'AdminEndTimeSet':
        return event.data.revert
          ? { ...edited, adminEndTime: null, adminEndTimeSetBy: null }
          : { ...edited, adminEndTime: event.data.at, adminEndTimeSetBy: event.data.by };
      case 'InspectionRescheduled':
        return { ...edited, ...event.data.changes };
      case 'InspectionDeleted':
        return null;
    }
  },
  // Everyone with the inspection open (the room checks access), the assigned agent's own list, and the
  // entity's admin list. Not the organization's or entity's rooms: a hotelAdmin or an agent there may not
  // see every inspection.
  rooms: (doc) => [
    `inspection:${doc._id}`,
    `inspections:${doc.hotelId}`,
    ...(doc.userId ? [`user:${doc.userId}`] : []),
  ],
  indexes: [{ keys: { organizationId: 1 } }, { keys: { hotelId: 1 } }, { keys: { userId: 1 } }],
};
