import type { AuditExportEvent } from '../../src-domain/audit-export/index.ts';
import type { ModuleTypeEvent } from '../../src-domain/catalogue/index.ts';
import type { HotelEvent } from '../../src-domain/hotel/index.ts';
import type { InspectionTypeEvent } from '../../src-domain/inspection-type/index.ts';
import type { InspectionEvent } from '../../src-domain/inspection/index.ts';
import type { OrganizationEvent } from '../../src-domain/organization/index.ts';
import type { ReportShareEvent } from '../../src-domain/report-share/index.ts';
import type { Changes } from '../../src-domain/shared/changes.ts';
import { ERASED_NAME } from '../../src-domain/personal-data/personal-fields.ts';
import type { UserEvent } from '../../src-domain/user/index.ts';
import type { AuditChange, AuditContextDocument, AuditKind } from './documents.ts';

/**
 * An inspection's events but its questionnaire's parts: the questionnaire is copied from the catalogue at
 * creation, not changed by anyone, so its creation's entry stands for it (as it did when the questionnaire
 * was part of InspectionCreated), however many appends it took.
 */
export type AuditedInspectionEvent = Exclude<InspectionEvent, { type: 'QuestionnairePartRecorded' }>;

export type AuditedEvent =
  | AuditedInspectionEvent
  | UserEvent
  | HotelEvent
  | OrganizationEvent
  | InspectionTypeEvent
  | ModuleTypeEvent
  | ReportShareEvent
  | AuditExportEvent;

/** Where a change happened and what it changed; the projection adds who, when and the chain. */
export interface ChangeDescription {
  kind: AuditKind;
  organizationId: string | null;
  hotelId: string | null;
  inspectionId?: string | null;
  moduleId?: string | null;
  questionId?: string | null;
  subjectId?: string | null;
  changes: AuditChange[];
}

const change = (field: string, from: unknown, to: unknown): AuditChange => ({
  field,
  from: from ?? null,
  to: to ?? null,
});

/** An update event's fields, old and new. */
function fromChanges<T>(update: Changes<T>, prefix = ''): AuditChange[] {
  return Object.keys(update.changes).map((field) =>
    change(
      prefix + field,
      (update.previous as Record<string, unknown>)[field],
      (update.changes as Record<string, unknown>)[field],
    ),
  );
}

/** Only the fields whose value differs from what was held: an answer event repeats unchanged ones. */
function differing(
  values: Record<string, unknown>,
  next: Record<string, unknown>,
  path: string,
): AuditChange[] {
  return Object.entries(next)
    .filter(
      ([field, to]) =>
        to !== undefined && JSON.stringify(values[`${path}.${field}`] ?? null) !== JSON.stringify(to),
    )
    .map(([field, to]) => change(field, values[`${path}.${field}`], to));
}

const FOLLOW_UP_FIELDS = [
  'needsFollowUp',
  'followUpComment',
  'followUpDeadline',
  'followUpTip',
  'followUpFeedback',
] as const;

/**
 * An inspection's event as a change: the values before come from the context the earlier events left
 * (`values`, keyed by path), the values after from the event.
 */
