import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { GRADE_LEVELS } from '../../src-domain/shared/scales.ts';

/** The words of the answer scales (inspection-run §9, administration §9). */
export const RADIO_NAMES: MessageDescriptor[] = [
  msg({ id: 'answer.always', message: 'Always' }),
  msg({ id: 'answer.often', message: 'Often' }),
  msg({ id: 'answer.rarely', message: 'Rarely' }),
  msg({ id: 'answer.never', message: 'Never' }),
];

export const GRADE_LEVEL_NAMES: Record<(typeof GRADE_LEVELS)[number], MessageDescriptor> = {
  noDeviation: msg({ id: 'answer.grade.noDeviation', message: 'No deviation' }),
  marginal: msg({ id: 'answer.grade.marginal', message: 'Marginal' }),
  low: msg({ id: 'answer.grade.low', message: 'Low' }),
  medium: msg({ id: 'answer.grade.medium', message: 'Medium' }),
  high: msg({ id: 'answer.grade.high', message: 'High' }),
  veryHigh: msg({ id: 'answer.grade.veryHigh', message: 'Very high' }),
};

export const ANSWER_WORDS = {
  compliant: msg({ id: 'answer.compliant', message: 'Compliant' }),
  notCompliant: msg({ id: 'answer.notCompliant', message: 'Not compliant' }),
  yes: msg({ id: 'common.yes', message: 'Yes' }),
  no: msg({ id: 'common.no', message: 'No' }),
  notApplicable: msg({ id: 'answer.notApplicable', message: 'Not applicable' }),
  number: msg({ id: 'answer.number', message: 'Number' }),
};
