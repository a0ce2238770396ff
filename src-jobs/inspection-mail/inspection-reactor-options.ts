import type { QuestionnaireCache } from '../../src-projections/inspections/questionnaire-cache.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';

/** What the reactors that mail about an inspection's answers read: its read models, its questionnaire, the time. */
export interface InspectionReactorOptions {
  readModels: ReadModels;
  questionnaires: QuestionnaireCache;
  now: () => number;
}