export function describeInspectionEvent(
  event: AuditedInspectionEvent,
  stream: string,
  ctx: AuditContextDocument | null,
): ChangeDescription {
  const inspectionId = stream.slice('inspection-'.length);
  const values = ctx?.values ?? {};
  const at = {
    organizationId: ctx?.organizationId ?? null,
    hotelId: ctx?.hotelId ?? null,
    inspectionId,
  };
  switch (event.type) {
    case 'InspectionCreated':
      return {
        kind: 'inspection',
        organizationId: event.data.organizationId,
        hotelId: event.data.hotelId,
        inspectionId,
        changes: [
          change('inspectionType', null, event.data.type.name),
          change('startDate', null, `${event.data.startDate} ${event.data.startHour}`),
          change('userId', null, event.data.userId),
        ],
      };
    case 'QuestionScored': {
      const path = `q.${event.data.questionId}`;
      const next: Record<string, unknown> = { score: event.data.score };
      if (event.data.comment !== undefined) next.comment = event.data.comment;
      return {
        ...at,
        kind: 'answer',
        moduleId: event.data.moduleId,
        questionId: event.data.questionId,
        changes: differing(values, next, path),
      };
    }
    case 'QuestionCommented':
      return {
        ...at,
        kind: 'comment',
        moduleId: event.data.moduleId,
        questionId: event.data.questionId,
        changes: differing(values, { comment: event.data.comment }, `q.${event.data.questionId}`),
      };
    case 'FollowUpSet': {
      const next = Object.fromEntries(FOLLOW_UP_FIELDS.map((field) => [field, event.data[field]]));
      return {
        ...at,
        kind: 'followUp',
        moduleId: event.data.moduleId,
        questionId: event.data.questionId,
        changes: differing(values, next, `q.${event.data.questionId}`),
      };
    }
    case 'AttachmentAdded':
      return {
        ...at,
        kind: 'attachment',
        moduleId: event.data.moduleId,
        questionId: event.data.questionId,
        changes: [change('attachment', null, event.data.attachment.originalName)],
      };
    case 'AttachmentRemoved':
      return {
        ...at,
        kind: 'attachment',
        moduleId: event.data.moduleId,
        questionId: event.data.questionId,
        changes: [change('attachment', values[`a.${event.data.attachmentId}`], null)],
      };
    case 'ContextQuestionAnswered':
      return {
        ...at,
        kind: 'answer',
        moduleId: event.data.moduleId,
        questionId: event.data.contextQuestionId,
        changes: differing(values, { content: event.data.content }, `c.${event.data.contextQuestionId}`),
      };
    case 'ExtraQuestionAnswered':
      return {
        ...at,
        kind: 'answer',
        questionId: event.data.extraQuestionId,
        changes: differing(
          values,
          { score: event.data.score, comment: event.data.comment },
          `x.${event.data.extraQuestionId}`,
        ),
      };
    case 'ClusterCommentSet':
      return {
        ...at,
        kind: 'comment',
        moduleId: event.data.moduleId,
        changes: differing(values, { clusterComment: event.data.comments }, `k.${event.data.clusterId}`),
      };
    case 'ModuleFollowUpSet':
      return {
        ...at,
        kind: 'followUp',
        moduleId: event.data.moduleId,
        changes: differing(values, { moduleFollowUp: event.data.comment }, `m.${event.data.moduleId}`),
      };
    case 'ModuleSkipToggled':
      return {
        ...at,
        kind: 'inspection',
        moduleId: event.data.moduleId,
        changes: [change('skipped', !event.data.skipped, event.data.skipped)],
      };
    case 'ModuleFinished':
      return {
        ...at,
        kind: 'inspection',
        moduleId: event.data.moduleId,
        changes: [change('finished', false, true)],
      };
    case 'GeneralCommentsSet':
      return {
        ...at,
        kind: 'comment',
        changes: differing(values, { generalComments: event.data.comments }, 'g'),
      };
    case 'ComfortZoneCommentsSet':
      return { ...at, kind: 'comment', changes: differing(values, event.data.comments, 'z') };
    case 'ExternalScoresSet':
      return { ...at, kind: 'answer', changes: differing(values, event.data.scores, 'e') };
    case 'AgentEndTimeSet':
      return { ...at, kind: 'inspection', changes: [change('submitted', null, event.data.at)] };
    case 'AdminEndTimeSet':
      return {
        ...at,
        kind: 'inspection',
        changes: [change('approved', event.data.revert, !event.data.revert)],
      };
    case 'InspectionRescheduled':
      return { ...at, kind: 'inspection', changes: fromChanges(event.data) };
    case 'InspectionDeleted':
      return { ...at, kind: 'inspection', changes: [change('deleted', false, true)] };
    // The follow-up and the action loop (README "Action plans and follow-up").
    case 'FollowUpCreated':
      return {
        ...at,
        kind: 'followUp',
        changes: [
          change('actionPlanSent', false, true),
          change('followUpInspection', null, `${event.data.startDate} ${event.data.startHour}`),
        ],
      };
    case 'ActionPlanSent':
      return { ...at, kind: 'followUp', changes: [change('actionPlanSent', false, true)] };
    case 'FollowUpSummarySet':
      return {
        ...at,
        kind: 'followUp',
        changes: differing(values, { followUpSummary: event.data.content }, 's'),
      };
    case 'FollowUpSummaryFileAdded':
      return {
        ...at,
        kind: 'attachment',
        changes: [change('attachment', null, event.data.attachment.originalName)],
      };
    case 'FollowUpSummaryFileRemoved':
      return {
        ...at,
        kind: 'attachment',
        changes: [change('attachment', values[`a.${event.data.attachmentId}`], null)],
      };
    case 'ActionOwnerSet':
    case 'ActionDone':
    case 'ActionVerified':
    case 'ActionReopened': {
      const { moduleId, questionId } = event.data;
      const path = `q.${questionId}`;
      const next =
        event.type === 'ActionOwnerSet'
          ? { actionOwner: event.data.ownerId }
          : event.type === 'ActionDone'
            ? { actionState: 'done', actionProof: event.data.comment }
            : event.type === 'ActionVerified'
              ? { actionState: 'verified' }
              : { actionState: 'open', reopenReason: event.data.reason };
      return { ...at, kind: 'followUp', moduleId, questionId, changes: differing(values, next, path) };
    }
  }
}

