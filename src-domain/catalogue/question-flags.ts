import { isScored, type QuestionType } from '../shared/scales.ts';

/** A question's yes-or-no settings, in the order the question dialog lists them. */
export const QUESTION_FLAGS = [
  'isMandatory',
  'notifyHotelResponsible',
  'isCommentMandatoryPos',
  'isCommentMandatoryNeg',
  'isPictureMandatoryPos',
  'isPictureMandatoryNeg',
] as const;
export type QuestionFlag = (typeof QUESTION_FLAGS)[number];

/**
 * The flags that change anything for a question of this type: the rules of a module's finish
 * (`answerErrors`, inspection-run §5: positive and negative answers are the graded types'; a mandatory free
 * text needs its text; a `none` question's picture is its "positive" picture) and the entity responsible's
 * mail (any type: a follow-up mark mails too). The question dialog offers only these, and saves the others
 * off, so what a question says it asks is what its answer is checked for.
 */
export function flagsThatApply(type: QuestionType): QuestionFlag[] {
  if (type === 'gradeJ') return ['isMandatory', 'notifyHotelResponsible'];
  if (type === 'none') return ['notifyHotelResponsible', 'isPictureMandatoryPos'];
  if (!isScored(type)) return ['notifyHotelResponsible'];
  // A checkbox is always answered (unticked is its "no"): it cannot be left out, so it is never mandatory.
  if (type === 'gradeH') return QUESTION_FLAGS.filter((flag) => flag !== 'isMandatory');
  if (type.startsWith('grade')) return [...QUESTION_FLAGS];
  return ['isMandatory', 'notifyHotelResponsible'];
}

/**
 * The fields of an added or changed question with the flags its type ignores set off (`current`: the question
 * as it is, whose set flags a change of type turns off too). Every way in (the dialog, the spreadsheet, the
 * API) records a question that asks for what its answers are checked for, and nothing else.
 */
export function withFlagsOfType<T extends { type?: QuestionType } & Partial<Record<QuestionFlag, boolean>>>(
  fields: T,
  current?: { type: QuestionType } & Partial<Record<QuestionFlag, boolean>>,
): T {
  const type = fields.type ?? current?.type;
  if (!type) return fields;
  const applies = flagsThatApply(type);
  let out = fields;
  for (const flag of QUESTION_FLAGS) {
    if (applies.includes(flag)) continue;
    const set = fields[flag] ?? current?.[flag];
    if (set) out = { ...out, [flag]: false };
  }
  return out;
}
