import type { ApiKeyAccess, ApiKeyResource } from '../../src-domain/organization/api-keys.ts';

/**
 * Which resource each API route belongs to, for keys. A key reaches only the routes listed here, and only
 * those its scopes allow; every other route (sign-in, sessions, one's own settings, organizations and their
 * keys, the audit trail, mail log, dashboards, public pages and files) is closed to keys, so a new route is
 * closed until it is added here on purpose. Tenancy is then the routes' own, as for a companyAdmin of the
 * key's organization.
 */
const ROUTES: ReadonlyArray<[RegExp, ApiKeyResource | null]> = [
  // Action plans before inspections: they live under an inspection's path.
  [/^\/api\/inspections\/action-plan$/, 'actionPlans'],
  [
    /^\/api\/inspections\/[^/]+\/(action-plan(\.pdf)?|action-items(\/.*)?|actions\/.*|follow-up(-users)?)$/,
    'actionPlans',
  ],
  [/^\/api\/admin\/inspections\/[^/]+\/follow-up-summary(\/.*)?$/, 'actionPlans'],
  // Reports and their share links.
  [/^\/api\/admin\/inspections\/auditQA$/, 'reports'],
  [/^\/api\/admin\/inspections\/[^/]+\/(report|reportAuditQA)(\.pdf|\.xlsx)?$/, 'reports'],
  [/^\/api\/admin\/inspections\/[^/]+\/shares(\/[^/]+)?$/, 'reports'],
  [/^\/api\/admin\/organizations\/[^/]+\/(report(\.pdf|\.xlsx)?|report-days|shares)$/, 'reports'],
  [/^\/api\/admin\/hotels\/[^/]+\/(safeq-info|safeq-report\/.*)$/, 'reports'],
  // Inspections.
  [/^\/api\/inspections(\/.*)?$/, 'inspections'],
  [/^\/api\/admin\/inspections(\/[^/]+)?$/, 'inspections'],
  [/^\/api\/admin\/inspections\/[^/]+\/endTime$/, 'inspections'],
  [/^\/api\/admin\/hotels\/[^/]+\/inspections$/, 'inspections'],
  // The catalogue: module types, questions and inspection types.
  [/^\/api\/admin\/(inspection-module-types|questions|inspection-types)(\/.*)?$/, 'catalogue'],
  [/^\/api\/inspection-types$/, 'catalogue'],
  [/^\/api\/admin\/organizations\/[^/]+\/(inspection-types|inspectionTypes)$/, 'catalogue'],
  [/^\/api\/admin\/hotels\/[^/]+\/inspection-types$/, 'catalogue'],
  // Entities.
  [/^\/api\/hotels$/, 'hotels'],
  [/^\/api\/admin\/hotels(\/[^/]+)?$/, 'hotels'],
  [/^\/api\/admin\/organizations\/[^/]+\/hotels$/, 'hotels'],
  // Users; not their erasure (null: closed), which is a person's decision, made signed in.
  [/^\/api\/admin\/users\/[^/]+\/erase$/, null],
  [/^\/api\/admin\/users(\/.*)?$/, 'users'],
  [/^\/api\/admin\/organizations\/[^/]+\/users$/, 'users'],
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a request needs of a key: a resource and read or write; null when the route is closed to keys. */
export function apiKeyNeeds(
  method: string,
  path: string,
): { resource: ApiKeyResource; access: ApiKeyAccess } | null {
  const found = ROUTES.find(([pattern]) => pattern.test(path));
  if (!found?.[1]) return null;
  return { resource: found[1], access: READS.has(method) ? 'read' : 'write' };
}
