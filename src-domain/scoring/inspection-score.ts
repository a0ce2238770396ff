import type { QuestionClassification } from '../catalogue/fields.ts';
import type { QuestionType } from '../shared/scales.ts';
import { addWorth, EMPTY_TALLY, mergeTallies, type Tally } from './tally.ts';
import { fallsShort, worthOf, type Worth } from './worth.ts';

/** What scoring needs of a question: its place, type and classification (no texts). */
export interface ScoringQuestion {
  id: string;
  type: QuestionType;
  classification: QuestionClassification;
}
/** What scoring needs of a questionnaire; a snapshot module is one. */
export interface ScoringModule {
  id: string;
  /** The catalogue's module type: the same department across inspections (charts over time). */
  moduleTypeId: string;
  clusters: Array<{ id: string; questions: ScoringQuestion[] }>;
}

/** What scoring reads of an answer: its score (null: none given yet). */
export interface ScoringAnswer {
  score: number | null;
}
/** Answers by module id, then question id; an inspection's answers are these. */
export type ScoringAnswers = Readonly<Record<string, Readonly<Record<string, ScoringAnswer>> | undefined>>;

/**
 * The scoring key of a questionnaire (a snapshot's modules are ScoringModules with texts): its modules,
 * clusters and questions without their texts.
 */
export function scoringKeyOf(modules: readonly ScoringModule[]): ScoringModule[] {
  return modules.map((module) => ({
    id: module.id,
    moduleTypeId: module.moduleTypeId,
    clusters: module.clusters.map((cluster) => ({
      id: cluster.id,
      questions: cluster.questions.map(({ id, type, classification }) => ({ id, type, classification })),
    })),
  }));
}

/** A question as scored: where it is, its score as given (null: none yet) and what that is worth. */
export interface ScoredQuestion {
  moduleId: string;
  clusterId: string;
  questionId: string;
  score: number | null;
  worth: Worth;
}

export interface InspectionScore {
  /** Every module that is not skipped. */
  total: Tally;
  /** By module id; a skipped module has no entry (it is out of every total). */
  modules: Record<string, Tally>;
  /** By question classification (the seven comfort zones, bi, bs, gss, rp). */
  classifications: Partial<Record<QuestionClassification, Tally>>;
  /** Module ids left out because the agent skipped them. */
  skippedModules: string[];
  questions: ScoredQuestion[];
}

/**
 * Scores one inspection: every question of every module not skipped, by the one rule (`worthOf`), summed per
 * module, per classification and in total, each with the counts behind it.
 */
export function scoreInspection(
  modules: readonly ScoringModule[],
  skipped: ReadonlySet<string>,
  answers: ScoringAnswers,
): InspectionScore {
  const byModule: Record<string, Tally> = {};
  const classifications: Partial<Record<QuestionClassification, Tally>> = {};
  const questions: ScoredQuestion[] = [];
  const skippedModules: string[] = [];
  for (const module of modules) {
    if (skipped.has(module.id)) {
      skippedModules.push(module.id);
      continue;
    }
    let tally = EMPTY_TALLY;
    for (const cluster of module.clusters) {
      for (const question of cluster.questions) {
        const score = answers[module.id]?.[question.id]?.score ?? null;
        const worth = worthOf(question.type, score);
        tally = addWorth(tally, worth);
        classifications[question.classification] = addWorth(
          classifications[question.classification] ?? EMPTY_TALLY,
          worth,
        );
        questions.push({ moduleId: module.id, clusterId: cluster.id, questionId: question.id, score, worth });
      }
    }
    byModule[module.id] = tally;
  }
  return {
    total: mergeTallies(...Object.values(byModule)),
    modules: byModule,
    classifications,
    skippedModules,
    questions,
  };
}

/**
 * The questions that scored worst, worst first (administration §9: ranked lists show the top 5 worst): only
 * answers that fall short of the pass line (`fallsShort`); ties keep the questionnaire's order.
 */
export function worstQuestions(questions: readonly ScoredQuestion[], count = 5): ScoredQuestion[] {
  return questions
    .map((q, index) => ({ q, index }))
    .filter(({ q }) => fallsShort(q.worth))
    .sort((a, b) => share(a.q.worth) - share(b.q.worth) || a.index - b.index)
    .slice(0, count)
    .map(({ q }) => q);
}

function share(worth: Worth): number {
  return worth.kind === 'scored' ? worth.points / worth.max : 1;
}
