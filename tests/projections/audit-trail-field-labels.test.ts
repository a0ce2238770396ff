import { describe, expect, it } from 'vitest';
import type { ModuleTypeEvent } from '../../src-domain/catalogue/index.ts';
import {
  DEFAULT_QUESTION_FIELDS,
  type ClusterFields,
  type ContextQuestionFields,
  type ModuleTypeFields,
  type QuestionFields,
} from '../../src-domain/catalogue/index.ts';
import type { HotelEvent, HotelFields } from '../../src-domain/hotel/index.ts';
import {
  DEFAULT_INSPECTION_TYPE,
  type InspectionTypeEvent,
  type ModuleFields,
} from '../../src-domain/inspection-type/index.ts';
import { COMFORT_ZONES, EXTERNAL_SCORE_MAXIMA } from '../../src-domain/inspection/fields.ts';
import type { OrganizationEvent, OrganizationFields } from '../../src-domain/organization/index.ts';
import type { ReportShareEvent } from '../../src-domain/report-share/index.ts';
import type { Changes } from '../../src-domain/shared/changes.ts';
import type { UserEvent } from '../../src-domain/user/index.ts';
import type { UserProfileFields } from '../../src-domain/user/events.ts';
import {
  describeAuditExportEvent,
  describeHotelEvent,
  describeInspectionTypeEvent,
  describeModuleTypeEvent,
  describeOrganizationEvent,
  describeReportShareEvent,
  describeUserEvent,
  type ChangeDescription,
} from '../../src-projections/audit-trail/changes.ts';
import {
  describeInspectionEvent,
  type AuditedInspectionEvent,
} from '../../src-projections/audit-trail/inspection-changes.ts';
import { evolveLiveInspection, type LiveInspection } from '../../src-domain/inspection/index.ts';
import type { DashboardEvent } from '../../src-domain/dashboard/events.ts';
import { defaultDashboardSettings, type DashboardSettings } from '../../src-domain/dashboard/fields.ts';
import {
  describeDashboardEvent,
  describeMailEvent,
} from '../../src-projections/audit-trail/dashboard-changes.ts';
import { describeWebhookEvent } from '../../src-projections/audit-trail/webhook-changes.ts';
import type { WebhookEvent } from '../../src-domain/webhook/index.ts';
import { AUDIT_FIELD_FORMATS, isAuditField } from '../../src-web/scenes/AuditTrail/audit-fields.ts';

/** An update of every field a type has: `Required` makes the type checker ask for each, a new one too. */
const every = <T>(fields: Required<T>): Changes<T> => ({ changes: fields, previous: {} });

const by = { by: 'u1', at: '2026-11-26T10:00:00.000Z' };
const onAnswer = { ...by, moduleId: 'm1', questionId: 'q1' };
const attachment = {
  id: 'a1',
  path: 'p',
  originalName: 'photo.jpg',
  mimeType: 'image/jpeg',
  isFollowUp: false,
};
const translated = { sv_SE: 'Text', en_US: 'Text' };

/** One event of each type the trail describes, each as full as its type allows (the checker asks for each type). */
type DataOf<E extends { type: string; data: unknown }> = {
  [K in E['type']]: Extract<E, { type: K }>['data'];
};

