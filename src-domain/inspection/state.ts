import type { InspectionEvent } from './events.ts';
import { evolveLiveInspection, type LiveInspection } from './fold.ts';
import { mergeQuestionnaire } from './questionnaire-parts.ts';
import type { SnapshotModule, SnapshotQuestion } from './snapshot.ts';

/** What one module asks, indexed for the rules. Never changes after creation. */
export interface ModuleQuestions {
  snapshot: SnapshotModule;
  questions: Record<string, SnapshotQuestion>;
  clusterIds: string[];
  contextQuestionIds: string[];
}

/**
 * The decider's state: the inspection's live state (the one fold the read model stores as well) and the
 * questionnaire the rules check answers against.
 */
export interface InspectionState {
  /** Created once: a second creation on the same stream is refused, even after a deletion. */
  exists: boolean;
  deleted: boolean;
  /** null before creation and after deletion. */
  live: LiveInspection | null;
  /** By module id. */
  modules: Record<string, ModuleQuestions>;
  /** How many parts the questionnaire was recorded in (0 for an inspection created with it whole). */
  questionnaireParts: number;
  /**
   * Never less than the bytes of `live` as JSON: measured at creation, then grown by every event's data
   * (twice over, plus a margin), so the size limit is checked exactly only when this comes near it instead
   * of writing the whole inspection out as JSON for every answer.
   */
  liveBytesAtMost: number;
  /**
   * How many events changed `live`: the version the inspections read model gives its document (one per event
   * that changes it, src-projections/apply-batch.ts), so a push made from this state and one made from the
   * read model carry the same version for the same state.
   */
  liveVersion: number;
}

export const initialInspectionState = (): InspectionState => ({
  exists: false,
  deleted: false,
  live: null,
  modules: {},
  questionnaireParts: 0,
  liveBytesAtMost: 0,
  liveVersion: 0,
});

/** The JSON of `value` in UTF-8 bytes. */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

/** What one event may add to the live state's JSON, at most: its data twice over and a margin for keys. */
const growthOf = (event: InspectionEvent) => 2 * jsonBytes(event.data) + 512;

function questionsOf(module: SnapshotModule): ModuleQuestions {
  return {
    snapshot: module,
    questions: Object.fromEntries(module.clusters.flatMap((c) => c.questions.map((q) => [q.id, q]))),
    clusterIds: module.clusters.map((c) => c.id),
    contextQuestionIds: module.clusters.flatMap((c) => c.contextQuestions.map((q) => q.id)),
  };
}

export function evolveInspection(state: InspectionState, event: InspectionEvent): InspectionState {
  const live = evolveLiveInspection(state.live, event);
  switch (event.type) {
    case 'InspectionCreated':
      return {
        exists: true,
        deleted: false,
        live,
        modules: Object.fromEntries((event.data.modules ?? []).map((m) => [m.id, questionsOf(m)])),
        questionnaireParts: event.data.questionnaireParts ?? 0,
        liveBytesAtMost: jsonBytes(live),
        liveVersion: state.liveVersion + 1,
      };
    case 'QuestionnairePartRecorded': {
      if (live === state.live) return state;
      // A module continued from an earlier part is indexed again whole: parts are few, modules indexed once each.
      const pieces = event.data.modules;
      const merged = mergeQuestionnaire(
        pieces.flatMap((p) => state.modules[p.id]?.snapshot ?? []),
        pieces,
      );
      return {
        ...state,
        live,
        modules: { ...state.modules, ...Object.fromEntries(merged.map((m) => [m.id, questionsOf(m)])) },
        liveBytesAtMost: state.liveBytesAtMost + growthOf(event),
        liveVersion: state.liveVersion + 1,
      };
    }
    case 'InspectionDeleted':
      return { ...state, deleted: true, live: null, liveBytesAtMost: 0, liveVersion: state.liveVersion + 1 };
    default:
      return live === state.live
        ? state
        : {
            ...state,
            live,
            liveBytesAtMost: state.liveBytesAtMost + growthOf(event),
            liveVersion: state.liveVersion + 1,
          };
  }
}
