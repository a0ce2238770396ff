import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/tenancy.ts';
import { pageQuery } from '../http/list-page.ts';
import {
  documented,
  emptyAnswer,
  file,
  languageQuery,
  type AreaDoc,
  type RouteDoc,
} from '../openapi/route-doc.ts';
import {
  actionOwnerBody,
  actionPlanQuery,
  actionReopenBody,
  addActionItemBody,
  createFollowUpBody,
  editActionItemBody,
  followUpSummaryBody,
} from './schema.ts';

const person = z.object({ id: z.string(), name: z.string() });

/** A sent action plan as the list shows it (presentActionPlanRow). */
export const actionPlanRowAnswer = z
  .object({
    id: z.string().describe("The inspection's id"),
    version: z.number().int(),
    startTime: z.string(),
    startTimeHour: z.string(),
    hotel: person,
    inspectionType: person,
    lastEditedBy: z.object({ id: z.string().optional(), name: z.string().optional(), at: z.string() }),
    agentEndTime: z.string().nullable(),
    adminEndTime: z.string().nullable(),
    adminEndTimeSetByUser: person.nullable(),
    sentAt: z.string().nullish(),
    followUp: z
      .object({ id: z.string(), startTime: z.string(), startTimeHour: z.string() })
      .nullish()
      .describe('The follow-up inspection, when one was made'),
    counts: z.record(z.string(), z.number()).describe('Actions by state, and how many are overdue'),
    overdueByOwner: z
      .record(z.string(), z.number())
      .describe("The overdue actions per owner's user id (the owners the plan itself shows)"),
    nextDeadline: z.string().nullable().describe('The earliest deadline of an action still open'),
  })
  .describe('A sent action plan');

const reviewers = ADMIN_ROLES;
const actionErrors = ['actionPlan.notSent', 'actionPlan.notAnAction', 'actionPlan.itemNotFound'];
const loop = (base: string, params: Record<string, string>): Record<string, RouteDoc> => ({
  [`PUT ${base}/owner`]: {
    summary: "Set an action's owner",
    roles: reviewers,
    params,
    body: actionOwnerBody,
    answer: emptyAnswer,
    errors: { 400: [...actionErrors, 'inspections.userNotAtEntity'] },
  },
  [`POST ${base}/done`]: {
    summary: 'Mark an action done, with a comment and an optional proof file',
    description: "The action's owner or an admin.",
    params,
    multipart: { comment: 'What was done', file: 'An optional proof (image or document)' },
    answer: emptyAnswer,
    errors: { 400: [...actionErrors, 'actionPlan.notOpen', 'actionPlan.proofRequired'] },
  },
  [`POST ${base}/verify`]: {
    summary: 'Verify a done action',
    roles: reviewers,
    params,
    answer: emptyAnswer,
    errors: { 400: [...actionErrors, 'actionPlan.notDone'] },
  },
  [`POST ${base}/reopen`]: {
    summary: 'Send an action back to open, with a reason',
    roles: reviewers,
    params,
    body: actionReopenBody,
    answer: emptyAnswer,
    errors: { 400: [...actionErrors, 'actionPlan.reasonRequired'] },
  },
});
const summary = '/api/admin/inspections/:id/follow-up-summary';
const items = '/api/inspections/:id/action-items';

export const followUpDocs: AreaDoc = {
  tag: 'Action plans',
  description: 'Sending the action plan, follow-up inspections, and the action loop (action-plans.md).',
  routes: {
    'GET /api/inspections/action-plan': {
      summary: 'The sent action plans, latest first',
      description: 'Admins in their scope; agents at the entities they work at.',
      query: actionPlanQuery.extend(pageQuery.shape),
      answer: z.array(actionPlanRowAnswer),
    },
    'GET /api/inspections/:id/action-plan': {
      summary: 'The printable action plan',
      query: languageQuery,
      answer: documented('The plan: the inspection, its actions with owners, deadlines, states and proofs'),
      errors: { 400: ['actionPlan.notSent'] },
    },
    'GET /api/inspections/:id/action-plan.pdf': {
      summary: 'The action plan as an A4 PDF',
      query: languageQuery,
      answer: file('application/pdf', 'The plan'),
      errors: { 400: ['actionPlan.notSent'] },
    },
    'POST /api/inspections/:id/follow-up': {
      summary: 'Send the action plan, with a follow-up inspection when an answer has an action',
      roles: reviewers,
      body: createFollowUpBody,
      status: 201,
      answer: z.object({ id: z.string().optional().describe('The follow-up inspection') }),
      errors: {
        400: [
          'followUp.startTimeRequired',
          'followUp.datePassed',
          'followUp.exists',
          'inspections.userNotAtEntity',
          'inspections.notFinishedByAgent',
        ],
      },
    },
    'GET /api/inspections/:id/follow-up-users': {
      summary: "The entity's active agents and admins",
      roles: reviewers,
      answer: z.array(person),
    },
    [`POST ${summary}`]: {
      summary: 'The follow-up summary',
      roles: reviewers,
      body: followUpSummaryBody,
      answer: emptyAnswer,
    },
    [`POST ${summary}/file`]: {
      summary: 'Attach a file to the follow-up summary',
      roles: reviewers,
      multipart: { file: 'The file' },
      status: 201,
      answer: documented('The stored attachment: its id, path, name and type'),
      errors: { 400: ['upload.missingFile', 'upload.tooLarge', 'upload.unsupportedType'] },
    },
    [`DELETE ${summary}/file/:fileId`]: {
      summary: 'Remove a file of the follow-up summary',
      roles: reviewers,
      params: { fileId: 'The file' },
      answer: emptyAnswer,
    },
    [`POST ${items}`]: {
      summary: 'Add an action of its own to the plan',
      roles: reviewers,
      body: addActionItemBody,
      status: 201,
      answer: z.object({ itemId: z.string() }),
      errors: {
        400: ['actionPlan.descriptionRequired', 'actionPlan.deadlineInvalid', 'actionPlan.deadlinePast'],
      },
    },
    [`PUT ${items}/:itemId`]: {
      summary: 'Change an added action',
      roles: reviewers,
      params: { itemId: 'The action' },
      body: editActionItemBody,
      answer: emptyAnswer,
      errors: {
        400: ['actionPlan.itemNotFound', 'actionPlan.descriptionRequired', 'actionPlan.deadlineInvalid'],
      },
    },
    [`DELETE ${items}/:itemId`]: {
      summary: 'Remove an added action',
      roles: reviewers,
      params: { itemId: 'The action' },
      answer: emptyAnswer,
      errors: { 400: ['actionPlan.itemNotFound'] },
    },
    ...loop('/api/inspections/:id/actions/:moduleId/:questionId', {
      moduleId: 'The module',
      questionId: 'The question whose answer has the action',
    }),
    ...loop(`${items}/:itemId`, { itemId: 'The added action' }),
  },
};