const inspection: { [K in AuditedInspectionEvent['type']]: unknown } = {
  InspectionCreated: {
    inspectionId: 'i1',
    organizationId: 'o1',
    hotelId: 'h1',
    type: { inspectionTypeId: 't1', name: 'Type', reportType: 'agentQ', allowUnansweredQuestions: false },
    startDate: '2026-11-26',
    startHour: '09:00',
    userId: 'u1',
    createdBy: 'u1',
    createdAt: by.at,
    descriptions: [],
    extraQuestions: [{ id: 'x1', content: 'Extra?', ordinal: 1 }],
    modules: [],
    prefilledComments: [],
  },
  QuestionScored: { ...onAnswer, score: 2, comment: 'c' },
  QuestionCommented: { ...onAnswer, comment: 'c2' },
  FollowUpSet: {
    ...onAnswer,
    needsFollowUp: true,
    followUpComment: 'c',
    followUpDeadline: '2026-12-01',
    followUpTip: true,
    followUpFeedback: true,
  },
  AttachmentAdded: { ...onAnswer, attachment },
  AttachmentRemoved: { ...onAnswer, attachmentId: 'a1' },
  ContextQuestionAnswered: { ...by, moduleId: 'm1', contextQuestionId: 'cq1', content: 'c' },
  ClusterCommentSet: { ...by, moduleId: 'm1', clusterId: 'k1', comments: 'c' },
  ModuleFollowUpSet: { ...by, moduleId: 'm1', comment: 'c' },
  ModuleSkipToggled: { ...by, moduleId: 'm1', skipped: true },
  ModuleFinished: { ...by, moduleId: 'm1', filledScores: { q2: 3 } },
  GeneralCommentsSet: { ...by, comments: 'c' },
  ComfortZoneCommentsSet: { ...by, comments: Object.fromEntries(COMFORT_ZONES.map((zone) => [zone, 'c'])) },
  ExternalScoresSet: {
    ...by,
    scores: Object.fromEntries(Object.keys(EXTERNAL_SCORE_MAXIMA).map((site) => [site, 4])),
  },
  ExtraQuestionAnswered: { ...by, extraQuestionId: 'x1', score: 1, comment: 'c' },
  // The module's answers above are cleared with it: the submit's changes name them.
  AgentEndTimeSet: { ...by, clearedModuleIds: ['m1'] },
  InspectionClosedAutomatically: { ...by, closeDate: '2026-11-26' },
  AdminEndTimeSet: { ...by, revert: false },
  InspectionRescheduled: {
    ...by,
    ...every<{ startDate: string; startHour: string; userId: string | null }>({
      startDate: '2026-11-27',
      startHour: '10:00',
      userId: 'u2',
    }),
  },
  InspectionDeleted: by,
  FollowUpCreated: {
    ...by,
    inspectionId: 'i2',
    startDate: '2026-12-01',
    startHour: '09:00',
    userId: null,
    sendCCToCreator: false,
  },
  ActionPlanSent: { ...by, sendCCToCreator: false },
  FollowUpSummarySet: { ...by, content: 'c' },
  FollowUpSummaryFileAdded: { ...by, attachment },
  FollowUpSummaryFileRemoved: { ...by, attachmentId: 'a1' },
  ActionOwnerSet: { ...onAnswer, ownerId: 'u2' },
  ActionDone: { ...onAnswer, comment: 'c', attachment: null },
  ActionVerified: onAnswer,
  ActionReopened: { ...onAnswer, reason: 'r' },
  ActionItemAdded: {
    ...by,
    itemId: 'a9',
    moduleId: 'm1',
    questionId: 'q1',
    description: 'd',
    deadline: '2026-12-01',
  },
  ActionItemEdited: {
    ...by,
    itemId: 'a9',
    ...every<{ description: string; deadline: string | null }>({ description: 'e', deadline: '2026-12-02' }),
  },
  ActionItemRemoved: { ...by, itemId: 'a9' },
};

const profile: Required<UserProfileFields> = {
  name: 'n',
  email: 'e@x.test',
  agentCode: 'a',
  role: 'user',
  profile: 'p',
};
const user: DataOf<UserEvent> = {
  UserCreated: {
    userId: 'u1',
    organizationId: 'o1',
    name: 'n',
    email: 'e@x.test',
    role: 'user',
    agentCode: null,
    language: 'sv_SE',
    passwordCredentialId: null,
    hotelIds: [],
    createdAt: by.at,
  },
  PasswordResetRequested: { credentialId: 'c', expiresAt: by.at },
  PasswordReset: { resetCredentialId: 'c', passwordCredentialId: 'c', at: by.at },
  UserRoleChanged: { role: 'hotelAdmin', previousRole: 'user' },
  UserEmailChangeRequested: { email: 'f@x.test', credentialId: 'c', expiresAt: by.at },
  UserEmailChanged: { email: 'f@x.test', previousEmail: 'e@x.test', at: by.at },
  UserUpdated: every<UserProfileFields>(profile),
  UserLinkedToHotel: { hotelId: 'h1' },
  UserUnlinkedFromHotel: { hotelId: 'h1' },
  UserLinkedToInspectionType: { inspectionTypeId: 't1' },
  UserUnlinkedFromInspectionType: { inspectionTypeId: 't1' },
  UserDeleted: { at: by.at },
  UserErased: { at: by.at },
};

const hotelFields: Required<HotelFields> = {
  name: 'n',
  address: 'a',
  emailContact: 'e@x.test',
  reminderEmail: [],
  reportEmail: [],
  autoCloseWarningEmail: [],
  inactiveStartDate: null,
  inactiveEndDate: null,
  dashboardEnabled: true,
  timeZone: 'Europe/Stockholm',
};
const hotel: DataOf<HotelEvent> = {
  HotelCreated: { ...hotelFields, hotelId: 'h1', organizationId: 'o1', createdAt: by.at },
  HotelUpdated: every<HotelFields>(hotelFields),
  HotelDeleted: { at: by.at },
};

