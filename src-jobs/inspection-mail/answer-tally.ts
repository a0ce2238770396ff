import type { AnswersByModule } from '../../src-domain/inspection/live-state.ts';
import type { SnapshotModule, SnapshotQuestion } from '../../src-domain/inspection/snapshot.ts';
import { fallsShort, worthOf } from '../../src-domain/scoring/worth.ts';

/**
 * How many of an inspection's answers carry a score and how many of them fall short, by the one rule of what
 * an answer is worth (src-domain/scoring/worth.ts); a skipped module's questions count for nothing.
 */
export function answerTally(
  modules: readonly SnapshotModule[],
  answers: AnswersByModule,
  skipped: (moduleId: string) => boolean,
): { answered: number; failing: number } {
  let answered = 0;
  let failing = 0;
  for (const module of modules) {
    if (skipped(module.id)) continue;
    for (const question of questionsOf(module)) {
      const worth = worthOf(question.type, answers[module.id]?.[question.id]?.score ?? null);
      if (worth.kind !== 'scored') continue;
      answered++;
      if (fallsShort(worth)) failing++;
    }
  }
  return { answered, failing };
}

export const questionsOf = (module: SnapshotModule): SnapshotQuestion[] =>
  module.clusters.flatMap((cluster) => cluster.questions);
