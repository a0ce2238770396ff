/**
 * Question types and their score scales (inspection-run §9, administration §9), shared by the server's
 * deciders and the web's answer widgets. -1 is "not applicable" (a hidden question) for every scored type.
 */
export const QUESTION_TYPES = [
  'radio',
  'circle',
  'choice',
  'none',
  'gradeA',
  'gradeB',
  'gradeC',
  'gradeD',
  'gradeE',
  'gradeF',
  'gradeG',
  'gradeH',
  'gradeI',
  'gradeJ',
  'gradeK',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const DEFAULT_QUESTION_TYPE: QuestionType = 'circle';
export const NOT_APPLICABLE = -1;

/** Grade levels of gradeB to gradeE and gradeK: 0 means no deviation. */
export const GRADE_LEVELS = ['noDeviation', 'marginal', 'low', 'medium', 'high', 'veryHigh'] as const;

/**
 * The scores each type accepts besides -1: a list, 'number' for any finite number (gradeG), or 'none' for
 * types answered without a score (information, comment-only and free-text questions).
 */
const SCALES: Record<QuestionType, readonly number[] | 'number' | 'none'> = {
  radio: [0, 1, 2, 3], // always, often, rarely, never
  circle: [0, 1, 2, 3], // the same four steps, shown as a rating
  choice: [0, 1, 2, 3], // the steps its own options stand for (catalogue/choice-options.ts)
  none: 'none',
  gradeA: [0, 1], // not compliant, compliant
  gradeB: [0, 1, 2, 3, 4, 5],
  gradeC: [0, 1, 2, 3, 4],
  gradeD: [0, 1, 3],
  gradeE: [0, 1, 3],
  gradeF: [0, 1], // no, yes
  gradeG: 'number',
  gradeH: [0, 1], // a checkbox
  gradeI: 'none',
  gradeJ: 'none',
  gradeK: [0, 2, 3, 4],
};

export function scaleOf(type: QuestionType): readonly number[] | 'number' | 'none' {
  return SCALES[type];
}

export function isScored(type: QuestionType): boolean {
  return SCALES[type] !== 'none';
}

export function isValidScore(type: QuestionType, score: number): boolean {
  const scale = SCALES[type];
  if (scale === 'none') return false;
  if (score === NOT_APPLICABLE) return true;
  if (scale === 'number') return Number.isFinite(score);
  return scale.includes(score);
}

/** The best score of a type: what an unanswered question takes when its module is finished. */
export function highestScore(type: QuestionType): number | null {
  const scale = SCALES[type];
  if (scale === 'none' || scale === 'number') return null;
  // "always" is the best answer; a choice's options always include the one worth step 0.
  if (type === 'radio' || type === 'circle' || type === 'choice') return 0;
  if (type === 'gradeA' || type === 'gradeF' || type === 'gradeH') return 1;
  return 0; // graded scales: no deviation
}

/**
 * "Positive" for the comment and picture rules (inspection-run §5): gradeA, gradeF and gradeH 1; the graded
 * scales B, C, D, E and K 0 (no deviation); gradeG any non-zero number. Other types have no polarity.
 */
export function isPositive(type: QuestionType, score: number): boolean {
  switch (type) {
    case 'gradeA':
    case 'gradeF':
    case 'gradeH':
      return score === 1;
    case 'gradeB':
    case 'gradeC':
    case 'gradeD':
    case 'gradeE':
    case 'gradeK':
      return score === 0;
    case 'gradeG':
      return score !== 0;
    default:
      return false;
  }
}

export const REQUIRED_COMMENT_MIN_SCORES = [0, 1, 2, 3] as const;

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);
}
