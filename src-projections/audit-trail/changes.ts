import type { WebhookEvent } from '../../src-domain/webhook/index.ts';
import type { AuditExportEvent } from '../../src-domain/audit-export/index.ts';
import type { ModuleTypeEvent } from '../../src-domain/catalogue/index.ts';
import type { DashboardEvent } from '../../src-domain/dashboard/events.ts';
import type { MailEvent } from '../../src-domain/mail/index.ts';
import type { HotelEvent } from '../../src-domain/hotel/index.ts';
import type { InspectionTypeEvent } from '../../src-domain/inspection-type/index.ts';
import type { OrganizationEvent } from '../../src-domain/organization/index.ts';
import type { ReportShareEvent } from '../../src-domain/report-share/index.ts';
import type { Changes } from '../../src-domain/shared/changes.ts';
import { ERASED_NAME } from '../../src-domain/personal-data/personal-fields.ts';
import type { UserEvent } from '../../src-domain/user/index.ts';
import type { AuditChange, AuditContextDocument, AuditKind } from './documents.ts';
import type { AuditedInspectionEvent } from './inspection-changes.ts';

export type AuditedEvent =
  | AuditedInspectionEvent
  | UserEvent
  | HotelEvent
  | OrganizationEvent
  | InspectionTypeEvent
  | ModuleTypeEvent
  | ReportShareEvent
  | AuditExportEvent
  | DashboardEvent
  | MailEvent
  | WebhookEvent;

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
    // A key by its name and scopes: never its secret, nor the hash that checks it (neither is in the event).
    case 'OrganizationApiKeyCreated':
      return {
        ...at,
        changes: [
          change('apiKey', null, apiKeyLabel(event.data)),
          ...(event.data.expiresAt ? [change('apiKeyExpiresAt', null, event.data.expiresAt)] : []),
        ],
      };
    case 'OrganizationApiKeyRevoked':
      return { ...at, changes: [change('apiKeyRevoked', null, apiKeyLabel(event.data))] };
  }
}

const apiKeyLabel = (key: { name: string; scopes: string[] }) => `${key.name} (${key.scopes.join(', ')})`;

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

/**
 * An export's start, its end or its abort, each one change whose value holds its figures as they are (the
 * format, the filters asked by name, the entries and bytes written, why it stopped), never a sentence: the
 * screen words them in the reader's language, and names the entity and user a filter holds.
 */
export function describeAuditExportEvent(event: AuditExportEvent): ChangeDescription {
  const about = {
    kind: 'export' as const,
    organizationId: event.data.organizationId,
    hotelId: null,
    subjectId: event.data.exportId,
  };
  const { format } = event.data;
  switch (event.type) {
    case 'AuditTrailExportStarted':
      return { ...about, changes: [change('exportStarted', null, { format, filters: event.data.filters })] };
    case 'AuditTrailExported':
      return { ...about, changes: [change('export', null, { format, count: event.data.count })] };
    case 'AuditTrailExportAborted': {
      const { count, bytes, reason } = event.data;
      return { ...about, changes: [change('exportAborted', null, { format, count, bytes, reason })] };
    }
  }
}
