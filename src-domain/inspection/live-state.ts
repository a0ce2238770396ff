import { EMPTY_ANSWER, type Answer } from './fields.ts';

/** The module card's label (inspection-run §4). */
export type ModuleCardState = 'skipped' | 'answered' | 'started' | 'unanswered';

/** What changes in one module while it is answered; the questions themselves never change. */
export interface ModuleLiveState {
  id: string;
  skipped: boolean;
  finished: boolean;
  state: ModuleCardState;
  /** By cluster id. */
  clusterComments: Record<string, string>;
  /** By context question id. */
  contextAnswers: Record<string, string>;
  /** The reviewers' follow-up comment on the whole module. */
  followUpComment: string;
}

/** By module id, then question id. */
export type AnswersByModule = Record<string, Record<string, Answer>>;

/** Answers by module without those of some modules (a skipped module's, at the agent's submit). */
export function withoutModules<T>(byModule: Record<string, T>, moduleIds: readonly string[] = []) {
  if (moduleIds.length === 0) return byModule;
  return Object.fromEntries(Object.entries(byModule).filter(([id]) => !moduleIds.includes(id)));
}

/** skipped, answered (finished), started (some answer) or unanswered. */
export function moduleCardState(
  progress: { skipped: boolean; finished: boolean },
  answers: Record<string, Answer> | undefined,
): ModuleCardState {
  if (progress.skipped) return 'skipped';
  if (progress.finished) return 'answered';
  return Object.values(answers ?? {}).some(
    (a) => a.score !== null || a.comment.trim() !== '' || a.attachments.length > 0,
  )
    ? 'started'
    : 'unanswered';
}

/** The parts of a presented module that the live state fills in. */
interface ModuleShape {
  id: string;
  skipped: boolean;
  finished: boolean;
  state: ModuleCardState;
  followUpComment: string;
  clusters: Array<{
    id: string;
    comments: string;
    contextQuestions: Array<{ id: string; answer: string }>;
    questions: Array<{ id: string; answer: Answer }>;
  }>;
}

/**
 * Lays an inspection's live state (answers, module states, cluster comments, context answers) over its
 * questionnaire in one language. The API builds the whole inspection this way, and a screen that has the
 * questionnaire already applies each newer live state to it, so only what changes travels.
 */
export function overlayModules<M extends ModuleShape>(
  modules: M[],
  live: ModuleLiveState[],
  answers: AnswersByModule,
): M[] {
  const byId = new Map(live.map((m) => [m.id, m]));
  return modules.map((module) => {
    const now = byId.get(module.id);
    if (!now) return module;
    const given = answers[module.id] ?? {};
    return {
      ...module,
      skipped: now.skipped,
      finished: now.finished,
      state: now.state,
      followUpComment: now.followUpComment,
      clusters: module.clusters.map((cluster) => ({
        ...cluster,
        comments: now.clusterComments[cluster.id] ?? '',
        contextQuestions: cluster.contextQuestions.map((q) => ({
          ...q,
          answer: now.contextAnswers[q.id] ?? '',
        })),
        questions: cluster.questions.map((q) => ({ ...q, answer: given[q.id] ?? EMPTY_ANSWER })),
      })),
    };
  });
}
