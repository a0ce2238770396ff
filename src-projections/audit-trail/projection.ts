import { auditEntryId } from '../../src-domain/shared/audit-kinds.ts';
import { LOCALES } from '../../src-domain/shared/locales.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import { INSPECTION_EVENT_TYPES, type LiveInspection } from '../../src-domain/inspection/index.ts';
import { inspectionFold } from '../inspections/live-fold.ts';
import type { EvolveContext, EventTypes, Projection, Recorded } from '../projection.ts';
import type { FoldStep } from '../stream-folds.ts';
import {
  describeAuditExportEvent,
  describeHotelEvent,
  describeInspectionTypeEvent,
  describeModuleTypeEvent,
  describeOrganizationEvent,
  describeReportShareEvent,
  describeUserEvent,
  userContextAfter,
  type AuditedEvent,
  type ChangeDescription,
} from './changes.ts';
import {
  entryKey,
  isEntry,
  type AuditContextDocument,
  type AuditEntryDocument,
  type AuditTrailDocument,
} from './documents.ts';
import { dashboardContextAfter, describeDashboardEvent, describeMailEvent } from './dashboard-changes.ts';
import { eraseFromEntry, erasureSweep } from './erasure.ts';
import { describeInspectionEvent } from './inspection-changes.ts';
import { describeWebhookEvent } from './webhook-changes.ts';

/**
 * Streams whose earlier events later entries need (see AuditContextDocument), by category. Not inspections:
 * their entries read the inspection's one fold (Projection.fold), its state before and after the event.
 */
const AUDIT_ROOMS = LOCALES.map((locale) => room('audit', locale));

const CONTEXT_CATEGORIES = new Set(['user', 'hotel', 'inspectionType', 'reportShare', 'dashboard']);

const contextId = (category: string, id: string) => `ctx:${category}:${id}`;
const isContextId = (id: string) => id.startsWith('ctx:');

function streamParts(stream: string): { category: string; id: string } {
  const dash = stream.indexOf('-');
  return { category: stream.slice(0, dash), id: stream.slice(dash + 1) };
}

// An inspection's questionnaire parts copy the catalogue: its creation's entry stands for them.
const { QuestionnairePartRecorded: _parts, ...INSPECTION_CHANGES } = INSPECTION_EVENT_TYPES;

/** The audited event types: every aggregate's, so the trail misses no change. */
const HANDLES: EventTypes<AuditedEvent> = {
  ...INSPECTION_CHANGES,
  UserCreated: true,
  PasswordResetRequested: true,
  PasswordReset: true,
  UserRoleChanged: true,
  UserEmailChangeRequested: true,
  UserEmailChanged: true,
  UserUpdated: true,
  UserLinkedToHotel: true,
  UserUnlinkedFromHotel: true,
  UserLinkedToInspectionType: true,
  UserUnlinkedFromInspectionType: true,
  UserDeleted: true,
  UserErased: true,
  HotelCreated: true,
  HotelUpdated: true,
  HotelDeleted: true,
  OrganizationCreated: true,
  OrganizationUpdated: true,
  OrganizationLogoSet: true,
  OrganizationLogoRemoved: true,
  OrganizationApiKeyCreated: true,
  OrganizationApiKeyRevoked: true,
  InspectionTypeCreated: true,
  InspectionTypeUpdated: true,
  InspectionTypeDeleted: true,
  ModuleAdded: true,
  ModuleUpdated: true,
  ModuleRemoved: true,
  ModuleTypeCreated: true,
  ModuleTypeUpdated: true,
  ModuleTypeDeleted: true,
  ClusterAdded: true,
  ClusterUpdated: true,
  ClusterRemoved: true,
  QuestionAdded: true,
  QuestionUpdated: true,
  QuestionRemoved: true,
  ContextQuestionAdded: true,
  ContextQuestionUpdated: true,
  ContextQuestionRemoved: true,
  ReportShareCreated: true,
  ReportShareRevoked: true,
  AuditTrailExportStarted: true,
  AuditTrailExported: true,
  AuditTrailExportAborted: true,
  DashboardCreated: true,
  DashboardChanged: true,
  DashboardRegenerated: true,
  DashboardRemoved: true,
  MailResendRequested: true,
  WebhookRegistered: true,
  WebhookChanged: true,
  WebhookDisabled: true,
  WebhookEnabled: true,
  WebhookRemoved: true,
  WebhookRedeliveryRequested: true,
};

/**
 * Event type names are unique across aggregates except where two share one (ModuleAdded is the inspection
 * type's; the catalogue's QuestionAdded and the like are the module type's): the stream's category decides.
 */
function describe(
  event: Recorded<AuditedEvent>,
  ctx: AuditContextDocument | null,
  fold: FoldStep<LiveInspection> | undefined,
): ChangeDescription | null {
  const { category, id } = streamParts(event.stream);
  // The union is narrowed by the stream's aggregate; each describer takes only its own events.
  const e = event as never;
  switch (category) {
    case 'inspection':
      if (!fold) throw new Error("an inspection's entry is read off the inspection fold");
      return describeInspectionEvent(e, event.stream, fold);
    case 'user':
      return describeUserEvent(e, id, ctx);
    case 'hotel':
      return describeHotelEvent(e, id, ctx);
    case 'organization':
      return describeOrganizationEvent(e, id);
    case 'inspectionType':
      return describeInspectionTypeEvent(e, id, ctx);
    case 'moduleType':
      return describeModuleTypeEvent(e, id);
    case 'reportShare':
      return describeReportShareEvent(e, id, ctx);
    case 'auditExport':
      return describeAuditExportEvent(e);
    case 'dashboard':
      return describeDashboardEvent(e, id, ctx);
    case 'mail':
      return describeMailEvent(e, id);
    case 'webhook':
      return describeWebhookEvent(e, id);
    default:
      return null;
  }
}