const organization: DataOf<OrganizationEvent> = {
  OrganizationCreated: { organizationId: 'o1', name: 'n', createdAt: by.at },
  OrganizationUpdated: every<OrganizationFields>({ name: 'n', reportEmail: [], incompleteEmail: [] }),
  OrganizationLogoSet: { fileName: 'logo.png', mimeType: 'image/png', width: 1, height: 1 },
  OrganizationLogoRemoved: { fileName: 'logo.png' },
  OrganizationApiKeyCreated: {
    keyId: 'k1',
    name: 'n',
    scopes: ['inspections:read'],
    secretHash: 'h',
    expiresAt: by.at,
    createdAt: by.at,
    createdBy: 'u1',
  },
  OrganizationApiKeyRevoked: {
    keyId: 'k1',
    name: 'n',
    scopes: ['inspections:read'],
    revokedAt: by.at,
    revokedBy: 'u1',
  },
};

const moduleFields: Required<ModuleFields> = {
  name: 'n',
  names: translated,
  moduleTypeId: 'mt1',
  ordinal: 1,
  isMandatory: true,
  isDefaultNA: false,
  useTabs: false,
};
const inspectionType: DataOf<InspectionTypeEvent> = {
  InspectionTypeCreated: {
    ...DEFAULT_INSPECTION_TYPE,
    inspectionTypeId: 't1',
    organizationId: 'o1',
    hotelId: null,
    templateId: null,
    createdAt: by.at,
  },
  InspectionTypeUpdated: every(DEFAULT_INSPECTION_TYPE),
  InspectionTypeDeleted: { at: by.at },
  ModuleAdded: { ...moduleFields, moduleId: 'm1' },
  ModuleUpdated: { ...every<ModuleFields>(moduleFields), moduleId: 'm1' },
  ModuleRemoved: { moduleId: 'm1' },
};

const moduleTypeFields: Required<ModuleTypeFields> = {
  name: 'n',
  names: translated,
  classification: 'food',
  area: 'bar',
};
const clusterFields: Required<ClusterFields> = {
  name: 'n',
  names: translated,
  ordinal: 1,
  commentPosition: 'top',
};
const questionFields: Required<QuestionFields> = {
  ...DEFAULT_QUESTION_FIELDS,
  clusterId: 'k1',
  referenceNumber: '1.1',
  content: translated,
  information: translated,
};
const contextQuestionFields: Required<ContextQuestionFields> = {
  clusterId: 'k1',
  ordinal: 1,
  orderInReportHeader: 0,
  showInReportHeader: true,
  content: translated,
};
const moduleType: DataOf<ModuleTypeEvent> = {
  ModuleTypeCreated: { ...moduleTypeFields, moduleTypeId: 'mt1', copiedFrom: null, createdAt: by.at },
  ModuleTypeUpdated: every<ModuleTypeFields>(moduleTypeFields),
  ModuleTypeDeleted: { at: by.at },
  ClusterAdded: { ...clusterFields, clusterId: 'k1' },
  ClusterUpdated: { ...every<ClusterFields>(clusterFields), clusterId: 'k1' },
  ClusterRemoved: { clusterId: 'k1' },
  QuestionAdded: { ...questionFields, questionId: 'q1' },
  QuestionUpdated: { ...every<QuestionFields>(questionFields), questionId: 'q1' },
  QuestionRemoved: { questionId: 'q1' },
  ContextQuestionAdded: { ...contextQuestionFields, contextQuestionId: 'cq1' },
  ContextQuestionUpdated: {
    ...every<ContextQuestionFields>(contextQuestionFields),
    contextQuestionId: 'cq1',
  },
  ContextQuestionRemoved: { contextQuestionId: 'cq1' },
};

const share: DataOf<ReportShareEvent> = {
  ReportShareCreated: {
    shareId: 's1',
    inspectionId: 'i1',
    organizationId: 'o1',
    hotelId: 'h1',
    kind: 'report',
    tokenHash: 'x',
    expiresAt: by.at,
    ...by,
  },
  ReportShareRevoked: by,
};

const dashboard: DataOf<DashboardEvent> = {
  DashboardCreated: {
    dashboardId: 'd1',
    hotelId: 'h1',
    organizationId: 'o1',
    uuid: 'u',
    settings: defaultDashboardSettings('sv_SE'),
    ...by,
  },
  DashboardChanged: {
    dashboardId: 'd1',
    hotelId: 'h1',
    changes: every<DashboardSettings>(defaultDashboardSettings('sv_SE')).changes,
    ...by,
  },
  DashboardRegenerated: { dashboardId: 'd1', hotelId: 'h1', uuid: 'u2', previousUuid: 'u', ...by },
  DashboardRemoved: { dashboardId: 'd1', hotelId: 'h1', uuid: 'u2', ...by },
};

const events = <E>(data: Record<string, unknown>) =>
  Object.entries(data).map(([type, eventData]) => ({ type, data: eventData }) as E);

