import type { ClusterFields, ContextQuestionFields, ModuleTypeFields, QuestionFields } from './fields.ts';
import type { ModuleTypeEvent } from './events.ts';

export interface ModuleTypeState {
  exists: boolean;
  deleted: boolean;
  fields: ModuleTypeFields | null;
  clusters: Record<string, ClusterFields>;
  questions: Record<string, QuestionFields>;
  contextQuestions: Record<string, ContextQuestionFields>;
}

export const initialModuleTypeState = (): ModuleTypeState => ({
  exists: false,
  deleted: false,
  fields: null,
  clusters: {},
  questions: {},
  contextQuestions: {},
});

/** Translated texts merge per language: an update in one language leaves the others as they were. */
function merged<T extends { content?: unknown; information?: unknown }>(current: T, changes: Partial<T>): T {
  const next = { ...current, ...changes };
  for (const key of ['content', 'information'] as const) {
    if (changes[key] !== undefined)
      (next as Record<string, unknown>)[key] = { ...(current[key] as object), ...(changes[key] as object) };
  }
  return next;
}

export function evolveModuleType(state: ModuleTypeState, event: ModuleTypeEvent): ModuleTypeState {
  switch (event.type) {
    case 'ModuleTypeCreated': {
      const { name, classification, area } = event.data;
      return { ...state, exists: true, fields: { name, classification, area } };
    }
    case 'ModuleTypeUpdated':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'ModuleTypeDeleted':
      return { ...state, deleted: true };
    case 'ClusterAdded': {
      const { clusterId, ...fields } = event.data;
      return { ...state, clusters: { ...state.clusters, [clusterId]: fields } };
    }
    case 'ClusterUpdated':
      return {
        ...state,
        clusters: {
          ...state.clusters,
          [event.data.clusterId]: { ...state.clusters[event.data.clusterId]!, ...event.data.changes },
        },
      };
    case 'ClusterRemoved': {
      const { [event.data.clusterId]: _gone, ...clusters } = state.clusters;
      return { ...state, clusters };
    }
    case 'QuestionAdded': {
      const { questionId, ...fields } = event.data;
      return { ...state, questions: { ...state.questions, [questionId]: fields } };
    }
    case 'QuestionUpdated':
      return {
        ...state,
        questions: {
          ...state.questions,
          [event.data.questionId]: merged(state.questions[event.data.questionId]!, event.data.changes),
        },
      };
    case 'QuestionRemoved': {
      const { [event.data.questionId]: _gone, ...questions } = state.questions;
      return { ...state, questions };
    }
    case 'ContextQuestionAdded': {
      const { contextQuestionId, ...fields } = event.data;
      return { ...state, contextQuestions: { ...state.contextQuestions, [contextQuestionId]: fields } };
    }
    case 'ContextQuestionUpdated':
      return {
        ...state,
        contextQuestions: {
          ...state.contextQuestions,
          [event.data.contextQuestionId]: merged(
            state.contextQuestions[event.data.contextQuestionId]!,
            event.data.changes,
          ),
        },
      };
    case 'ContextQuestionRemoved': {
      const { [event.data.contextQuestionId]: _gone, ...contextQuestions } = state.contextQuestions;
      return { ...state, contextQuestions };
    }
  }
}
