import { answerWordOf, type AnswerWord } from '../../src-domain/scoring/answer-word.ts';
import { worthOf } from '../../src-domain/scoring/worth.ts';
import { formatNumber } from '../../src-domain/shared/formats.ts';
import { NOT_APPLICABLE, type QuestionType } from '../../src-domain/shared/scales.ts';
import { translate } from './server-i18n.ts';

// The answer scales' words as the answer widgets show them (src-web/i18n/answer-names.ts has the same ids).
const WORD_MESSAGES: Record<AnswerWord, { id: string; message: string }> = {
  always: /*i18n*/ { id: 'answer.always', message: 'Always' },
  often: /*i18n*/ { id: 'answer.often', message: 'Often' },
  rarely: /*i18n*/ { id: 'answer.rarely', message: 'Rarely' },
  never: /*i18n*/ { id: 'answer.never', message: 'Never' },
  noDeviation: /*i18n*/ { id: 'answer.grade.noDeviation', message: 'No deviation' },
  marginal: /*i18n*/ { id: 'answer.grade.marginal', message: 'Marginal' },
  low: /*i18n*/ { id: 'answer.grade.low', message: 'Low' },
  medium: /*i18n*/ { id: 'answer.grade.medium', message: 'Medium' },
  high: /*i18n*/ { id: 'answer.grade.high', message: 'High' },
  veryHigh: /*i18n*/ { id: 'answer.grade.veryHigh', message: 'Very high' },
  compliant: /*i18n*/ { id: 'answer.compliant', message: 'Compliant' },
  notCompliant: /*i18n*/ { id: 'answer.notCompliant', message: 'Not compliant' },
  yes: /*i18n*/ { id: 'common.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'common.no', message: 'No' },
  notApplicable: /*i18n*/ { id: 'answer.notApplicable', message: 'Not applicable' },
};

const WORD_AND_POINTS = /*i18n*/ { id: 'answer.wordAndPoints', message: '{word} ({points} of {max} points)' };

/**
 * A stored score as a person reads it, in their language: the scale's word and what it is worth ("Ofta (2 av
 * 3 poäng)"), a choice by its option's words (`option`), a measured number in the language's own way
 * ("1,5"), not applicable in words. Empty for no score. The report's spreadsheet and PDF and the audit trail
 * and its export all write answers through this, so none of them shows a stored 0 or 1.
 */
export function answerText(
  language: string | undefined,
  type: QuestionType,
  score: number | null,
  option?: string | null,
): string {
  if (score === null) return '';
  const key = answerWordOf(type, score);
  const word =
    score !== NOT_APPLICABLE && option
      ? option
      : key
        ? translate(language, WORD_MESSAGES[key])
        : formatNumber(language, score);
  const worth = worthOf(type, score);
  if (worth.kind !== 'scored') return word;
  return translate(language, WORD_AND_POINTS, {
    word,
    points: formatNumber(language, worth.points),
    max: formatNumber(language, worth.max),
  });
}
