import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/tenancy.ts';
import { pageQuery } from '../http/list-page.ts';
import { emptyAnswer, languageQuery, type AreaDoc, type RouteDoc } from '../openapi/route-doc.ts';
import {
  adminEndTimeBody,
  auditQaQuery,
  changeIdBody,
  clusterCommentBody,
  commentBody,
  contentBody,
  createInspectionBody,
  extraAnswerBody,
  externalScoresBody,
  followUpBody,
  rescheduleBody,
  scoreBody,
  updateInspectionBody,
} from './schema.ts';

const person = z.object({ id: z.string(), name: z.string() });

/** A line of a list (presentInspectionSummary). */
export const inspectionSummaryAnswer = z
  .object({
    id: z.string(),
    version: z.number().int().describe('Change count: a push with the next one follows what a screen holds'),
    hotel: person,
    inspectionType: z.object({ id: z.string(), name: z.string(), reportType: z.string() }),
    startTime: z.string().describe('The start date (YYYY-MM-DD)'),
    startTimeHour: z.string().describe('HH:mm'),
    startDate: z.string(),
    startHour: z.string(),
    user: person.nullable(),
    agentEndTime: z.string().nullable(),
    adminEndTime: z.string().nullable(),
    status: z.string(),
    lastEditedBy: z
      .object({ id: z.string().optional(), name: z.string().optional(), at: z.string() })
      .describe('Who changed it last (no one yet: only `at`)'),
    questionnaireComplete: z.boolean(),
  })
  .describe('An inspection as lists show it');

const stateFields = {
  organizationId: z.string(),
  allowUnansweredQuestions: z.boolean(),
  agentEndTimeSetByUser: person.nullable(),
  adminEndTimeSetByUser: person.nullable(),
  followUpToInspectionId: z.string().nullable(),
  descriptions: z.array(z.looseObject({})),
  extraQuestions: z.array(z.looseObject({})),
  generalComments: z.unknown(),
  comfortZones: z.unknown(),
  externalScores: z.unknown(),
  followUp: z.unknown(),
  enableActionPlan: z.boolean(),
  followUpSummary: z.unknown(),
  actions: z.unknown(),
  addedActions: z.array(z.looseObject({})),
  modules: z.array(z.looseObject({ id: z.string(), isSkipped: z.boolean(), state: z.string() })),
};

/** What changes while an inspection is answered: every change answers with it. */
export const inspectionStateAnswer = inspectionSummaryAnswer
  .extend({ ...stateFields, answers: z.record(z.string(), z.unknown()) })
  .describe('The live state of an inspection (without the questionnaire)');

/** The whole inspection: the live state laid over the questionnaire in one language. */
export const inspectionAnswer = inspectionSummaryAnswer
  .extend({
    ...stateFields,
    languageShortCode: z.string(),
    modules: z.array(
      z.looseObject({
        id: z.string(),
        name: z.string(),
        ordinal: z.number(),
        isSkipped: z.boolean(),
        clusters: z.array(
          z.looseObject({
            id: z.string(),
            name: z.string(),
            questions: z.array(z.looseObject({ id: z.string() })),
          }),
        ),
      }),
    ),
    existing: z.literal(true).optional().describe('Create: the same inspection already existed (200)'),
    followedUpInspection: z.unknown().optional().describe('A follow-up: the followed-up answers and actions'),
  })
  .describe('The whole inspection, for answering and control');

const created = [
  'inspections.hotelRequired',
  'inspections.typeRequired',
  'inspections.dateRequired',
  'inspections.timeRequired',
  'inspections.userNotAtEntity',
  'inspections.questionnaireTooLarge',
];
const answering = [
  'inspections.finished',
  'inspections.questionnaireIncomplete',
  'inspections.moduleNotFound',
];
/** A comment past COMMENT_MAX_CHARS (GENERAL_COMMENTS_MAX_CHARS for the general comments): schema.ts. */
const COMMENT_TOO_LONG = 'inspections.commentTooLong';
const question = { moduleId: 'The module', questionId: 'The question' };
const change = (
  summary: string,
  body: RouteDoc['body'],
  params: Record<string, string>,
  errors: string[] = [],
): RouteDoc => ({
  summary,
  description: 'Who may open the inspection. A retry with the same `eventId` repeats the first answer.',
  params,
  ...(body ? { body } : {}),
  answer: inspectionStateAnswer,
  errors: { 400: [...answering, ...errors], 409: ['errors.eventIdConflict', 'errors.conflict'] },
});
const mod = { moduleId: 'The module' };
const q = '/api/inspections/:id/modules/:moduleId/questions/:questionId';
const m = '/api/inspections/:id/modules/:moduleId';

