import {
  scoreInspection,
  worstQuestions,
  type InspectionScore,
  type ScoringAnswers,
  type ScoringModule,
} from './inspection-score.ts';
import { EMPTY_TALLY, fulfilmentOf, mergeTallies, percentOf, type Tally } from './tally.ts';

/** A question among the worst answers of an inspection: where it is and what it scored. */
export interface WorstAnswer {
  moduleId: string;
  questionId: string;
  score: number;
  points: number;
  max: number;
}

/** An inspection's figures, each with the counts behind it (see Tally). */
export interface ReportFigures {
  total: Tally;
  /** Points out of the maximum, 0 to 100 unrounded; null when nothing scored counts. */
  percent: number | null;
  fulfilment: number | null;
  /** By module id; skipped modules have none. */
  modules: InspectionScore['modules'];
  /** The modules' tallies by module type: the same department across inspections. */
  moduleTypes: Record<string, Tally>;
  classifications: InspectionScore['classifications'];
  skippedModules: string[];
  worst: WorstAnswer[];
}

/** The figures of an inspection's answers over its scoring key: what a report shows and an approval records. */
export function reportFiguresOf(
  key: readonly ScoringModule[],
  live: { progress: Readonly<Record<string, { skipped: boolean }>>; answers: ScoringAnswers },
): ReportFigures {
  const skipped = new Set(Object.entries(live.progress).flatMap(([id, p]) => (p.skipped ? [id] : [])));
  const score = scoreInspection(key, skipped, live.answers);
  const moduleTypes: Record<string, Tally> = {};
  for (const module of key) {
    const tally = score.modules[module.id];
    if (tally)
      moduleTypes[module.moduleTypeId] = mergeTallies(moduleTypes[module.moduleTypeId] ?? EMPTY_TALLY, tally);
  }
  return {
    total: score.total,
    percent: percentOf(score.total),
    fulfilment: fulfilmentOf(score.total),
    modules: score.modules,
    moduleTypes,
    classifications: score.classifications,
    skippedModules: score.skippedModules,
    worst: worstQuestions(score.questions).map((q) => ({
      moduleId: q.moduleId,
      questionId: q.questionId,
      score: q.score!,
      points: q.worth.kind === 'scored' ? q.worth.points : 0,
      max: q.worth.kind === 'scored' ? q.worth.max : 0,
    })),
  };
}
