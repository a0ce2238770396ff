/** Every path of the web app and a link builder for each; screens never write URLs by hand. */
export const paths = {
  root: '/',
  login: '/login',
  requestPasswordReset: '/request-password-reset',
  passwordReset: '/password-reset',
  /** Opened from the link mailed to a new e-mail address; no session needed. */
  confirmEmail: '/confirm-email',
  /** A report opened by its share link; no session needed. */
  sharedReport: '/shared/reports/:token',
  start: '/start',
  inspections: '/sessions',
  inspectionCreate: '/sessions/create',
  inspection: '/sessions/:id',
  module: '/sessions/:id/modules/:moduleId',
  control: '/sessions/:id/control',
  extraQuestions: '/sessions/:id/extra-questions',
  actionPlan: '/sessions/:id/action-plan',
  actionPlans: '/action-plans',
  dashboardView: '/dashboard/view/:uuid',
  /** Opening it creates a dashboard for the entity in `?hotelId=`, then goes on to its editor. */
  dashboardCreate: '/admin/dashboard/create',
  dashboardEdit: '/admin/dashboard/:id',
  adminInspections: '/admin/sessions',
  adminInspectionCreate: '/admin/sessions/create',
  report: '/admin/sessions/:id/report',
  reportAuditQa: '/admin/sessions/:id/report-auditqa',
  adminHotels: '/admin/entities',
  adminOrganizations: '/admin/organizations',
  organization: '/organizations/:id',
  organizationReport: '/organizations/:id/report',
  safeQReport: '/admin/entities/:hotelId/safeq-report',
  weeklyReport: '/admin/entities/:hotelId/weekly-report',
  adminHotel: '/admin/entities/:hotelId',
  adminUser: '/admin/users/:id',
  organizationUser: '/organizations/:organizationId/users/:id',
  organizationHotel: '/organizations/:organizationId/entities/:hotelId',
  adminUsers: '/admin/users',
  adminQuestions: '/admin/questions/:moduleTypeId',
  inspectionTypeModules: '/admin/inspection-types/:id/modules',
  adminQuestionUpload: '/admin/questions/upload',
  auditQa: '/admin/auditQA/list',
  auditTrail: '/admin/audit-trail',
  mailLog: '/admin/mails',
  /** The API reference, rendered from /api/openapi.json (not in the spec: docs/api.md). */
  apiReference: '/admin/api',
  organizationHotels: '/organization/entities',
  organizationUsers: '/organization/users',
  organizationInspectionTypes: '/organization/inspection-types',
  organizationStatistics: '/organization/statistics',
  organizationSettings: '/organization/settings',
} as const;

