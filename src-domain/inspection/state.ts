import { EMPTY_ANSWER, type Answer } from './fields.ts';
import type { InspectionEvent } from './events.ts';
import { withoutModules } from './live-state.ts';
import type { SnapshotModule, SnapshotQuestion } from './snapshot.ts';

export interface ModuleState {
  snapshot: SnapshotModule;
  skipped: boolean;
  finished: boolean;
  questions: Record<string, SnapshotQuestion>;
  clusterIds: string[];
  contextQuestionIds: string[];
}

/** What the rules need; the read model holds the rest. */
export interface InspectionState {
  exists: boolean;
  deleted: boolean;
  allowUnansweredQuestions: boolean;
  followUpToInspectionId: string | null;
  startDate: string;
  startHour: string;
  userId: string | null;
  agentEndTime: string | null;
  adminEndTime: string | null;
  modules: Record<string, ModuleState>;
  /** By module, then question: a module type may appear twice in one inspection. */
  answers: Record<string, Record<string, Answer>>;
  extraQuestionIds: string[];
}

export const initialInspectionState = (): InspectionState => ({
  exists: false,
  deleted: false,
  allowUnansweredQuestions: false,
  followUpToInspectionId: null,
  startDate: '',
  startHour: '',
  userId: null,
  agentEndTime: null,
  adminEndTime: null,
  modules: {},
  answers: {},
  extraQuestionIds: [],
});

function withAnswer(
  state: InspectionState,
  moduleId: string,
  questionId: string,
  change: (answer: Answer) => Answer,
): InspectionState {
  const module = state.answers[moduleId] ?? {};
  return {
    ...state,
    answers: {
      ...state.answers,
      [moduleId]: { ...module, [questionId]: change(module[questionId] ?? EMPTY_ANSWER) },
    },
  };
}

function withModule(state: InspectionState, moduleId: string, change: Partial<ModuleState>): InspectionState {
  return { ...state, modules: { ...state.modules, [moduleId]: { ...state.modules[moduleId]!, ...change } } };
}

export function evolveInspection(state: InspectionState, event: InspectionEvent): InspectionState {
  switch (event.type) {
    case 'InspectionCreated': {
      const data = event.data;
      const modules: Record<string, ModuleState> = {};
      for (const module of data.modules)
        modules[module.id] = {
          snapshot: module,
          skipped: false,
          finished: false,
          questions: Object.fromEntries(module.clusters.flatMap((c) => c.questions.map((q) => [q.id, q]))),
          clusterIds: module.clusters.map((c) => c.id),
          contextQuestionIds: module.clusters.flatMap((c) => c.contextQuestions.map((q) => q.id)),
        };
      return {
        ...state,
        exists: true,
        allowUnansweredQuestions: data.type.allowUnansweredQuestions,
        followUpToInspectionId: data.followUpToInspectionId,
        startDate: data.startDate,
        startHour: data.startHour,
        userId: data.userId,
        modules,
        extraQuestionIds: data.extraQuestions.map((q) => q.id),
      };
    }
    case 'QuestionScored':
      return withAnswer(state, event.data.moduleId, event.data.questionId, (a) => ({
        ...a,
        score: event.data.score,
        ...(event.data.comment !== undefined ? { comment: event.data.comment } : {}),
      }));
    case 'QuestionCommented':
      return withAnswer(state, event.data.moduleId, event.data.questionId, (a) => ({
        ...a,
        comment: event.data.comment,
      }));
    case 'FollowUpSet': {
      const { moduleId, questionId, by: _b, at: _a, ...followUp } = event.data;
      return withAnswer(state, moduleId, questionId, (a) => ({ ...a, ...followUp }));
    }
    case 'AttachmentAdded':
      return withAnswer(state, event.data.moduleId, event.data.questionId, (a) => ({
        ...a,
        attachments: [...a.attachments, event.data.attachment],
      }));
    case 'AttachmentRemoved':
      return withAnswer(state, event.data.moduleId, event.data.questionId, (a) => ({
        ...a,
        attachments: a.attachments.filter((f) => f.id !== event.data.attachmentId),
      }));
    case 'ModuleSkipToggled':
      return withModule(state, event.data.moduleId, { skipped: event.data.skipped });
    case 'ModuleFinished': {
      let next = withModule(state, event.data.moduleId, { finished: true });
      for (const [questionId, score] of Object.entries(event.data.filledScores))
        next = withAnswer(next, event.data.moduleId, questionId, (a) => ({ ...a, score }));
      return next;
    }
    case 'AgentEndTimeSet':
      return {
        ...state,
        agentEndTime: event.data.at,
        answers: withoutModules(state.answers, event.data.clearedModuleIds),
      };
    case 'AdminEndTimeSet':
      return { ...state, adminEndTime: event.data.revert ? null : event.data.at };
    case 'InspectionRescheduled':
      return { ...state, ...event.data.changes };
    case 'InspectionDeleted':
      return { ...state, deleted: true };
    case 'ContextQuestionAnswered':
    case 'ClusterCommentSet':
    case 'ModuleFollowUpSet':
    case 'GeneralCommentsSet':
    case 'ComfortZoneCommentsSet':
    case 'ExternalScoresSet':
    case 'ExtraQuestionAnswered':
      return state;
  }
}