/**
 * The part of an inspection's values an event reads for its "from" and sets: one question's answer, one
 * attachment, one context or extra question, one cluster's or module's comment, or one of the inspection's
 * own fields (general comments, comfort zones, external scores, follow-up summary). Each part is kept in a
 * context document of its own, so an answer reads and rewrites only its question's values, never the
 * whole inspection's. Null: the event neither reads nor sets a value.
 */
export function inspectionValuePart(event: AuditedInspectionEvent): string | null {
  switch (event.type) {
    case 'QuestionScored':
    case 'QuestionCommented':
    case 'FollowUpSet':
    case 'ActionOwnerSet':
    case 'ActionDone':
    case 'ActionVerified':
    case 'ActionReopened':
      return `q.${event.data.questionId}`;
    case 'AttachmentAdded':
    case 'FollowUpSummaryFileAdded':
      return `a.${event.data.attachment.id}`;
    case 'AttachmentRemoved':
    case 'FollowUpSummaryFileRemoved':
      return `a.${event.data.attachmentId}`;
    case 'ContextQuestionAnswered':
      return `c.${event.data.contextQuestionId}`;
    case 'ExtraQuestionAnswered':
      return `x.${event.data.extraQuestionId}`;
    case 'ClusterCommentSet':
      return `k.${event.data.clusterId}`;
    case 'ModuleFollowUpSet':
      return `m.${event.data.moduleId}`;
    case 'GeneralCommentsSet':
      return 'g';
    case 'ComfortZoneCommentsSet':
      return 'z';
    case 'ExternalScoresSet':
      return 'e';
    case 'FollowUpSummarySet':
      return 's';
    default:
      return null;
  }
}

/**
 * Every part an event sets: its one part, or for a finished module each question it filled in (the scores
 * finishing gives the unanswered), so a later change of such an answer starts from the filled score.
 */
export function inspectionValueParts(event: AuditedInspectionEvent): string[] {
  if (event.type === 'ModuleFinished') return Object.keys(event.data.filledScores).map((id) => `q.${id}`);
  const part = inspectionValuePart(event);
  return part === null ? [] : [part];
}

/** Where an inspection is: its context, written at its creation and only read after. */
export function inspectionContextAfter(
  event: AuditedInspectionEvent,
  ctx: AuditContextDocument | null,
): AuditContextDocument | null {
  return event.type === 'InspectionCreated'
    ? { _id: '', context: true, organizationId: event.data.organizationId, hotelId: event.data.hotelId }
    : ctx;
}

