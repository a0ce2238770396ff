import { z } from 'zod';
import { AUDIT_QA_TABS } from '../../src-domain/inspection/audit-qa-tabs.ts';
import { isIsoDate } from '../../src-domain/shared/dates.ts';
import { readDecimal } from '../../src-domain/shared/decimal.ts';
import {
  COMFORT_ZONES,
  COMMENT_MAX_CHARS,
  CONTEXT_ANSWER_MAX_CHARS,
  DESCRIPTION_BODY_MAX_CHARS,
  DESCRIPTION_HEADER_MAX_CHARS,
  EXTERNAL_SCORE_MAXIMA,
  EXTRA_QUESTION_MAX_CHARS,
  GENERAL_COMMENTS_MAX_CHARS,
  PREFILLED_COMMENT_MAX_CHARS,
} from '../../src-domain/inspection/index.ts';
import { idField } from '../http/schema-parts.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const date = z.string({ error: 'inspections.dateRequired' }).refine(isIsoDate, 'inspections.dateRequired');
const hour = z.string({ error: 'inspections.timeRequired' }).regex(TIME, 'inspections.timeRequired');
/** An entry's order at creation: a whole number, or absent for its place in the list. */
const ordinal = z.number({ error: 'errors.validation' }).int('errors.validation').optional();
const text = (max: number, tooLong = 'errors.validation') =>
  z.string({ error: 'errors.validation' }).max(max, tooLong);
/** A comment past its limit says so (the screen shows it under the field), not that something is invalid. */
const comment = () => text(COMMENT_MAX_CHARS, 'inspections.commentTooLong');
const generalComments = () => text(GENERAL_COMMENTS_MAX_CHARS, 'inspections.generalCommentsTooLong');
/** A client's id for the change: a retry with the same id changes nothing (the first answer is repeated). */
const eventId = z.uuid({ error: 'errors.validation' }).optional();

/** The user an inspection is assigned to: an id (checked against the entity by assignableUser) or null. */
const assignee = idField('inspections.userNotAtEntity').nullable().optional();

/** Empty description and extra-question entries are dropped (§5). */
const descriptions = z
  .array(
    z
      .object({ header: text(DESCRIPTION_HEADER_MAX_CHARS), body: text(DESCRIPTION_BODY_MAX_CHARS), ordinal })
      .strict(),
  )
  .max(50)
  .default([])
  .transform((list) => list.filter((d) => d.header.trim() || d.body.trim()));
const extraQuestions = z
  .array(z.object({ content: text(EXTRA_QUESTION_MAX_CHARS), ordinal }).strict())
  .max(50)
  .default([])
  .transform((list) => list.filter((q) => q.content.trim()));

/** The create-session payload (inspection-run §3, administration §3). */
export const createInspectionBody = z
  .object({
    hotel: idField('inspections.hotelRequired'),
    inspectionType: idField('inspections.typeRequired'),
    startTime: date,
    startTimeHour: hour,
    user: assignee,
    shouldSendNotification: z.boolean().default(true),
    inspectionDescriptions: descriptions,
    extraQuestions,
    prefilledQuestions: z
      .array(
        z
          .object({ questionId: idField('errors.validation'), comment: text(PREFILLED_COMMENT_MAX_CHARS) })
          .strict(),
      )
      .max(500)
      .optional(),
  })
  .strict();

export const scoreBody = z
  .object({
    score: z.number({ error: 'inspections.invalidScore' }).nullable(),
    comment: comment().optional(),
    eventId,
  })
  .strict();
export const commentBody = z.object({ comment: comment(), eventId }).strict();
/** A context question's answer past its limit says so, as a comment does. */
export const contentBody = z
  .object({ content: text(CONTEXT_ANSWER_MAX_CHARS, 'inspections.contextAnswerTooLong'), eventId })
  .strict();
export const clusterCommentBody = z.object({ comments: comment(), eventId }).strict();
export const followUpBody = z
  .object({
    needsFollowUp: z.boolean(),
    followUpComment: comment().default(''),
    followUpDeadline: z
      .union([z.string(), z.null()])
      .default(null)
      .transform((v) => (v === '' ? null : v))
      .refine((v) => v === null || isIsoDate(v), 'inspections.dateRequired'),
    followUpTip: z.boolean().default(false),
    followUpFeedback: z.boolean().default(false),
    eventId,
  })
  .strict();

/** PUT /api/inspections/{id}: general comments, or the comfort-zone comments (type comfortZones). */
export const updateInspectionBody = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('generalComments'), generalComments: generalComments(), eventId }).strict(),
    z
      .object({
        type: z.literal('comfortZones'),
        comfortZones: z.partialRecord(
          z.enum(COMFORT_ZONES, { error: 'inspections.invalidComfortZone' }),
          comment(),
        ),
        eventId,
      })
      .strict(),
  ],
  { error: 'errors.validation' },
);

/** External scores: empty values dropped, the rest read as decimals (§5). */
export const externalScoresBody = z
  .partialRecord(
    z.enum(Object.keys(EXTERNAL_SCORE_MAXIMA) as [keyof typeof EXTERNAL_SCORE_MAXIMA], {
      error: 'inspections.invalidExternalScore',
    }),
    z.union([z.number(), z.string(), z.null()]),
  )
  .transform((scores, ctx) => {
    const out: Partial<Record<keyof typeof EXTERNAL_SCORE_MAXIMA, number>> = {};
    for (const [provider, raw] of Object.entries(scores)) {
      if (raw === null || raw === '') continue;
      const value = typeof raw === 'number' ? raw : readDecimal(raw);
      if (value === null) continue;
      if (value === undefined || !Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', message: 'inspections.invalidExternalScore', path: [provider] });
        continue;
      }
      out[provider as keyof typeof EXTERNAL_SCORE_MAXIMA] = value;
    }
    return out;
  });

export const extraAnswerBody = z
  .object({ score: z.number().nullable(), comment: comment().default(''), eventId })
  .strict();
export const rescheduleBody = z
  .object({
    startTime: date.optional(),
    startTimeHour: hour.optional(),
    user: assignee,
  })
  .strict();
export const adminEndTimeBody = z.object({ revert: z.boolean().default(false), eventId }).strict();
/** Changes with nothing to say but their id (skip, finish, submit): the body may be left out. */
export const changeIdBody = z.object({ eventId }).strict();
/** External scores take their change id beside the providers (the spec's body is the providers alone). */
export const splitChangeId = (body: unknown): { changeId: { eventId?: unknown }; rest: unknown } => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { changeId: {}, rest: body };
  const { eventId: id, ...rest } = body as Record<string, unknown>;
  return { changeId: id === undefined ? {} : { eventId: id }, rest };
};

export const auditQaQuery = z.object({
  tab: z.enum(AUDIT_QA_TABS, { error: 'errors.validation' }).default('ongoing'),
});
