import { z } from 'zod';
import { LOCALES } from '../../src-domain/shared/locales.ts';
import { QUESTION_TYPES } from '../../src-domain/shared/scales.ts';
import {
  COMMENT_POSITIONS,
  MODULE_AREAS,
  MODULE_CLASSIFICATIONS,
  QUESTION_CLASSIFICATIONS,
  CHOICE_ERRORS,
  CHOICE_LABEL_MAX,
  CHOICE_LIMITS,
} from '../../src-domain/catalogue/index.ts';
import { idField, nameText, optionalText, requiredText } from '../http/schema-parts.ts';

export const language = z.enum(LOCALES, { error: 'catalogue.invalidLanguage' });

export const moduleTypeBody = z
  .object({
    name: nameText(200, 'moduleTypes.nameRequired'),
    classification: z.enum(MODULE_CLASSIFICATIONS, { error: 'moduleTypes.invalidClassification' }),
    area: z.enum(MODULE_AREAS, { error: 'moduleTypes.invalidArea' }),
  })
  .strict();
export const copyModuleTypeBody = z.object({ name: nameText(200, 'moduleTypes.nameRequired') }).strict();

const ordinal = z.number({ error: 'catalogue.invalidOrdinal' }).int('catalogue.invalidOrdinal');

export const clusterBody = z
  .object({
    name: nameText(200, 'clusters.nameRequired'),
    ordinal: ordinal.default(0),
    commentPosition: z
      .enum(COMMENT_POSITIONS, { error: 'clusters.invalidCommentPosition' })
      .default('bottom'),
  })
  .strict();

/** A choice's option as the dialog sends it: its words in the language of the query and its step (0 to 3). */
const choiceOption = z
  .object({
    label: z.string({ error: CHOICE_ERRORS.labelRequired }).max(CHOICE_LABEL_MAX, 'errors.validation'),
    score: z.number({ error: CHOICE_ERRORS.invalidScore }).int(CHOICE_ERRORS.invalidScore),
  })
  .strict();

const questionShape = {
  content: requiredText(5000, 'questions.contentRequired'),
  information: optionalText(10_000),
  classification: z.enum(QUESTION_CLASSIFICATIONS, { error: 'questions.invalidClassification' }),
  referenceNumber: nameText(50, 'questions.referenceNumberRequired'),
  partNumber: z.string().max(50).nullable(),
  questionClusterId: idField('clusters.notFound'),
  parentId: idField('questions.parentNotFound').nullable(),
  ordinal,
  type: z.enum(QUESTION_TYPES, { error: 'questions.invalidType' }),
  notifyHotelResponsible: z.boolean(),
  isMandatory: z.boolean(),
  requiredCommentMinScore: z.number().int('questions.invalidRequiredCommentMinScore').nullable(),
  isCommentMandatoryPos: z.boolean(),
  isCommentMandatoryNeg: z.boolean(),
  isPictureMandatoryPos: z.boolean(),
  isPictureMandatoryNeg: z.boolean(),
  options: z.array(choiceOption).max(CHOICE_LIMITS.max, CHOICE_ERRORS.optionsRequired),
};

/** A new question; `content` and `information` are in the language of the query. Unset flags are off. */
export const createQuestionBody = z
  .object({
    ...questionShape,
    information: questionShape.information.default(''),
    partNumber: questionShape.partNumber.default(null),
    parentId: questionShape.parentId.default(null),
    ordinal: ordinal.default(0),
    type: questionShape.type.default('circle'),
    notifyHotelResponsible: z.boolean().default(false),
    isMandatory: z.boolean().default(false),
    requiredCommentMinScore: questionShape.requiredCommentMinScore.default(null),
    isCommentMandatoryPos: z.boolean().default(false),
    isCommentMandatoryNeg: z.boolean().default(false),
    isPictureMandatoryPos: z.boolean().default(false),
    isPictureMandatoryNeg: z.boolean().default(false),
    options: questionShape.options.default([]),
  })
  .strict();
/** A change: only the fields sent (the module grid sends ordinal or a flag alone). */
export const updateQuestionBody = z.object(questionShape).partial().strict();

const contextShape = {
  content: requiredText(2000, 'questions.contentRequired'),
  questionClusterId: idField('clusters.notFound'),
  ordinal,
  orderInReportHeader: z
    .number()
    .int('catalogue.invalidOrdinal')
    .min(0, 'catalogue.invalidOrdinal')
    .nullable(),
  showInReportHeader: z.boolean(),
};
export const createContextQuestionBody = z
  .object({
    ...contextShape,
    ordinal: ordinal.default(0),
    orderInReportHeader: contextShape.orderInReportHeader.default(null),
    showInReportHeader: z.boolean().default(false),
  })
  .strict();
export const updateContextQuestionBody = z.object(contextShape).partial().strict();

export const updateClusterBody = z
  .object({
    name: nameText(200, 'clusters.nameRequired'),
    ordinal,
    commentPosition: z.enum(COMMENT_POSITIONS, { error: 'clusters.invalidCommentPosition' }),
  })
  .partial()
  .strict();
export const updateModuleTypeBody = moduleTypeBody.partial();
