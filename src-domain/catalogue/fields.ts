import { DEFAULT_LOCALE, type Locale } from '../shared/locales.ts';
import { DEFAULT_QUESTION_TYPE, type QuestionType } from '../shared/scales.ts';
import type { ChoiceOption } from './choice-options.ts';

/** Module type lists of administration §3. */
export const MODULE_CLASSIFICATIONS = ['food', 'accommodation'] as const;
export const MODULE_AREAS = [
  'room',
  'breakfast',
  'reception',
  'restaurant',
  'conference',
  'entrance',
  'publicAreas',
  'gym',
  'assemblyHall',
  'diningRoom',
  'bar',
  'staffRooms',
  'copySpace',
  'classrooms',
  'workrooms',
  'groupRooms',
  'cafe',
  'store',
  'information',
  'kitchen',
  'toilets',
  'lounge',
  'office',
  'coworking',
] as const;
/** Comfort classifications of a question (administration §3). */
export const QUESTION_CLASSIFICATIONS = [
  'guestExpectation',
  'esthetics',
  'quality',
  'functionSafety',
  'treatment',
  'hygiene',
  'socialDistance',
  'bi',
  'bs',
  'gss',
  'rp',
] as const;
export const COMMENT_POSITIONS = ['top', 'bottom'] as const;

export type ModuleClassification = (typeof MODULE_CLASSIFICATIONS)[number];
export type ModuleArea = (typeof MODULE_AREAS)[number];
export type QuestionClassification = (typeof QUESTION_CLASSIFICATIONS)[number];
export type CommentPosition = (typeof COMMENT_POSITIONS)[number];

/** Text in several languages; an admin edits one language at a time. */
export type Translated = Partial<Record<Locale, string>>;

/** A module's or cluster's name in a language: its translation where it has one, else its own name. */
export const nameInLanguage = (name: string, names: Translated | undefined, language: string) =>
  names?.[language as Locale]?.trim() || name;

/** A text in the asked language; without one, the default language's, marked so the admin sees it is missing. */
export function inLanguage(text: Translated, language: Locale): { text: string; translated: boolean } {
  const own = text[language];
  if (own?.trim()) return { text: own, translated: true };
  const fallback = text[DEFAULT_LOCALE] ?? Object.values(text).find((t) => t?.trim()) ?? '';
  return { text: fallback, translated: false };
}

export interface ModuleTypeFields {
  /** In the default language (sv_SE); `names` holds the other languages'. */
  name: string;
  names?: Translated;
  classification: ModuleClassification;
  area: ModuleArea;
}

export interface ClusterFields {
  /** In the default language (sv_SE); `names` holds the other languages'. */
  name: string;
  names?: Translated;
  ordinal: number;
  commentPosition: CommentPosition;
}

export interface QuestionFields {
  clusterId: string;
  /** A sub-question's parent; children are one level deep. */
  parentId: string | null;
  referenceNumber: string;
  partNumber: string | null;
  type: QuestionType;
  classification: QuestionClassification;
  ordinal: number;
  notifyHotelResponsible: boolean;
  isMandatory: boolean;
  requiredCommentMinScore: number | null;
  isCommentMandatoryPos: boolean;
  isCommentMandatoryNeg: boolean;
  isPictureMandatoryPos: boolean;
  isPictureMandatoryNeg: boolean;
  content: Translated;
  information: Translated;
  /** A `choice` question's answers (choice-options.ts); empty for every other type. Absent before choices. */
  options?: ChoiceOption[];
}

/** A new question's settings until the admin chooses: circle, the first classification, nothing mandatory. */
export const DEFAULT_QUESTION_FIELDS: Required<
  Omit<QuestionFields, 'clusterId' | 'referenceNumber' | 'content' | 'information'>
> = {
  parentId: null,
  partNumber: null,
  type: DEFAULT_QUESTION_TYPE,
  classification: QUESTION_CLASSIFICATIONS[0],
  ordinal: 0,
  notifyHotelResponsible: false,
  isMandatory: false,
  requiredCommentMinScore: null,
  isCommentMandatoryPos: false,
  isCommentMandatoryNeg: false,
  isPictureMandatoryPos: false,
  isPictureMandatoryNeg: false,
  options: [],
};

export interface ContextQuestionFields {
  clusterId: string;
  ordinal: number;
  /** null: not in the report header; otherwise its place there, from 0. */
  orderInReportHeader: number | null;
  showInReportHeader: boolean;
  content: Translated;
}

/** Top-level questions by ordinal, each followed by its sub-questions by ordinal: how screens and sheets list them. */
export function questionsInOrder<Q extends { id: string; parentId: string | null; ordinal: number }>(
  questions: Q[],
): Q[] {
  const byOrdinal = (a: Q, b: Q) => a.ordinal - b.ordinal;
  return questions
    .filter((q) => q.parentId === null || !questions.some((p) => p.id === q.parentId))
    .sort(byOrdinal)
    .flatMap((parent) => [parent, ...questions.filter((q) => q.parentId === parent.id).sort(byOrdinal)]);
}
