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

/**
 * Folds events into a copy of `state`: the copy is made once, then each event changes it in place, so
 * folding a module type of thousands of questions stays linear (evolving one event at a time would copy the
 * whole question map per event).
 */
export function foldModuleType(state: ModuleTypeState, events: ModuleTypeEvent[]): ModuleTypeState {
  const next: ModuleTypeState = {
    ...state,
    clusters: { ...state.clusters },
    questions: { ...state.questions },
    contextQuestions: { ...state.contextQuestions },
  };
  for (const event of events) applyModuleTypeEvent(next, event);
  return next;
}

export const evolveModuleType = (state: ModuleTypeState, event: ModuleTypeEvent): ModuleTypeState =>
  foldModuleType(state, [event]);

/** One event into a state this fold owns (never one somebody else holds). */
export function applyModuleTypeEvent(state: ModuleTypeState, event: ModuleTypeEvent): void {
  switch (event.type) {
    case 'ModuleTypeCreated': {
      const { name, names, classification, area } = event.data;
      state.exists = true;
      state.fields = { name, classification, area, ...(names ? { names } : {}) };
      return;
    }
    case 'ModuleTypeUpdated':
      state.fields = { ...state.fields!, ...event.data.changes };
      return;
    case 'ModuleTypeDeleted':
      state.deleted = true;
      return;
    case 'ClusterAdded': {
      const { clusterId, ...fields } = event.data;
      state.clusters[clusterId] = fields;
      return;
    }
    case 'ClusterUpdated':
      state.clusters[event.data.clusterId] = {
        ...state.clusters[event.data.clusterId]!,
        ...event.data.changes,
      };
      return;
    case 'ClusterRemoved':
      delete state.clusters[event.data.clusterId];
      return;
    case 'QuestionAdded': {
      const { questionId, ...fields } = event.data;
      state.questions[questionId] = fields;
      return;
    }
    case 'QuestionUpdated':
      state.questions[event.data.questionId] = merged(
        state.questions[event.data.questionId]!,
        event.data.changes,
      );
      return;
    case 'QuestionRemoved':
      delete state.questions[event.data.questionId];
      return;
    case 'ContextQuestionAdded': {
      const { contextQuestionId, ...fields } = event.data;
      state.contextQuestions[contextQuestionId] = fields;
      return;
    }
    case 'ContextQuestionUpdated':
      state.contextQuestions[event.data.contextQuestionId] = merged(
        state.contextQuestions[event.data.contextQuestionId]!,
        event.data.changes,
      );
      return;
    case 'ContextQuestionRemoved':
      delete state.contextQuestions[event.data.contextQuestionId];
      return;
  }
}