/**
 * The values the next change starts from, after the event: `values` are those of the event's part
 * (`inspectionValueParts`: `part` is the one these values are of), by path ("q.<questionId>.score"); the
 * same object when the event sets none.
 */
export function inspectionValuesAfter(
  event: AuditedInspectionEvent,
  values: Record<string, unknown>,
  part: string,
): Record<string, unknown> {
  const set = (entries: Record<string, unknown>, path: string) => {
    const next = { ...values };
    for (const [field, value] of Object.entries(entries))
      if (value !== undefined) next[`${path}.${field}`] = value;
    return next;
  };
  switch (event.type) {
    case 'QuestionScored':
      return set({ score: event.data.score, comment: event.data.comment }, `q.${event.data.questionId}`);
    case 'QuestionCommented':
      return set({ comment: event.data.comment }, `q.${event.data.questionId}`);
    case 'FollowUpSet':
      return set(
        Object.fromEntries(FOLLOW_UP_FIELDS.map((field) => [field, event.data[field]])),
        `q.${event.data.questionId}`,
      );
    case 'AttachmentAdded':
    case 'FollowUpSummaryFileAdded':
      return set({ [event.data.attachment.id]: event.data.attachment.originalName }, 'a');
    case 'FollowUpSummarySet':
      return set({ followUpSummary: event.data.content }, 's');
    case 'ActionOwnerSet':
      return set({ actionOwner: event.data.ownerId }, `q.${event.data.questionId}`);
    case 'ActionDone':
      return set({ actionState: 'done', actionProof: event.data.comment }, `q.${event.data.questionId}`);
    case 'ActionVerified':
      return set({ actionState: 'verified' }, `q.${event.data.questionId}`);
    case 'ActionReopened':
      return set({ actionState: 'open', reopenReason: event.data.reason }, `q.${event.data.questionId}`);
    case 'ContextQuestionAnswered':
      return set({ content: event.data.content }, `c.${event.data.contextQuestionId}`);
    case 'ExtraQuestionAnswered':
      return set({ score: event.data.score, comment: event.data.comment }, `x.${event.data.extraQuestionId}`);
    case 'ClusterCommentSet':
      return set({ clusterComment: event.data.comments }, `k.${event.data.clusterId}`);
    case 'ModuleFollowUpSet':
      return set({ moduleFollowUp: event.data.comment }, `m.${event.data.moduleId}`);
    case 'GeneralCommentsSet':
      return set({ generalComments: event.data.comments }, 'g');
    case 'ComfortZoneCommentsSet':
      return set(event.data.comments, 'z');
    case 'ExternalScoresSet':
      return set(event.data.scores, 'e');
    case 'ModuleFinished': {
      const questionId = part.slice('q.'.length);
      return set({ score: event.data.filledScores[questionId] }, part);
    }
    default:
      return values;
  }
}

/** A user's event: never a password or token hash, only that one was set or asked for. */
export function describeUserEvent(
  event: UserEvent,
  userId: string,
  ctx: AuditContextDocument | null,
): ChangeDescription {
  const at = {
    kind: 'user' as const,
    organizationId: ctx?.organizationId ?? null,
    hotelId: null,
    subjectId: userId,
  };
  switch (event.type) {
    case 'UserCreated':
      return {
        ...at,
        organizationId: event.data.organizationId,
        changes: [
          change('name', null, event.data.name),
          change('email', null, event.data.email),
          change('role', null, event.data.role),
        ],
      };
    case 'PasswordResetRequested':
      return { ...at, changes: [change('passwordResetRequested', null, true)] };
    case 'PasswordReset':
      return { ...at, changes: [change('password', null, null)] };
    case 'UserRoleChanged':
      return { ...at, changes: [change('role', event.data.previousRole, event.data.role)] };
    case 'UserEmailChangeRequested':
      return { ...at, changes: [change('pendingEmail', null, event.data.email)] };
    case 'UserEmailChanged':
      return { ...at, changes: [change('email', event.data.previousEmail, event.data.email)] };
    case 'UserUpdated':
      return { ...at, changes: fromChanges(event.data) };
    case 'UserLinkedToHotel':
      return { ...at, hotelId: event.data.hotelId, changes: [change('hotel', null, event.data.hotelId)] };
    case 'UserUnlinkedFromHotel':
      return { ...at, hotelId: event.data.hotelId, changes: [change('hotel', event.data.hotelId, null)] };
    case 'UserLinkedToInspectionType':
      return { ...at, changes: [change('inspectionType', null, event.data.inspectionTypeId)] };
    case 'UserUnlinkedFromInspectionType':
      return { ...at, changes: [change('inspectionType', event.data.inspectionTypeId, null)] };
    case 'UserDeleted':
      return { ...at, changes: [change('deleted', false, true)] };
    case 'UserErased':
      return { ...at, changes: [change('erased', false, true)] };
  }
}

