import { DomainError } from '../shared/domain-error.ts';
import { isQuestionType, isScored, REQUIRED_COMMENT_MIN_SCORES } from '../shared/scales.ts';
import {
  COMMENT_POSITIONS,
  MODULE_AREAS,
  MODULE_CLASSIFICATIONS,
  QUESTION_CLASSIFICATIONS,
  type ClusterFields,
  type ContextQuestionFields,
  type ModuleTypeFields,
  type QuestionFields,
} from './fields.ts';
import type { ModuleTypeState } from './state.ts';
import { choiceOptionsError } from './choice-options.ts';

export const CATALOGUE_ERRORS = {
  moduleTypeNotFound: 'moduleTypes.notFound',
  moduleTypeExists: 'moduleTypes.exists',
  nameRequired: 'moduleTypes.nameRequired',
  invalidModuleClassification: 'moduleTypes.invalidClassification',
  invalidArea: 'moduleTypes.invalidArea',
  clusterNotFound: 'clusters.notFound',
  clusterExists: 'clusters.exists',
  clusterNameRequired: 'clusters.nameRequired',
  clusterNotEmpty: 'clusters.notEmpty',
  invalidCommentPosition: 'clusters.invalidCommentPosition',
  questionNotFound: 'questions.notFound',
  questionExists: 'questions.exists',
  contentRequired: 'questions.contentRequired',
  referenceNumberRequired: 'questions.referenceNumberRequired',
  invalidType: 'questions.invalidType',
  invalidClassification: 'questions.invalidClassification',
  invalidRequiredCommentMinScore: 'questions.invalidRequiredCommentMinScore',
  parentNotFound: 'questions.parentNotFound',
  nestedTooDeep: 'questions.nestedTooDeep',
  hasChildren: 'questions.hasChildren',
  contextQuestionNotFound: 'contextQuestions.notFound',
  contextQuestionExists: 'contextQuestions.exists',
  invalidOrdinal: 'catalogue.invalidOrdinal',
  tooLarge: 'moduleTypes.tooLarge',
} as const;

const fail = (key: string, field?: string): never => {
  throw new DomainError(key, field ? { [field]: key } : {});
};

export function checkModuleType(fields: ModuleTypeFields): void {
  if (!fields.name.trim()) fail(CATALOGUE_ERRORS.nameRequired, 'name');
  if (!(MODULE_CLASSIFICATIONS as readonly string[]).includes(fields.classification))
    fail(CATALOGUE_ERRORS.invalidModuleClassification, 'classification');
  if (!(MODULE_AREAS as readonly string[]).includes(fields.area)) fail(CATALOGUE_ERRORS.invalidArea, 'area');
}

export function checkCluster(fields: ClusterFields): void {
  if (!fields.name.trim()) fail(CATALOGUE_ERRORS.clusterNameRequired, 'name');
  if (!Number.isInteger(fields.ordinal)) fail(CATALOGUE_ERRORS.invalidOrdinal, 'ordinal');
  if (!(COMMENT_POSITIONS as readonly string[]).includes(fields.commentPosition))
    fail(CATALOGUE_ERRORS.invalidCommentPosition, 'commentPosition');
}

/** A question as it will be after the change, checked against the rest of its module type. */
export function checkQuestion(questionId: string, fields: QuestionFields, state: ModuleTypeState): void {
  if (!state.clusters[fields.clusterId]) fail(CATALOGUE_ERRORS.clusterNotFound, 'clusterId');
  if (!fields.referenceNumber.trim()) fail(CATALOGUE_ERRORS.referenceNumberRequired, 'referenceNumber');
  if (!isQuestionType(fields.type)) fail(CATALOGUE_ERRORS.invalidType, 'type');
  if (!(QUESTION_CLASSIFICATIONS as readonly string[]).includes(fields.classification))
    fail(CATALOGUE_ERRORS.invalidClassification, 'classification');
  if (!Number.isInteger(fields.ordinal)) fail(CATALOGUE_ERRORS.invalidOrdinal, 'ordinal');
  const minimum = fields.requiredCommentMinScore;
  if (
    minimum !== null &&
    (!(REQUIRED_COMMENT_MIN_SCORES as readonly number[]).includes(minimum) || !isScored(fields.type))
  ) {
    fail(CATALOGUE_ERRORS.invalidRequiredCommentMinScore, 'requiredCommentMinScore');
  }
  if (!Object.values(fields.content).some((text) => text?.trim()))
    fail(CATALOGUE_ERRORS.contentRequired, 'content');
  if (fields.type === 'choice') {
    const optionsError = choiceOptionsError(fields.options ?? []);
    if (optionsError) fail(optionsError, 'options');
  }
  if (fields.parentId !== null) {
    const parent = state.questions[fields.parentId];
    if (!parent || fields.parentId === questionId) fail(CATALOGUE_ERRORS.parentNotFound, 'parentId');
    if (parent!.parentId !== null) fail(CATALOGUE_ERRORS.nestedTooDeep, 'parentId');
    const hasChildren = Object.values(state.questions).some((q) => q.parentId === questionId);
    if (hasChildren) fail(CATALOGUE_ERRORS.nestedTooDeep, 'parentId');
  }
}

export function checkContextQuestion(fields: ContextQuestionFields, state: ModuleTypeState): void {
  if (!state.clusters[fields.clusterId]) fail(CATALOGUE_ERRORS.clusterNotFound, 'clusterId');
  if (!Number.isInteger(fields.ordinal)) fail(CATALOGUE_ERRORS.invalidOrdinal, 'ordinal');
  if (
    fields.orderInReportHeader !== null &&
    (!Number.isInteger(fields.orderInReportHeader) || fields.orderInReportHeader < 0)
  ) {
    fail(CATALOGUE_ERRORS.invalidOrdinal, 'orderInReportHeader');
  }
  if (!Object.values(fields.content).some((text) => text?.trim()))
    fail(CATALOGUE_ERRORS.contentRequired, 'content');
}
