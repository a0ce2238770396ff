import { APPEND_PART_BUDGET_BYTES } from '../eventstore/append-size.ts';
import { jsonBytes } from '../shared/json-bytes.ts';
import type { SnapshotCluster, SnapshotModule } from './snapshot.ts';

export interface PrefilledComment {
  questionId: string;
  comment: string;
}

/**
 * One piece of an inspection's questionnaire, recorded as its own event after InspectionCreated so that no
 * append exceeds the event log's 1 MiB limit however big the inspection type (docs/architecture.md).
 * `modules` are pieces in the questionnaire's order: a module (or a cluster) too big for one part continues
 * in the next under the same id, and `mergeQuestionnaire` puts the pieces back together. The type's prefilled
 * comments travel with the part that holds their questions.
 */
export interface QuestionnairePart {
  /** 0 for the first part. */
  index: number;
  /** How many parts the questionnaire has (InspectionCreated's `questionnaireParts`). */
  count: number;
  modules: SnapshotModule[];
  prefilledComments: PrefilledComment[];
}

/** JSON bytes of a value in a list: its own and the comma before it. */
const bytesOf = (value: unknown) => jsonBytes(value) + 1;
const shellOf = (module: SnapshotModule): SnapshotModule => ({ ...module, clusters: [] });
const emptyCluster = (cluster: SnapshotCluster): SnapshotCluster => ({
  ...cluster,
  questions: [],
  contextQuestions: [],
});

/**
 * Splits a questionnaire into parts whose JSON stays under `budget` (a single question bigger than it goes
 * alone). Parts are filled in order, question by question, each module and cluster header counted again in
 * every part it continues in; an empty module or cluster is kept as a header.
 */
export function questionnaireParts(
  modules: SnapshotModule[],
  prefilledComments: PrefilledComment[],
  budget = APPEND_PART_BUDGET_BYTES,
): QuestionnairePart[] {
  const prefilled = new Map<string, PrefilledComment[]>();
  for (const p of prefilledComments) prefilled.set(p.questionId, [...(prefilled.get(p.questionId) ?? []), p]);
  const filled: Array<{ modules: SnapshotModule[]; prefilledComments: PrefilledComment[] }> = [];
  let part: (typeof filled)[number] | null = null;
  let bytes = 0;

  /** The part's open module and cluster for the next item, opening a new part when it would not fit. */
  const place = (module: SnapshotModule, cluster: SnapshotCluster | null, itemBytes: number) => {
    const lastModule = part?.modules.at(-1);
    const sameModule = lastModule?.id === module.id;
    const lastCluster = sameModule ? lastModule!.clusters.at(-1) : undefined;
    const sameCluster = cluster === null || lastCluster?.id === cluster.id;
    const headers =
      (sameModule ? 0 : bytesOf(shellOf(module))) +
      (cluster && !sameCluster ? bytesOf(emptyCluster(cluster)) : 0);
    if (!part || (bytes > 0 && bytes + headers + itemBytes > budget)) {
      part = { modules: [], prefilledComments: [] };
      filled.push(part);
      bytes = 0;
      return place(module, cluster, itemBytes);
    }
    bytes += headers + itemBytes;
    if (!sameModule) part.modules.push(shellOf(module));
    const openModule = part.modules.at(-1)!;
    if (cluster && !sameCluster) openModule.clusters.push(emptyCluster(cluster));
    return { part, cluster: cluster ? openModule.clusters.at(-1)! : null };
  };

  for (const module of modules) {
    if (module.clusters.length === 0) place(module, null, 0);
    for (const cluster of module.clusters) {
      if (cluster.questions.length === 0 && cluster.contextQuestions.length === 0) place(module, cluster, 0);
      for (const contextQuestion of cluster.contextQuestions)
        place(module, cluster, bytesOf(contextQuestion)).cluster!.contextQuestions.push(contextQuestion);
      for (const question of cluster.questions) {
        const comments = prefilled.get(question.id) ?? [];
        const at = place(module, cluster, bytesOf(question) + (comments.length ? bytesOf(comments) : 0));
        at.cluster!.questions.push(question);
        // A question asked in two modules has its prefilled comment in each (as the fold places it): once per part.
        for (const comment of comments)
          if (!at.part.prefilledComments.includes(comment)) at.part.prefilledComments.push(comment);
      }
    }
  }
  return filled.map((p, index) => ({ index, count: filled.length, ...p }));
}

/**
 * The questionnaire with a part's pieces added: a piece of a module (or cluster) already there continues it,
 * a new one goes after the others. Returns new arrays and objects; what it is given is not changed.
 */
export function mergeQuestionnaire(into: SnapshotModule[], pieces: SnapshotModule[]): SnapshotModule[] {
  const modules = [...into];
  const at = new Map(modules.map((m, i) => [m.id, i]));
  for (const piece of pieces) {
    const i = at.get(piece.id);
    if (i === undefined) {
      at.set(piece.id, modules.length);
      modules.push(piece);
    } else modules[i] = { ...modules[i]!, clusters: mergeClusters(modules[i]!.clusters, piece.clusters) };
  }
  return modules;
}

function mergeClusters(into: SnapshotCluster[], pieces: SnapshotCluster[]): SnapshotCluster[] {
  const clusters = [...into];
  for (const piece of pieces) {
    const i = clusters.findIndex((c) => c.id === piece.id);
    if (i === -1) clusters.push(piece);
    else
      clusters[i] = {
        ...clusters[i]!,
        questions: [...clusters[i]!.questions, ...piece.questions],
        contextQuestions: [...clusters[i]!.contextQuestions, ...piece.contextQuestions],
      };
  }
  return clusters;
}