/** Who a user is now, for the entries of the changes they make next. */
export function userContextAfter(
  event: UserEvent,
  ctx: AuditContextDocument | null,
): AuditContextDocument | null {
  switch (event.type) {
    case 'UserCreated':
      return {
        _id: '',
        context: true,
        organizationId: event.data.organizationId,
        hotelId: null,
        name: event.data.name,
        role: event.data.role,
      };
    case 'UserErased':
      return ctx && { ...ctx, name: ERASED_NAME };
    case 'UserRoleChanged':
      return ctx && { ...ctx, role: event.data.role };
    case 'UserUpdated': {
      if (!ctx) return ctx;
      const { name, role } = event.data.changes;
      return name === undefined && role === undefined
        ? ctx
        : { ...ctx, ...(name !== undefined && { name }), ...(role !== undefined && { role }) };
    }
    default:
      return ctx;
  }
}

export function describeHotelEvent(
  event: HotelEvent,
  hotelId: string,
  ctx: AuditContextDocument | null,
): ChangeDescription {
  const at = {
    kind: 'hotel' as const,
    organizationId: ctx?.organizationId ?? null,
    hotelId,
    subjectId: hotelId,
  };
  switch (event.type) {
    case 'HotelCreated':
      return {
        ...at,
        organizationId: event.data.organizationId,
        changes: [change('name', null, event.data.name)],
      };
    case 'HotelUpdated':
      return { ...at, changes: fromChanges(event.data) };
    case 'HotelDeleted':
      return { ...at, changes: [change('deleted', false, true)] };
  }
}

export function describeOrganizationEvent(
  event: OrganizationEvent,
  organizationId: string,
): ChangeDescription {
  const at = { kind: 'organization' as const, organizationId, hotelId: null, subjectId: organizationId };
  switch (event.type) {
    case 'OrganizationCreated':
      return { ...at, changes: [change('name', null, event.data.name)] };
    case 'OrganizationUpdated':
      return { ...at, changes: fromChanges(event.data) };
    case 'OrganizationLogoSet':
      return { ...at, changes: [change('logo', null, event.data.fileName)] };
    case 'OrganizationLogoRemoved':
      return { ...at, changes: [change('logo', event.data.fileName, null)] };
  }
}

export function describeInspectionTypeEvent(
  event: InspectionTypeEvent,
  typeId: string,
  ctx: AuditContextDocument | null,
): ChangeDescription {
  const at = {
    kind: 'inspectionType' as const,
    organizationId: ctx?.organizationId ?? null,
    hotelId: ctx?.hotelId ?? null,
    subjectId: typeId,
  };
  switch (event.type) {
    case 'InspectionTypeCreated':
      return {
        ...at,
        organizationId: event.data.organizationId,
        hotelId: event.data.hotelId,
        changes: [change('name', null, event.data.name)],
      };
    case 'InspectionTypeUpdated':
      return { ...at, changes: fromChanges(event.data) };
    case 'InspectionTypeDeleted':
      return { ...at, changes: [change('deleted', false, true)] };
    case 'ModuleAdded':
      return {
        ...at,
        moduleId: event.data.moduleId,
        changes: [change('module', null, event.data.moduleTypeId)],
      };
    case 'ModuleUpdated':
      return { ...at, moduleId: event.data.moduleId, changes: fromChanges(event.data) };
    case 'ModuleRemoved':
      return { ...at, moduleId: event.data.moduleId, changes: [change('module', event.data.moduleId, null)] };
  }
}

