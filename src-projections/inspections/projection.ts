import type {
  Answer,
  ComfortZone,
  Description,
  ExternalScoreProvider,
  InspectionEvent,
  InspectionTypeSnapshot,
  SnapshotCluster,
  SnapshotContextQuestion,
  SnapshotModule,
} from '../../src-domain/inspection/index.ts';
import { EMPTY_ANSWER } from '../../src-domain/inspection/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

export interface InspectionClusterView extends Omit<SnapshotCluster, 'contextQuestions'> {
  comments: string;
  contextQuestions: Array<SnapshotContextQuestion & { answer: string }>;
}
export interface InspectionModuleView extends Omit<SnapshotModule, 'clusters'> {
  skipped: boolean;
  finished: boolean;
  clusters: InspectionClusterView[];
}

/** One inspection with everything the answering, control and list screens read. */
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
  modules: InspectionModuleView[];
  /** By module, then question. */
  answers: Record<string, Record<string, Answer>>;
  generalComments: string;
  comfortZones: Partial<Record<ComfortZone, string>>;
  externalScores: Partial<Record<ExternalScoreProvider, number>>;
  agentEndTime: string | null;
  agentEndTimeSetBy: string | null;
  adminEndTime: string | null;
  adminEndTimeSetBy: string | null;
  lastEditedBy: { userId: string; at: string };
}

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
function withModule(
  doc: InspectionDocument,
  moduleId: string,
  change: (m: InspectionModuleView) => InspectionModuleView,
) {
  return { ...doc, modules: doc.modules.map((m) => (m.id === moduleId ? change(m) : m)) };
}
function withCluster(
  m: InspectionModuleView,
  clusterId: string,
  change: (c: InspectionClusterView) => InspectionClusterView,
) {
  return { ...m, clusters: m.clusters.map((c) => (c.id === clusterId ? change(c) : c)) };
}

export const inspectionsProjection: Projection<InspectionDocument> = {
  name: 'inspections',
  collection: 'inspections',
  version: 1,
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
        modules: modules.map((m) => ({
          ...m,
          skipped: false,
          finished: false,
          clusters: m.clusters.map((c) => ({
            ...c,
            comments: '',
            contextQuestions: c.contextQuestions.map((x) => ({ ...x, answer: '' })),
          })),
        })),
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
        return withModule(edited, event.data.moduleId, (m) => ({
          ...m,
          clusters: m.clusters.map((c) => ({
            ...c,
            contextQuestions: c.contextQuestions.map((x) =>
              x.id === event.data.contextQuestionId ? { ...x, answer: event.data.content } : x,
            ),
          })),
        }));
      case 'ClusterCommentSet':
        return withModule(edited, event.data.moduleId, (m) =>
          withCluster(m, event.data.clusterId, (c) => ({ ...c, comments: event.data.comments })),
        );
      case 'ModuleSkipToggled':
        return withModule(edited, event.data.moduleId, (m) => ({ ...m, skipped: event.data.skipped }));
      case 'ModuleFinished': {
        let next = withModule(edited, event.data.moduleId, (m) => ({ ...m, finished: true }));
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
        return { ...edited, agentEndTime: event.data.at, agentEndTimeSetBy: event.data.by };
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
  /**
   * Pushes carry what changes — answers, comments, states, end times — not the copied questionnaire, which
   * never changes and is most of the document; screens refetch the inspection in their language anyway.
   */
  present: ({ modules, ...doc }) => ({
    ...doc,
    modules: modules.map((m) => ({
      id: m.id,
      skipped: m.skipped,
      finished: m.finished,
      clusters: m.clusters.map((c) => ({
        id: c.id,
        comments: c.comments,
        contextQuestions: c.contextQuestions.map((q) => ({ id: q.id, answer: q.answer })),
      })),
    })),
  }),
  // Everyone with the inspection open (the room checks access) and the assigned agent's own list. Not the
  // organization's or entity's rooms: a hotelAdmin or another agent there may not see every inspection.
  rooms: (doc) => [`inspection:${doc._id}`, ...(doc.userId ? [`user:${doc.userId}`] : [])],
  indexes: [{ keys: { organizationId: 1 } }, { keys: { hotelId: 1 } }, { keys: { userId: 1 } }],
};
