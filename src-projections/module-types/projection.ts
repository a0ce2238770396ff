import { CATALOGUE_ROOMS } from '../../src-domain/shared/rooms.ts';
import type {
  ClusterFields,
  ContextQuestionFields,
  ModuleTypeEvent,
  ModuleTypeFields,
  QuestionFields,
} from '../../src-domain/catalogue/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** One document per module type holding its whole tree, as the question administration screen reads it. */
export interface ModuleTypeDocument extends Document, ModuleTypeFields {
  copiedFrom: string | null;
  createdAt: string;
  clusters: Array<ClusterFields & { id: string }>;
  questions: Array<QuestionFields & { id: string }>;
  contextQuestions: Array<ContextQuestionFields & { id: string }>;
}

const withId = <T extends object>(list: T[], id: string, update: (item: T) => T) =>
  list.map((item) => ((item as { id?: string }).id === id ? update(item) : item));
const mergeTexts = <T extends { content?: object; information?: object }>(
  item: T,
  changes: Partial<Omit<T, 'id'>>,
): T => ({
  ...item,
  ...changes,
  ...(changes.content ? { content: { ...item.content, ...changes.content } } : {}),
  ...(changes.information ? { information: { ...item.information, ...changes.information } } : {}),
});

export const moduleTypesProjection: Projection<ModuleTypeDocument, ModuleTypeEvent> = {
  name: 'moduleTypes',
  collection: 'moduleTypes',
  version: 1,
  handles: {
    ModuleTypeCreated: true,
    ModuleTypeUpdated: true,
    ModuleTypeDeleted: true,
    ClusterAdded: true,
    ClusterUpdated: true,
    ClusterRemoved: true,
    QuestionAdded: true,
    QuestionUpdated: true,
    QuestionRemoved: true,
    ContextQuestionAdded: true,
    ContextQuestionUpdated: true,
    ContextQuestionRemoved: true,
  },
  documentIds: idOfStream('moduleType'),
  evolve: (doc, event) => {
    if (event.type === 'ModuleTypeCreated') {
      const { moduleTypeId, ...fields } = event.data;
      return { _id: moduleTypeId, ...fields, clusters: [], questions: [], contextQuestions: [] };
    }
    if (!doc) return doc;
    switch (event.type) {
      case 'ModuleTypeUpdated':
        return { ...doc, ...event.data.changes };
      case 'ModuleTypeDeleted':
        return null;
      case 'ClusterAdded': {
        const { clusterId, ...fields } = event.data;
        return { ...doc, clusters: [...doc.clusters, { id: clusterId, ...fields }] };
      }
      case 'ClusterUpdated':
        return {
          ...doc,
          clusters: withId(doc.clusters, event.data.clusterId, (c) => ({ ...c, ...event.data.changes })),
        };
      case 'ClusterRemoved':
        return { ...doc, clusters: doc.clusters.filter((c) => c.id !== event.data.clusterId) };
      case 'QuestionAdded': {
        const { questionId, ...fields } = event.data;
        return { ...doc, questions: [...doc.questions, { id: questionId, ...fields }] };
      }
      case 'QuestionUpdated':
        return {
          ...doc,
          questions: withId(doc.questions, event.data.questionId, (q) => mergeTexts(q, event.data.changes)),
        };
      case 'QuestionRemoved':
        return { ...doc, questions: doc.questions.filter((q) => q.id !== event.data.questionId) };
      case 'ContextQuestionAdded': {
        const { contextQuestionId, ...fields } = event.data;
        return { ...doc, contextQuestions: [...doc.contextQuestions, { id: contextQuestionId, ...fields }] };
      }
      case 'ContextQuestionUpdated':
        return {
          ...doc,
          contextQuestions: withId(doc.contextQuestions, event.data.contextQuestionId, (q) =>
            mergeTexts(q, event.data.changes),
          ),
        };
      case 'ContextQuestionRemoved':
        return {
          ...doc,
          contextQuestions: doc.contextQuestions.filter((q) => q.id !== event.data.contextQuestionId),
        };
    }
  },
  // The catalogue's screens, in each language room: superUsers only (push-audience.ts).
  rooms: () => CATALOGUE_ROOMS,
  indexes: [{ keys: { name: 1 } }],
};
