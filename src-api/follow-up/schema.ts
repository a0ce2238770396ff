import { z } from 'zod';
import { isIsoDate } from '../../src-domain/shared/dates.ts';
import { ACTION_STATES } from '../../src-domain/inspection/index.ts';
import { idField } from '../http/schema-parts.ts';

const START_TIME = 'followUp.startTimeRequired';
const text = (max: number) => z.string({ error: 'errors.validation' }).max(max, 'errors.validation');

/** administration §7 "POST /api/inspections/{id}/follow-up". */
export const createFollowUpBody = z
  .object({
    startTime: z.string({ error: START_TIME }).refine(isIsoDate, START_TIME),
    startTimeHour: z.string({ error: START_TIME }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, START_TIME),
    /** The follow-up's agent; null or absent: any of the entity's agents takes it. */
    user: idField('inspections.userNotAtEntity').nullable().optional(),
    sendCCToCreator: z.boolean().default(true),
  })
  .strict();

export const followUpSummaryBody = z.object({ summary: text(20_000) }).strict();

export const actionOwnerBody = z
  .object({ ownerId: idField('inspections.userNotAtEntity').nullable() })
  .strict();
export const actionReopenBody = z
  .object({ reason: text(5000).refine((r) => r.trim() !== '', 'actionPlan.reasonRequired') })
  .strict();

const DEADLINE = 'actionPlan.deadlineInvalid';
/** A deadline as a date (YYYY-MM-DD), or null for none yet; whether it is gone by is the decider's rule. */
const deadline = z.string({ error: DEADLINE }).refine(isIsoDate, DEADLINE).nullable();

/**
 * An action added to an approved inspection's plan (docs/action-plans.md): about a question (moduleId and
 * questionId, both or neither) or none. itemId: the client's own id, so a retried request adds it once.
 */
export const addActionItemBody = z
  .object({
    itemId: idField('errors.validation').optional(),
    moduleId: idField('inspections.questionNotFound').nullable().default(null),
    questionId: idField('inspections.questionNotFound').nullable().default(null),
    description: text(5000).default(''),
    deadline: deadline.default(null),
    ownerId: idField('inspections.userNotAtEntity').nullable().default(null),
  })
  .strict()
  .refine((b) => (b.moduleId === null) === (b.questionId === null), {
    message: 'inspections.questionNotFound',
    path: ['questionId'],
  });

/** What an edit of an added action may change; a field left out stays as it is. */
export const editActionItemBody = z
  .object({
    description: text(5000).optional(),
    deadline: deadline.optional(),
    ownerId: idField('inspections.userNotAtEntity').nullable().optional(),
  })
  .strict();

/** The action plan list's filters (docs/action-plans.md). */
export const actionPlanQuery = z
  .object({
    hotelId: idField('errors.validation').optional(),
    state: z.enum(ACTION_STATES, { error: 'errors.validation' }).optional(),
    overdue: z.enum(['true', 'false'], { error: 'errors.validation' }).optional(),
  })
  .strict();