/** Does `path` open the route `pattern` (one of `paths`; `:name` matches one segment, a trailing slash too)? */
export const routePattern = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`);

export const link = {
  login: (redirect?: string) =>
    redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login,
  requestPasswordReset: () => paths.requestPasswordReset,
  dashboardView: (uuid: string) => `/dashboard/view/${encodeURIComponent(uuid)}`,
  dashboardCreate: (hotelId: string) => `${paths.dashboardCreate}${searchOf({ hotelId })}`,
  dashboardEdit: (id: string) => `/admin/dashboard/${encodeURIComponent(id)}`,
  start: () => paths.start,
  inspection: (id: string) => `/sessions/${encodeURIComponent(id)}`,
  module: (id: string, moduleId: string) =>
    `/sessions/${encodeURIComponent(id)}/modules/${encodeURIComponent(moduleId)}`,
  control: (id: string) => `/sessions/${encodeURIComponent(id)}/control`,
  extraQuestions: (id: string) => `/sessions/${encodeURIComponent(id)}/extra-questions`,
  actionPlan: (id: string) => `/sessions/${encodeURIComponent(id)}/action-plan`,
  /** An audit QA inspection's report has the action plan beside it; every other type has the agent report. */
  report: (id: string, reportType?: string) =>
    `/admin/sessions/${encodeURIComponent(id)}/${reportType === 'auditQA' ? 'report-auditqa' : 'report'}`,
  /** A superUser edits users under /admin; an organization's admins under their organization. */
  user: (userId: string, organizationId: string | null) =>
    organizationId
      ? `/organizations/${encodeURIComponent(organizationId)}/users/${encodeURIComponent(userId)}`
      : `/admin/users/${encodeURIComponent(userId)}`,
  organization: (id: string, tab?: OrganizationTab) =>
    `/organizations/${encodeURIComponent(id)}${tab && tab !== 'user' ? `?tab=${tab}` : ''}`,
  inspectionTypeModules: (id: string) => `/admin/inspection-types/${encodeURIComponent(id)}/modules`,
  /** The audit trail, filtered: by an inspection and a question, the history of one answer. */
  auditTrail: (filters: object = {}) => {
    const query = new URLSearchParams(
      Object.entries(filters).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && !!entry[1],
      ),
    ).toString();
    return query ? `/admin/audit-trail?${query}` : '/admin/audit-trail';
  },
  adminQuestions: (moduleTypeId = 'default') => `/admin/questions/${encodeURIComponent(moduleTypeId)}`,
  /** The daily Safe Q report of an entity: a day (default yesterday) and optionally one inspection type. */
  safeQReport: (hotelId: string, day?: string, inspectionType?: string) =>
    `/admin/entities/${encodeURIComponent(hotelId)}/safeq-report${searchOf({ day, inspectionType })}`,
  /** The weekly Safe Q report of the ISO week holding `day` (default the last whole week). */
  weeklyReport: (hotelId: string, day?: string) =>
    `/admin/entities/${encodeURIComponent(hotelId)}/weekly-report${searchOf({ day })}`,
  /** The organization report of the week holding `day`, for the chosen entities (none: all in scope). */
  organizationReport: (
    id: string,
    options: { day?: string; hotelIds?: string[]; excludeUnanswered?: boolean } = {},
  ) =>
    `/organizations/${encodeURIComponent(id)}/report${searchOf({
      day: options.day,
      hotelIds: options.hotelIds?.length ? options.hotelIds.join(',') : undefined,
      excludeUnanswered: options.excludeUnanswered ? 'true' : undefined,
    })}`,
  /** The action plan list, filtered: only plans with an overdue action. */
  actionPlans: (filters: { overdue?: boolean } = {}) =>
    `${paths.actionPlans}${searchOf({ overdue: filters.overdue ? 'true' : undefined })}`,
  /** A superUser opens entities under /admin; an organization's admins under their organization. */
  hotel: (hotelId: string, organizationId: string | null) =>
    organizationId
      ? `/organizations/${encodeURIComponent(organizationId)}/entities/${encodeURIComponent(hotelId)}`
      : `/admin/entities/${encodeURIComponent(hotelId)}`,
};

function searchOf(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]),
  ).toString();
  return search ? `?${search}` : '';
}

/** A redirect target is honoured only when it is a path on this site. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export type InspectionStep = 'session' | 'questions' | 'control';

/** The three-step progress indicator, derived from the path alone. */
export function inspectionStep(path: string): InspectionStep | null {
  if (/^\/sessions\/[^/]+\/control\/?$/.test(path)) return 'control';
  if (/^\/sessions\/[^/]+\/(modules\/[^/]+|extra-questions)\/?$/.test(path)) return 'questions';
  if (/^\/sessions\/(?!create\/?$)[^/]+\/?$/.test(path)) return 'session';
  return null;
}

export const ORGANIZATION_TABS = ['user', 'hotel', 'inspectionTypes', 'statistics', 'settings'] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];

/** The organization page's tab from its query; unknown or absent is the user tab. */
export function organizationTab(search: string): OrganizationTab {
  const tab = new URLSearchParams(search).get('tab');
  return (ORGANIZATION_TABS as readonly string[]).includes(tab ?? '') ? (tab as OrganizationTab) : 'user';
}
