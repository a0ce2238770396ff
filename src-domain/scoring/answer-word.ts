import { GRADE_LEVELS, NOT_APPLICABLE, type QuestionType } from '../shared/scales.ts';

/** The words a stored score stands for, by their name in the answer scales (inspection-run §9). */
export const RADIO_WORDS = ['always', 'often', 'rarely', 'never'] as const;
export type AnswerWord =
  | (typeof RADIO_WORDS)[number]
  | (typeof GRADE_LEVELS)[number]
  | 'compliant'
  | 'notCompliant'
  | 'yes'
  | 'no'
  | 'notApplicable';

/**
 * What a stored score means to a reader, as the answer widget offers it: radio and circle steps by their
 * words, pass/fail types as compliant or yes and no, grade scales by their level of deviation, -1 as not
 * applicable. Null where the score is not a word: no score, a choice (its own options name it), a measured
 * number (gradeG) and the types answered without a score.
 */
export function answerWordOf(type: QuestionType, score: number | null): AnswerWord | null {
  if (score === null) return null;
  if (score === NOT_APPLICABLE)
    return type === 'none' || type === 'gradeI' || type === 'gradeJ' ? null : 'notApplicable';
  switch (type) {
    case 'radio':
    case 'circle':
      return RADIO_WORDS[score] ?? null;
    case 'gradeA':
      return score === 1 ? 'compliant' : score === 0 ? 'notCompliant' : null;
    case 'gradeF':
    case 'gradeH':
      return score === 1 ? 'yes' : score === 0 ? 'no' : null;
    case 'gradeB':
    case 'gradeC':
    case 'gradeD':
    case 'gradeE':
    case 'gradeK':
      return GRADE_LEVELS[score] ?? null;
    default:
      return null;
  }
}