/** The catalogue is the platform's (superUsers'): its changes belong to no organization. */
export function describeModuleTypeEvent(event: ModuleTypeEvent, moduleTypeId: string): ChangeDescription {
  const at = { kind: 'catalogue' as const, organizationId: null, hotelId: null, subjectId: moduleTypeId };
  switch (event.type) {
    case 'ModuleTypeCreated':
      return { ...at, changes: [change('name', null, event.data.name)] };
    case 'ModuleTypeUpdated':
      return { ...at, changes: fromChanges(event.data) };
    case 'ModuleTypeDeleted':
      return { ...at, changes: [change('deleted', false, true)] };
    case 'ClusterAdded':
      return { ...at, changes: [change('cluster', null, event.data.name)] };
    case 'ClusterUpdated':
      return { ...at, changes: fromChanges(event.data, 'cluster.') };
    case 'ClusterRemoved':
      return { ...at, changes: [change('cluster', event.data.clusterId, null)] };
    case 'QuestionAdded':
      return {
        ...at,
        questionId: event.data.questionId,
        changes: [change('question', null, event.data.referenceNumber)],
      };
    case 'QuestionUpdated':
      return { ...at, questionId: event.data.questionId, changes: fromChanges(event.data) };
    case 'QuestionRemoved':
      return {
        ...at,
        questionId: event.data.questionId,
        changes: [change('question', event.data.questionId, null)],
      };
    case 'ContextQuestionAdded':
      return {
        ...at,
        questionId: event.data.contextQuestionId,
        changes: [change('contextQuestion', null, event.data.contextQuestionId)],
      };
    case 'ContextQuestionUpdated':
      return { ...at, questionId: event.data.contextQuestionId, changes: fromChanges(event.data) };
    case 'ContextQuestionRemoved':
      return {
        ...at,
        questionId: event.data.contextQuestionId,
        changes: [change('contextQuestion', event.data.contextQuestionId, null)],
      };
  }
}

/** A share link's events: never its token's hash. */
export function describeReportShareEvent(
  event: ReportShareEvent,
  shareId: string,
  ctx: AuditContextDocument | null,
): ChangeDescription {
  if (event.type === 'ReportShareCreated')
    return {
      kind: 'share',
      organizationId: event.data.organizationId,
      hotelId: event.data.hotelId,
      inspectionId: event.data.inspectionId,
      subjectId: shareId,
      changes: [change('shareLink', null, event.data.expiresAt)],
    };
  return {
    kind: 'share',
    organizationId: ctx?.organizationId ?? null,
    hotelId: ctx?.hotelId ?? null,
    inspectionId: (ctx?.values?.inspectionId as string | undefined) ?? null,
    subjectId: shareId,
    changes: [change('revoked', false, true)],
  };
}

/** An export's start (format and filters asked), its end with the entries written, or its abort with how far it got. */
export function describeAuditExportEvent(event: AuditExportEvent): ChangeDescription {
  const about = {
    kind: 'export' as const,
    organizationId: event.data.organizationId,
    hotelId: null,
    subjectId: event.data.exportId,
  };
  switch (event.type) {
    case 'AuditTrailExportStarted': {
      const filters = Object.entries(event.data.filters).map(([name, value]) => `${name}=${value}`);
      return {
        ...about,
        changes: [change('exportStarted', null, [event.data.format, ...filters].join(' '))],
      };
    }
    case 'AuditTrailExported':
      return { ...about, changes: [change('export', null, `${event.data.format}: ${event.data.count}`)] };
    case 'AuditTrailExportAborted':
      return {
        ...about,
        changes: [
          change('exportAborted', null, `${event.data.format}: ${event.data.count}, ${event.data.bytes}`),
        ],
      };
  }
}
