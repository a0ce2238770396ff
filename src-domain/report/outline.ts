import type { OptionWords } from '../catalogue/choice-options.ts';
import type { QuestionClassification } from '../catalogue/fields.ts';
import type { QuestionType } from '../shared/scales.ts';
import type { ModuleSection } from './question-groups.ts';

/** A question as a report needs it: its place, texts in the report's language, type and classification. */
export interface OutlineQuestion {
  id: string;
  parentId: string | null;
  ordinal: number;
  referenceNumber: string;
  content: string;
  type: QuestionType;
  classification: QuestionClassification;
  /** A choice's options in the report's language (absent for other types and from reports before them). */
  options?: OptionWords[];
}

export interface OutlineModule {
  id: string;
  /** The catalogue's module type: the same department across inspections. */
  moduleTypeId: string;
  name: string;
  /** The section its own name starts with (absent from outlines made before sections were read). */
  section?: ModuleSection | null;
  clusters: Array<{ id: string; name: string; questions: OutlineQuestion[] }>;
}

/**
 * The questionnaire of one inspection as its report reads it, texts in one language: what a report is
 * computed over besides the answers. The server builds it from the questionnaire; the report carries it, so
 * the browser can compute the inspection's part of the report again from a pushed live state with the same
 * function (`inspectionReport`) instead of fetching the report again.
 */
export interface ReportOutline {
  modules: OutlineModule[];
  /** The context questions shown in the report header, in their header order. */
  headerContext: Array<{ id: string; moduleId: string; question: string }>;
}