/** What the projection writes for each event: its changes' fields, by event type. */
let live: LiveInspection | null = null;
const described: Array<[string, ChangeDescription]> = [
  // Each read off the fold of the events before it (the deletion's state is not carried on).
  ...events<AuditedInspectionEvent>(inspection).map((e) => {
    const step = { before: live, after: evolveLiveInspection(live, e) };
    if (e.type !== 'InspectionDeleted') live = step.after;
    return [e.type, describeInspectionEvent(e, 'inspection-i1', step)];
  }),
  ...events<UserEvent>(user).map((e) => [e.type, describeUserEvent(e, 'u1', null)]),
  ...events<HotelEvent>(hotel).map((e) => [e.type, describeHotelEvent(e, 'h1', null)]),
  ...events<OrganizationEvent>(organization).map((e) => [e.type, describeOrganizationEvent(e, 'o1')]),
  ...events<InspectionTypeEvent>(inspectionType).map((e) => [
    e.type,
    describeInspectionTypeEvent(e, 't1', null),
  ]),
  ...events<ModuleTypeEvent>(moduleType).map((e) => [e.type, describeModuleTypeEvent(e, 'mt1')]),
  ...events<ReportShareEvent>(share).map((e) => [e.type, describeReportShareEvent(e, 's1', null)]),
  ...events<DashboardEvent>(dashboard).map((e) => [e.type, describeDashboardEvent(e, 'd1', null)]),
  ...(
    [
      {
        type: 'WebhookRegistered',
        data: {
          webhookId: 'w1',
          organizationId: 'o1',
          url: 'https://example.com/hook',
          kinds: ['report.shared'],
          secret: { $encrypted: 'sealed' },
          ...by,
        },
      },
      {
        type: 'WebhookChanged',
        data: {
          organizationId: 'o1',
          changes: { url: 'https://example.com/other', kinds: ['actionItem.done'] },
          previous: { url: 'https://example.com/hook', kinds: ['report.shared'] },
          ...by,
        },
      },
      { type: 'WebhookDisabled', data: { organizationId: 'o1', reason: 'failures', failures: 10, ...by } },
      { type: 'WebhookEnabled', data: { organizationId: 'o1', ...by } },
      { type: 'WebhookRemoved', data: { organizationId: 'o1', ...by } },
      { type: 'WebhookRedeliveryRequested', data: { organizationId: 'o1', deliveryId: 'd1', ...by } },
    ] satisfies WebhookEvent[]
  ).map((e): [string, ChangeDescription] => [e.type, describeWebhookEvent(e, 'w1')]),
  [
    'MailResendRequested',
    describeMailEvent(
      {
        type: 'MailResendRequested',
        data: { entryId: 'm1', organizationId: 'o1', template: 'actionPlan', at: by.at },
      },
      'm1',
    ),
  ],
  [
    'AuditTrailExported',
    describeAuditExportEvent({
      type: 'AuditTrailExported',
      data: {
        exportId: 'x1',
        format: 'csv',
        filters: {},
        organizationId: 'o1',
        count: 1,
        firstPosition: 1,
        lastPosition: 1,
        chainHeads: [],
        sha256: 'x',
        bytes: 1,
        ...by,
      },
    }),
  ],
  [
    'AuditTrailExportStarted',
    describeAuditExportEvent({
      type: 'AuditTrailExportStarted',
      data: { exportId: 'x1', format: 'csv', filters: { kind: 'comment' }, organizationId: 'o1', ...by },
    }),
  ],
  [
    'AuditTrailExportAborted',
    describeAuditExportEvent({
      type: 'AuditTrailExportAborted',
      data: {
        exportId: 'x1',
        format: 'csv',
        organizationId: 'o1',
        count: 1,
        bytes: 10,
        reason: 'clientDisconnected',
        ...by,
      },
    }),
  ],
] as Array<[string, ChangeDescription]>;

describe('the audit trail screen names every field the projection writes', () => {
  it('describes a change for every event type (so the check below sees every field)', () => {
    const empty = described.filter(([, d]) => d.changes.length === 0).map(([type]) => type);
    expect(empty).toEqual([]);
    expect(described.length).toBeGreaterThan(60);
  });

  it('has a label and a value format for every field written', () => {
    const unnamed = described.flatMap(([type, d]) =>
      d.changes.filter((c) => !isAuditField(c.field)).map((c) => `${type}: ${c.field}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('lists no field the projection never writes', () => {
    const written = new Set(described.flatMap(([, d]) => d.changes.map((c) => c.field)));
    expect(Object.keys(AUDIT_FIELD_FORMATS).filter((field) => !written.has(field))).toEqual([]);
  });
});