/** A stream's context after its event: who a user is, where an inspection, type or link belongs, answers. */
function contextAfter(
  event: Recorded<AuditedEvent>,
  ctx: AuditContextDocument | null,
): AuditContextDocument | null {
  const { category } = streamParts(event.stream);
  const e = event as never;
  switch (category) {
    case 'user':
      return userContextAfter(e, ctx);
    case 'hotel':
      return event.type === 'HotelCreated'
        ? { _id: '', context: true, organizationId: event.data.organizationId, hotelId: null }
        : ctx;
    case 'inspectionType':
      return event.type === 'InspectionTypeCreated'
        ? { _id: '', context: true, organizationId: event.data.organizationId, hotelId: event.data.hotelId }
        : ctx;
    case 'reportShare':
      return event.type === 'ReportShareCreated'
        ? {
            _id: '',
            context: true,
            organizationId: event.data.organizationId,
            hotelId: event.data.hotelId,
            values: { inspectionId: event.data.inspectionId },
          }
        : ctx;
    case 'dashboard':
      return dashboardContextAfter(e, ctx);
    default:
      return ctx;
  }
}

function entryOf(
  event: Recorded<AuditedEvent>,
  own: AuditContextDocument | null,
  actorContext: AuditContextDocument | null,
  fold: FoldStep<LiveInspection> | undefined,
): AuditEntryDocument | null {
  const described = describe(event, own, fold);
  if (!described) return null;
  const occurredAt = event.metadata.occurredAt ?? '';
  const actorId = event.metadata.actorId || null;
  return {
    _id: auditEntryId(event.position),
    key: entryKey(occurredAt, event.position),
    position: event.position,
    occurredAt,
    stream: event.stream,
    streamVersion: event.version,
    hash: event.metadata.hash ?? '',
    eventType: event.type,
    inspectionId: null,
    moduleId: null,
    questionId: null,
    subjectId: null,
    ...described,
    actorId,
    actor: actorId ? { id: actorId, name: actorContext?.name ?? '', role: actorContext?.role ?? null } : null,
  };
}

/**
 * The audit trail: one entry per change of the log, with who made it (name and role as they were), when,
 * where (organization, entity, inspection, module, question), what kind of change and each field's old and
 * new value. An inspection's entry reads the one fold of its events (Projection.fold: the state before and
 * after the event, which the runner holds), so its old and new values are the inspection's own. For the
 * other streams it keeps small context documents (`ctx:<category>:<id>`) holding what later entries need
 * from earlier events (who a user is, where a type or link belongs); an event names its entry first, so the
 * entry reads the context as it was before the event, and the context is moved on after it.
 */
export const auditTrailProjection: Projection<AuditTrailDocument, AuditedEvent, LiveInspection> = {
  name: 'auditTrail',
  collection: 'auditTrail',
  // 2: an inspection's values kept per part (AuditValuesDocument) instead of in its context.
  // 3: the scores a finished module filled in kept as their questions' values.
  // 4: an inspection's values read off its fold (no values or context documents for inspections): a finished
  // module's entry names the scores it filled in, a submit's the answers it cleared.
  // 5: dashboards' events and mail resends.
  // 6: an export's entries hold its format, filters and counts as values ({format, filters}, {format, count}),
  // not as one text.
  version: 6,
  handles: HANDLES,
  fold: { of: inspectionFold },
  documentIds: (event) => {
    const { category, id } = streamParts(event.stream);
    const ids = [auditEntryId(event.position)];
    const actorId = event.metadata.actorId;
    if (actorId) ids.push(contextId('user', actorId));
    if (CONTEXT_CATEGORIES.has(category)) ids.push(contextId(category, id));
    return [...new Set(ids)];
  },
  evolve: (doc, event, context?: EvolveContext<AuditTrailDocument, LiveInspection>) => {
    if (!context) throw new Error('the audit trail reads its context documents');
    // An erasure reaches the entries written before it that its sweep found (erasure.ts).
    if (doc && event.type === 'UserErased' && context.id.startsWith('e:')) return eraseFromEntry(doc, event);
    const read = (id: string) => context.read(id) as AuditContextDocument | null;
    const { category, id } = streamParts(event.stream);
    if (context.id.startsWith('e:')) {
      if (doc) return doc;
      const own = CONTEXT_CATEGORIES.has(category) ? read(contextId(category, id)) : null;
      const actorId = event.metadata.actorId;
      return entryOf(event, own, actorId ? read(contextId('user', actorId)) : null, context.fold);
    }
    // Only the stream's own context moves; the actor's is read, never changed by another stream's event.
    if (context.id !== contextId(category, id)) return doc;
    const next = contextAfter(event, doc as AuditContextDocument | null);
    return next === doc || next === null ? next : { ...next, _id: context.id };
  },
  // The contexts are read by the next events, never by the API; an entry is written once and read by no event.
  isContext: isContextId,
  keeps: isContextId,
  // Contexts are small (a name and role, where a type or link belongs): those of the active users fit.
  cacheSize: 5000,
  // An entry is offered to the trail's readers in every language room; each gets only its own scope's.
  rooms: (doc) => (isEntry(doc) ? AUDIT_ROOMS : []),
  indexes: [
    { keys: { key: -1 } },
    { keys: { subjectId: 1 } },
    { keys: { organizationId: 1, key: -1 } },
    { keys: { hotelId: 1, key: -1 } },
    { keys: { actorId: 1, key: -1 } },
    { keys: { kind: 1, key: -1 } },
    { keys: { inspectionId: 1, key: -1 } },
    { keys: { inspectionId: 1, questionId: 1, key: -1 } },
  ],
  sweep: erasureSweep,
};