export const inspectionDocs: AreaDoc = {
  tag: 'Inspections',
  description: 'Inspections: creating, answering, finishing and approving (inspections.md).',
  routes: {
    'GET /api/inspections': {
      summary: "The user's open inspections: their own and the unassigned at their entities",
      query: pageQuery,
      answer: z.array(inspectionSummaryAnswer),
    },
    'POST /api/inspections': {
      summary: 'Start an inspection (self-serve types, or an admin)',
      body: createInspectionBody,
      status: 201,
      answer: inspectionAnswer,
      errors: { 400: created },
    },
    'GET /api/inspections/:id': {
      summary: 'The whole inspection',
      query: languageQuery,
      answer: inspectionAnswer,
    },
    'GET /api/inspections/:id/state': { summary: 'Its live state', answer: inspectionStateAnswer },
    [`POST ${q}/score`]: change('Score a question', scoreBody, question, [
      'inspections.invalidScore',
      'inspections.questionNotFound',
      COMMENT_TOO_LONG,
    ]),
    [`POST ${q}/comment`]: change("Comment a question's answer", commentBody, question, [
      'inspections.questionNotFound',
      COMMENT_TOO_LONG,
    ]),
    [`DELETE ${q}/files/:fileId`]: change(
      "Remove a file from a question's answer",
      undefined,
      { ...question, fileId: 'The file' },
      ['inspections.attachmentNotFound'],
    ),
    [`POST ${q}/setFollowUp`]: change('Set or clear an action on a question', followUpBody, question, [
      'inspections.questionNotFound',
      COMMENT_TOO_LONG,
    ]),
    [`POST ${m}/context-questions/:questionId`]: change(
      'Answer a context question',
      contentBody,
      { ...mod, questionId: 'The context question' },
      ['inspections.contextQuestionNotFound', 'inspections.contextAnswerTooLong'],
    ),
    [`POST ${m}/cluster-comments/:clusterId`]: change(
      "A cluster's comment",
      clusterCommentBody,
      { ...mod, clusterId: 'The cluster' },
      ['inspections.clusterNotFound', COMMENT_TOO_LONG],
    ),
    [`POST ${m}/setFollowUp`]: change("A module's follow-up comment", commentBody, mod, [COMMENT_TOO_LONG]),
    [`POST ${m}/toggleSkipped`]: change('Skip a module, or take it back', changeIdBody, mod, [
      'inspections.moduleMandatory',
    ]),
    [`POST ${m}/done`]: change('Mark a module done', changeIdBody, mod, [
      'inspections.moduleHasErrors',
      'inspections.moduleSkipped',
    ]),
    'PUT /api/inspections/:id': change(
      'Change comfort zones, descriptions or general comments',
      updateInspectionBody,
      {},
      ['inspections.invalidComfortZone', COMMENT_TOO_LONG, 'inspections.generalCommentsTooLong'],
    ),
    'POST /api/inspections/:id/externalScores': change(
      'External ratings (plus an optional `eventId`)',
      externalScoresBody,
      {},
      ['inspections.invalidExternalScore'],
    ),
    'POST /api/inspections/:id/extra-questions/:extraQuestionId': change(
      'Answer an extra question',
      extraAnswerBody,
      { extraQuestionId: 'The extra question' },
      ['inspections.extraQuestionNotFound', COMMENT_TOO_LONG],
    ),
    'POST /api/inspections/:id/endTime': change("The agent's submit", changeIdBody, {}, [
      'inspections.modulesNotFinished',
      'inspections.alreadyFinished',
    ]),
    'GET /api/admin/inspections': {
      summary: "Inspections in the admin's scope",
      roles: ADMIN_ROLES,
      query: pageQuery.extend({ all: z.literal('1').optional().describe('1: approved ones too') }),
      answer: z.array(inspectionSummaryAnswer),
    },
    'GET /api/admin/inspections/auditQA': {
      summary: 'The audit QA list, by tab',
      roles: ['superUser', 'companyAdmin'],
      query: auditQaQuery.extend(pageQuery.shape),
      answer: z.array(inspectionSummaryAnswer),
    },
    'GET /api/admin/hotels/:id/inspections': {
      summary: "An entity's inspections",
      roles: ADMIN_ROLES,
      params: { id: 'The entity' },
      query: pageQuery,
      answer: z.array(inspectionSummaryAnswer),
    },
    'GET /api/admin/inspections/:id': {
      summary: 'The whole inspection',
      roles: ADMIN_ROLES,
      query: languageQuery,
      answer: inspectionAnswer,
    },
    'POST /api/admin/inspections': {
      summary: 'Schedule an inspection',
      roles: ADMIN_ROLES,
      body: createInspectionBody,
      status: 201,
      answer: inspectionAnswer,
      errors: { 400: created },
    },
    'PUT /api/admin/inspections/:id': {
      summary: 'Reschedule or reassign',
      roles: ADMIN_ROLES,
      body: rescheduleBody,
      answer: inspectionStateAnswer,
      errors: {
        400: [
          'inspections.dateRequired',
          'inspections.timeRequired',
          'inspections.userNotAtEntity',
          'inspections.finished',
        ],
      },
    },
    'DELETE /api/admin/inspections/:id': {
      summary: 'Delete an inspection',
      roles: ADMIN_ROLES,
      answer: emptyAnswer,
    },
    'POST /api/admin/inspections/:id/endTime': {
      summary: "Approve (the admin's end time), or revert it",
      roles: ADMIN_ROLES,
      body: adminEndTimeBody,
      answer: inspectionStateAnswer,
      errors: {
        400: ['inspections.notFinishedByAgent', 'inspections.notFinishedByAdmin'],
        409: ['errors.eventIdConflict', 'errors.conflict'],
      },
    },
  },
};

export const inspectionFileDocs: AreaDoc = {
  tag: 'Files',
  description:
    "Files on inspection answers: uploaded by who may open the inspection, read by its organization's users.",
  routes: {
    [`POST ${q}/files`]: {
      summary: "Attach a file to a question's answer",
      params: question,
      multipart: { file: 'The file (images re-encoded; at most the attachment limit)' },
      status: 201,
      answer: z.object({ path: z.string(), originalName: z.string(), mimeType: z.string() }),
      errors: {
        400: ['upload.missingFile', 'upload.tooLarge', 'upload.unsupportedType', 'upload.invalidImage'],
      },
    },
    'GET /files/{*path}': {
      summary: 'An uploaded file',
      params: { path: 'The path the upload answered' },
      answer: { description: 'The file, with its own type', contentType: 'application/octet-stream' },
    },
  },
};
