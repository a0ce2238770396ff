/**
 * How the screen writes each field's old and new value:
 * - text: as it is (a list joined with commas, yes/no for a flag);
 * - score: a number, "not applicable" for the score that hides a question;
 * - time: a date or an instant through the one date helper;
 * - linked: an id the server named in the entry's `names` (the id itself when the thing is gone);
 * - translated: text in several languages, the viewer's where it has one;
 * - choiceOptions: a choice's options, each its words in the viewer's language and its step;
 * - export: an export's figures (format, filters, entries, bytes, why it stopped), each in words;
 * - the others: a fixed list's value by its name in the viewer's language.
 */
export type AuditValueFormat =
  | 'text'
  | 'score'
  | 'time'
  | 'linked'
  | 'translated'
  | 'role'
  | 'reportType'
  | 'classification'
  | 'area'
  | 'questionType'
  | 'commentPosition'
  | 'actionState'
  | 'weekdays'
  | 'prefilled'
  | 'choiceOptions'
  | 'export';

/**
 * Every field the audit trail's projection names (src-projections/audit-trail/changes.ts): the fields its
 * describe* functions write and every field of the domain's *Fields types a generic update (Changes<>) can
 * carry. The screen labels each (audit-labels.ts, checked by the type checker), and a test checks that the
 * projection emits no field missing here, so a new field cannot reach the screen unnamed.
 */
export const AUDIT_FIELD_FORMATS = {
  // Answers, comments and follow-ups of an inspection.
  score: 'score',
  comment: 'text',
  content: 'translated',
  needsFollowUp: 'text',
  followUpComment: 'text',
  followUpDeadline: 'time',
  followUpTip: 'text',
  followUpFeedback: 'text',
  attachment: 'text',
  clusterComment: 'text',
  moduleFollowUp: 'text',
  generalComments: 'text',
  // Comfort-zone comments, by zone.
  guestExpectation: 'text',
  esthetics: 'text',
  quality: 'text',
  functionSafety: 'text',
  treatment: 'text',
  hygiene: 'text',
  socialDistance: 'text',
  // Ratings elsewhere, by site.
  facebook: 'text',
  tripAdvisor: 'text',
  booking: 'text',
  hotels: 'text',
  custom: 'text',
  // The inspection itself.
  inspectionType: 'linked',
  startDate: 'time',
  startHour: 'text',
  userId: 'linked',
  skipped: 'text',
  finished: 'text',
  // A score finishing the module gave an open question (the change names the question).
  filledAtFinish: 'score',
  submitted: 'time',
  closedAutomatically: 'time',
  approved: 'text',
  deleted: 'text',
  actionPlanSent: 'text',
  followUpInspection: 'time',
  followUpSummary: 'text',
  actionOwner: 'linked',
  actionState: 'actionState',
  actionProof: 'text',
  reopenReason: 'text',
  addedAction: 'text',
  actionDescription: 'text',
  actionDeadline: 'time',
  // Users.
  name: 'text',
  email: 'text',
  pendingEmail: 'text',
  role: 'role',
  agentCode: 'text',
  profile: 'text',
  password: 'text',
  passwordResetRequested: 'text',
  hotel: 'linked',
  erased: 'text',
  // Entities and organizations.
  address: 'text',
  emailContact: 'text',
  reminderEmail: 'text',
  reportEmail: 'text',
  autoCloseWarningEmail: 'text',
  incompleteEmail: 'text',
  inactiveStartDate: 'time',
  inactiveEndDate: 'time',
  dashboardEnabled: 'text',
  timeZone: 'text',
  logo: 'text',
  apiKey: 'text',
  apiKeyExpiresAt: 'time',
  apiKeyRevoked: 'text',
  // Inspection types and their modules.
  isSelfServe: 'text',
  allowUnansweredQuestions: 'text',
  reportType: 'reportType',
  feedbackEmail: 'text',
  prefilledQuestions: 'prefilled',
  autoStartTime: 'text',
  autoCloseTime: 'text',
  autoCloseWarningTime: 'text',
  autoCloseDelayDays: 'text',
  autoStartDelayDays: 'text',
  autoWeekdays: 'weekdays',
  autoDistribution: 'text',
  autoShutdown: 'text',
  module: 'linked',
  names: 'translated',
  moduleTypeId: 'linked',
  ordinal: 'text',
  isMandatory: 'text',
  isDefaultNA: 'text',
  useTabs: 'text',
  // The question catalogue.
  classification: 'classification',
  area: 'area',
  cluster: 'linked',
  'cluster.name': 'text',
  'cluster.names': 'translated',
  'cluster.ordinal': 'text',
  'cluster.commentPosition': 'commentPosition',
  question: 'linked',
  clusterId: 'linked',
  parentId: 'linked',
  referenceNumber: 'text',
  partNumber: 'text',
  type: 'questionType',
  notifyHotelResponsible: 'text',
  requiredCommentMinScore: 'text',
  isCommentMandatoryPos: 'text',
  isCommentMandatoryNeg: 'text',
  isPictureMandatoryPos: 'text',
  isPictureMandatoryNeg: 'text',
  information: 'translated',
  options: 'choiceOptions',
  contextQuestion: 'linked',
  orderInReportHeader: 'text',
  showInReportHeader: 'text',
  // Share links and exports.
  shareLink: 'time',
  revoked: 'text',
  exportStarted: 'export',
  export: 'export',
  exportAborted: 'export',
  // Wall dashboards (their public address only as made anew, never the address itself).
  friendlyName: 'text',
  headerLink: 'text',
  showOrganizationData: 'text',
  showOrganizationLogo: 'text',
  backgroundColor: 'text',
  textColor: 'text',
  language: 'text',
  rotateLanguages: 'text',
  languageRotationInterval: 'text',
  publicAddressRegenerated: 'text',
  // A failed mail sent again: its kind.
  mailResent: 'text',
  // Webhook endpoints (never their secret).
  webhookUrl: 'text',
  webhookKinds: 'text',
  webhookEnabled: 'text',
  webhookRemoved: 'text',
  // A delivery sent again on an admin's request: its public id.
  webhookRedelivered: 'text',
} as const satisfies Record<string, AuditValueFormat>;

export type AuditField = keyof typeof AUDIT_FIELD_FORMATS;

export const isAuditField = (field: string): field is AuditField => Object.hasOwn(AUDIT_FIELD_FORMATS, field);
