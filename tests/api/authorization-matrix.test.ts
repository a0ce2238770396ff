import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouters } from '../../src-api/app.ts';
import { ACTORS, signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { photo } from '../support/hostile-images.ts';
import { apiKeyNeeds } from '../../src-api/auth/api-key-scopes.ts';
import { API_KEY_SCOPES } from '../../src-domain/organization/api-keys.ts';
import { ApiClient } from '../support/test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** 'public' means: any status but 401 and 403 (a page may be 200, or 503 before the web app is built). */
type Expected = number | 'public';
type Statuses = Record<Actor, Expected>;

interface Row {
  /** The concrete path; may make a throwaway record for the actor (rows that delete). */
  path: string | ((f: Fixtures, actor: Actor) => string | Promise<string>);
  body?: unknown | ((actor: Actor) => unknown);
  expect: Statuses;
}

const all = (status: Expected): Statuses => Object.fromEntries(ACTORS.map((a) => [a, status])) as Statuses;
const signedIn = (status: number): Statuses => ({ ...all(status), anon: 401, deactivated: 401 });
/** Signed in, then per role: user, hotelAdmin, companyAdmin, superUser. */
const roles = (user: number, hotelAdmin: number, companyAdmin: number, superUser: number): Statuses => ({
  anon: 401,
  deactivated: 401,
  user,
  hotelAdmin,
  companyAdmin,
  superUser,
});

/** A user of the actor's own rank in the demo organization (for a superUser, a hotelAdmin: any will do). */
const peerOf = (f: Fixtures, actor: Actor) =>
  actor === 'companyAdmin' ? f.peerCompanyAdmin : f.peerHotelAdmin;

/**
 * One or more rows per registered route, keyed "METHOD path" as the router has it, with a note in
 * parentheses for variants (own organization's data, another organization's). A route without a row fails
 * the test, so every new route must say who may call it. Rows run in order: signing in (which regenerates
 * the session) and out (which ends it) come last.
 */
const MATRIX: Record<string, Row> = {
  'GET /api/health': { path: '/api/health', expect: all(200) },
  'GET /api/health/live': { path: '/api/health/live', expect: all(200) },
  'GET /api/health/ready': { path: '/api/health/ready', expect: all(200) },
  'GET /api/openapi.json': { path: '/api/openapi.json', expect: all(200) },
  'GET /api/sessions/check': { path: '/api/sessions/check', expect: signedIn(200) },
  'GET /api/start/waiting': { path: '/api/start/waiting', expect: signedIn(200) },
  'POST /api/sessions/request-password-reset': {
    path: '/api/sessions/request-password-reset',
    body: (actor: Actor) => ({ email: `nobody-${actor}@demo.test` }),
    expect: all(200),
  },
  'POST /api/sessions/reset-password': {
    path: '/api/sessions/reset-password',
    body: { token: 'unknown', password: 'long enough password' },
    expect: all(400),
  },
  'POST /api/sessions/confirm-email': {
    path: '/api/sessions/confirm-email',
    body: { token: 'unknown' },
    expect: all(400),
  },
  'GET /assets/:file': { path: '/assets/missing.js', expect: all(404) },
  'GET /{*path}': { path: '/start', expect: all('public') },

  'GET /api/admin/organizations': { path: '/api/admin/organizations', expect: roles(403, 403, 403, 200) },
  'POST /api/admin/organizations': {
    path: '/api/admin/organizations',
    body: { name: '' },
    expect: roles(403, 403, 403, 400),
  },
  'GET /api/admin/organizations/:id (my)': {
    path: '/api/admin/organizations/my',
    expect: roles(403, 403, 200, 404),
  },
  'GET /api/admin/organizations/:id (own)': {
    path: (f) => `/api/admin/organizations/${f.demoOrg}`,
    expect: roles(403, 403, 200, 200),
  },
  'GET /api/admin/organizations/:id (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}`,
    expect: roles(403, 403, 404, 200),
  },
  'PUT /api/admin/organizations/:id (own)': {
    path: (f) => `/api/admin/organizations/${f.demoOrg}`,
    body: {},
    expect: roles(403, 403, 200, 200),
  },
  'PUT /api/admin/organizations/:id (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}`,
    body: {},
    expect: roles(403, 403, 404, 200),
  },
  'GET /api/admin/organizations/:id/hotels (my)': {
    path: '/api/admin/organizations/my/hotels',
    expect: roles(403, 200, 200, 404),
  },
  'GET /api/admin/organizations/:id/hotels (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/hotels`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/organizations/:id/users (my)': {
    path: '/api/admin/organizations/my/users',
    expect: roles(403, 200, 200, 404),
  },
  'GET /api/admin/organizations/:id/users (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/users`,
    expect: roles(403, 404, 404, 200),
  },

  // The organization report and its calendar: a hotelAdmin sees only its own entities in them.
  'GET /api/admin/organizations/:id/report (my)': {
    path: '/api/admin/organizations/my/report',
    expect: roles(403, 200, 200, 404),
  },
  'GET /api/admin/organizations/:id/report (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/report`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/organizations/:id/report.xlsx (my)': {
    path: '/api/admin/organizations/my/report.xlsx',
    expect: roles(403, 200, 200, 404),
  },
  'GET /api/admin/organizations/:id/report.xlsx (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/report.xlsx`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/organizations/:id/report.pdf (my)': {
    path: '/api/admin/organizations/my/report.pdf',
    expect: roles(403, 200, 200, 404),
  },
  'GET /api/admin/organizations/:id/report.pdf (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/report.pdf`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/organizations/:id/report-days (my)': {
    path: '/api/admin/organizations/my/report-days',
    expect: roles(403, 200, 200, 404),
  },
  'GET /api/admin/organizations/:id/report-days (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/report-days?month=2026-11`,
    expect: roles(403, 404, 404, 200),
  },

  'GET /api/admin/organizations/:id/logo (my)': {
    path: '/api/admin/organizations/my/logo',
    expect: roles(200, 200, 200, 404),
  },
  'GET /api/admin/organizations/:id/logo (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/logo`,
    expect: roles(404, 404, 404, 200),
  },
  'POST /api/admin/organizations/:id/logo (my, no file)': {
    path: '/api/admin/organizations/my/logo',
    expect: roles(403, 403, 400, 404),
  },
  'POST /api/admin/organizations/:id/logo (other organization, no file)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/logo`,
    expect: roles(403, 403, 404, 400),
  },
  'DELETE /api/admin/organizations/:id/logo (my)': {
    path: '/api/admin/organizations/my/logo',
    expect: roles(403, 403, 200, 404),
  },
  'DELETE /api/admin/organizations/:id/logo (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/logo`,
    expect: roles(403, 403, 404, 200),
  },

  'GET /api/admin/organizations/:id/inspection-types (my)': {
    path: '/api/admin/organizations/my/inspection-types',
    expect: roles(403, 200, 200, 404),
  },
  'GET /api/admin/organizations/:id/inspection-types (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/inspection-types`,
    expect: roles(403, 404, 404, 200),
  },

  // Organization API keys: the organization's companyAdmins and superUsers.
  'GET /api/admin/organizations/:id/api-keys (my)': {
    path: '/api/admin/organizations/my/api-keys',
    expect: roles(403, 403, 200, 404),
  },
  'GET /api/admin/organizations/:id/api-keys (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/api-keys`,
    expect: roles(403, 403, 404, 200),
  },
  'POST /api/admin/organizations/:id/api-keys (my)': {
    path: '/api/admin/organizations/my/api-keys',
    body: { name: '', scopes: ['hotels:read'] },
    expect: roles(403, 403, 400, 404),
  },
  'POST /api/admin/organizations/:id/api-keys (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/api-keys`,
    body: { name: '', scopes: ['hotels:read'] },
    expect: roles(403, 403, 404, 400),
  },
  'DELETE /api/admin/organizations/:id/api-keys/:keyId (own)': {
    path: async (f) => `/api/admin/organizations/${f.demoOrg}/api-keys/${await apiKeys.throwaway(f.demoOrg)}`,
    expect: roles(403, 403, 200, 200),
  },
  'DELETE /api/admin/organizations/:id/api-keys/:keyId (other organization)': {
    path: async (f) =>
      `/api/admin/organizations/${f.nordicOrg}/api-keys/${await apiKeys.throwaway(f.nordicOrg)}`,
    expect: roles(403, 403, 404, 200),
  },

  'GET /api/hotels': { path: '/api/hotels', expect: signedIn(200) },
  'GET /api/admin/hotels': { path: '/api/admin/hotels', expect: roles(403, 200, 200, 200) },
  'GET /api/admin/hotels/:id (own, linked)': {
    path: (f) => `/api/admin/hotels/${f.solvik}`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/hotels/:id (own, not linked)': {
    path: (f) => `/api/admin/hotels/${f.fjallbacka}`,
    expect: roles(403, 404, 200, 200),
  },
  'GET /api/admin/hotels/:id (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/hotels/:id/inspections (own, linked)': {
    path: (f) => `/api/admin/hotels/${f.solvik}/inspections`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/hotels/:id/inspections (own, not linked)': {
    path: (f) => `/api/admin/hotels/${f.fjallbacka}/inspections`,
    expect: roles(403, 404, 200, 200),
  },
  'GET /api/admin/hotels/:id/inspections (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}/inspections`,
    expect: roles(403, 404, 404, 200),
  },
  // Safe Q reports: the admins of the entity (a hotelAdmin only their own); agents never.
  'GET /api/admin/hotels/:id/safeq-report/daily (own, linked)': {
    path: (f) => `/api/admin/hotels/${f.solvik}/safeq-report/daily?day=2026-11-20`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/daily (own, not linked)': {
    path: (f) => `/api/admin/hotels/${f.fjallbacka}/safeq-report/daily`,
    expect: roles(403, 404, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/daily (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}/safeq-report/daily`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/weekly (own, linked)': {
    path: (f) => `/api/admin/hotels/${f.solvik}/safeq-report/weekly`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/weekly (own, not linked)': {
    path: (f) => `/api/admin/hotels/${f.fjallbacka}/safeq-report/weekly`,
    expect: roles(403, 404, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/weekly (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}/safeq-report/weekly`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/daily.xlsx (own, linked)': {
    path: (f) => `/api/admin/hotels/${f.solvik}/safeq-report/daily.xlsx`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/daily.xlsx (own, not linked)': {
    path: (f) => `/api/admin/hotels/${f.fjallbacka}/safeq-report/daily.xlsx`,
    expect: roles(403, 404, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/daily.xlsx (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}/safeq-report/daily.xlsx`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/daily.pdf (own, linked)': {
    path: (f) => `/api/admin/hotels/${f.solvik}/safeq-report/daily.pdf`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/daily.pdf (own, not linked)': {
    path: (f) => `/api/admin/hotels/${f.fjallbacka}/safeq-report/daily.pdf`,
    expect: roles(403, 404, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/daily.pdf (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}/safeq-report/daily.pdf`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/weekly.xlsx (own, linked)': {
    path: (f) => `/api/admin/hotels/${f.solvik}/safeq-report/weekly.xlsx`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/weekly.xlsx (own, not linked)': {
    path: (f) => `/api/admin/hotels/${f.fjallbacka}/safeq-report/weekly.xlsx`,
    expect: roles(403, 404, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/weekly.xlsx (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}/safeq-report/weekly.xlsx`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/weekly.pdf (own, linked)': {
    path: (f) => `/api/admin/hotels/${f.solvik}/safeq-report/weekly.pdf`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/weekly.pdf (own, not linked)': {
    path: (f) => `/api/admin/hotels/${f.fjallbacka}/safeq-report/weekly.pdf`,
    expect: roles(403, 404, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-report/weekly.pdf (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}/safeq-report/weekly.pdf`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/hotels/:id/safeq-info (own, linked)': {
    path: (f) => `/api/admin/hotels/${f.solvik}/safeq-info`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-info (own, not linked)': {
    path: (f) => `/api/admin/hotels/${f.fjallbacka}/safeq-info`,
    expect: roles(403, 404, 200, 200),
  },
  'GET /api/admin/hotels/:id/safeq-info (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}/safeq-info`,
    expect: roles(403, 404, 404, 200),
  },
  'POST /api/admin/hotels': {
    path: '/api/admin/hotels',
    body: { name: '' },
    expect: roles(403, 403, 400, 400),
  },
  'PUT /api/admin/hotels/:id (own)': {
    path: (f) => `/api/admin/hotels/${f.solvik}`,
    body: {},
    expect: roles(403, 200, 200, 200),
  },
  'PUT /api/admin/hotels/:id (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}`,
    body: {},
    expect: roles(403, 404, 404, 200),
  },
  'DELETE /api/admin/hotels/:id (own)': {
    path: (f) => f.throwawayHotel('demo').then((id) => `/api/admin/hotels/${id}`),
    expect: roles(403, 404, 403, 200),
  },
  'DELETE /api/admin/hotels/:id (other organization)': {
    path: (f) => f.throwawayHotel('nordic').then((id) => `/api/admin/hotels/${id}`),
    expect: roles(403, 404, 404, 200),
  },

  'GET /api/admin/users': { path: '/api/admin/users', expect: roles(403, 200, 200, 200) },
  // A hotelAdmin administers a user only when it administers ALL of the user's entities: the demo agent is
  // at both demo entities, the hotelAdmin at Solvik alone. Peers (same rank) are nobody's but a superUser's.
  'GET /api/admin/users/:id (own, at an entity beyond the hotelAdmin)': {
    path: (f) => `/api/admin/users/${f.demoAgent}`,
    expect: roles(403, 404, 200, 200),
  },
  "GET /api/admin/users/:id (own, only at the hotelAdmin's entity)": {
    path: (f) => `/api/admin/users/${f.solvikAgent}`,
    expect: roles(403, 200, 200, 200),
  },
  "GET /api/admin/users/:id (own, a peer of the actor's rank)": {
    path: (f, actor) => `/api/admin/users/${peerOf(f, actor)}`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/users/:id (other organization)': {
    path: (f) => `/api/admin/users/${f.nordicAgent}`,
    expect: roles(403, 404, 404, 200),
  },
  'POST /api/admin/users': { path: '/api/admin/users', body: {}, expect: roles(403, 400, 400, 400) },
  'PUT /api/admin/users/:id (own, at an entity beyond the hotelAdmin)': {
    path: (f) => `/api/admin/users/${f.demoAgent}`,
    body: {},
    expect: roles(403, 404, 200, 200),
  },
  "PUT /api/admin/users/:id (own, only at the hotelAdmin's entity)": {
    path: (f) => `/api/admin/users/${f.solvikAgent}`,
    body: {},
    expect: roles(403, 200, 200, 200),
  },
  "PUT /api/admin/users/:id (own, a peer of the actor's rank)": {
    path: (f, actor) => `/api/admin/users/${peerOf(f, actor)}`,
    body: {},
    expect: roles(403, 404, 404, 200),
  },
  'PUT /api/admin/users/:id (other organization)': {
    path: (f) => `/api/admin/users/${f.nordicAgent}`,
    body: {},
    expect: roles(403, 404, 404, 200),
  },
  'DELETE /api/admin/users/:id (own, at an entity beyond the hotelAdmin)': {
    path: (f) => f.throwawayUser('demo').then((id) => `/api/admin/users/${id}`),
    expect: roles(403, 404, 200, 200),
  },
  "DELETE /api/admin/users/:id (own, only at the hotelAdmin's entity)": {
    path: (f) => f.throwawayUser('solvik').then((id) => `/api/admin/users/${id}`),
    expect: roles(403, 200, 200, 200),
  },
  'DELETE /api/admin/users/:id (other organization)': {
    path: (f) => f.throwawayUser('nordic').then((id) => `/api/admin/users/${id}`),
    expect: roles(403, 404, 404, 200),
  },
  // Erasure is irreversible: a superUser's alone, in any organization; every admin below is refused.
  "POST /api/admin/users/:id/erase (own, at the hotelAdmin's entity)": {
    path: (f) => f.throwawayUser('solvik').then((id) => `/api/admin/users/${id}/erase`),
    body: { confirm: true },
    expect: roles(403, 403, 403, 200),
  },
  'POST /api/admin/users/:id/erase (other organization)': {
    path: (f) => f.throwawayUser('nordic').then((id) => `/api/admin/users/${id}/erase`),
    body: { confirm: true },
    expect: roles(403, 403, 403, 200),
  },
  'PUT /api/admin/users/:userId/hotels/:hotelId/link (own, at an entity beyond the hotelAdmin)': {
    path: (f) => `/api/admin/users/${f.demoAgent}/hotels/${f.solvik}/link`,
    expect: roles(403, 404, 200, 200),
  },
  "PUT /api/admin/users/:userId/hotels/:hotelId/link (own user and entity, both the hotelAdmin's)": {
    path: (f) => `/api/admin/users/${f.solvikAgent}/hotels/${f.solvik}/link`,
    expect: roles(403, 200, 200, 200),
  },
  'PUT /api/admin/users/:userId/hotels/:hotelId/link (own user, an entity beyond the hotelAdmin)': {
    path: (f, actor) =>
      (actor === 'superUser' || actor === 'companyAdmin'
        ? f.throwawayUser('solvik')
        : Promise.resolve(f.solvikAgent)
      ).then((id) => `/api/admin/users/${id}/hotels/${f.fjallbacka}/link`),
    expect: roles(403, 404, 200, 200),
  },
  "PUT /api/admin/users/:userId/hotels/:hotelId/link (own, a peer of the actor's rank)": {
    path: (f, actor) => `/api/admin/users/${peerOf(f, actor)}/hotels/${f.solvik}/link`,
    expect: roles(403, 404, 404, 200),
  },
  'PUT /api/admin/users/:userId/hotels/:hotelId/link (other organization)': {
    path: (f) => `/api/admin/users/${f.nordicAgent}/hotels/${f.bryggen}/link`,
    expect: roles(403, 404, 404, 200),
  },
  'DELETE /api/admin/users/:userId/hotels/:hotelId/link (own, at an entity beyond the hotelAdmin)': {
    path: (f) => f.throwawayUser('demo').then((id) => `/api/admin/users/${id}/hotels/${f.fjallbacka}/link`),
    expect: roles(403, 404, 200, 200),
  },
  'DELETE /api/admin/users/:userId/hotels/:hotelId/link (other organization)': {
    path: (f) => `/api/admin/users/${f.nordicAgent}/hotels/${f.bryggen}/link`,
    expect: roles(403, 404, 404, 200),
  },

  'GET /api/admin/users/:id/inspection-types (own, at an entity beyond the hotelAdmin)': {
    path: (f) => `/api/admin/users/${f.demoAgent}/inspection-types`,
    expect: roles(403, 404, 200, 200),
  },
  "GET /api/admin/users/:id/inspection-types (own, only at the hotelAdmin's entity)": {
    path: (f) => `/api/admin/users/${f.solvikAgent}/inspection-types`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/users/:id/inspection-types (other organization)': {
    path: (f) => `/api/admin/users/${f.nordicAgent}/inspection-types`,
    expect: roles(403, 404, 404, 200),
  },
  "PUT /api/admin/users/:userId/inspection-types/:typeId/link (own, only at the hotelAdmin's entity, entity type)":
    {
      path: (f) => `/api/admin/users/${f.solvikAgent}/inspection-types/${f.solvikType}/link`,
      expect: roles(403, 200, 200, 200),
    },
  'PUT /api/admin/users/:userId/inspection-types/:typeId/link (own, at an entity beyond the hotelAdmin)': {
    path: (f) => `/api/admin/users/${f.demoAgent}/inspection-types/${f.solvikType}/link`,
    expect: roles(403, 404, 200, 200),
  },
  'PUT /api/admin/users/:userId/inspection-types/:typeId/link (own, organization type)': {
    path: (f) => `/api/admin/users/${f.solvikAgent}/inspection-types/${f.demoOrgType}/link`,
    expect: roles(403, 404, 200, 200),
  },
  'PUT /api/admin/users/:userId/inspection-types/:typeId/link (other organization)': {
    path: (f) => `/api/admin/users/${f.nordicAgent}/inspection-types/${f.nordicType}/link`,
    expect: roles(403, 404, 404, 200),
  },
  "DELETE /api/admin/users/:userId/inspection-types/:typeId/link (own, only at the hotelAdmin's entity)": {
    path: (f) => `/api/admin/users/${f.solvikAgent}/inspection-types/${f.solvikType}/link`,
    expect: roles(403, 200, 200, 200),
  },
  'DELETE /api/admin/users/:userId/inspection-types/:typeId/link (own, at an entity beyond the hotelAdmin)': {
    path: (f) => `/api/admin/users/${f.demoAgent}/inspection-types/${f.solvikType}/link`,
    expect: roles(403, 404, 200, 200),
  },
  'DELETE /api/admin/users/:userId/inspection-types/:typeId/link (other organization)': {
    path: (f) => `/api/admin/users/${f.nordicAgent}/inspection-types/${f.nordicType}/link`,
    expect: roles(403, 404, 404, 200),
  },

  'GET /api/admin/inspection-module-types': {
    path: '/api/admin/inspection-module-types',
    expect: roles(403, 403, 403, 200),
  },
  'POST /api/admin/inspection-module-types': {
    path: '/api/admin/inspection-module-types',
    body: {},
    expect: roles(403, 403, 403, 400),
  },
  'PUT /api/admin/inspection-module-types/:id': {
    path: (f) => `/api/admin/inspection-module-types/${f.catalogue.moduleTypeId}`,
    body: {},
    expect: roles(403, 403, 403, 200),
  },
  'DELETE /api/admin/inspection-module-types/:id': {
    path: (f) => f.throwawayModuleType().then((id) => `/api/admin/inspection-module-types/${id}`),
    expect: roles(403, 403, 403, 200),
  },
  'POST /api/admin/inspection-module-types/:id/copy': {
    path: (f) => `/api/admin/inspection-module-types/${f.catalogue.moduleTypeId}/copy`,
    body: {},
    expect: roles(403, 403, 403, 400),
  },
  'GET /api/admin/questions/types': { path: '/api/admin/questions/types', expect: roles(403, 403, 403, 200) },
  'GET /api/admin/questions/:id': {
    path: (f) => `/api/admin/questions/${f.catalogue.moduleTypeId}?languageShortCode=en_US`,
    expect: roles(403, 403, 403, 200),
  },
  'POST /api/admin/questions/:id': {
    path: (f) => `/api/admin/questions/${f.catalogue.moduleTypeId}`,
    body: {},
    expect: roles(403, 403, 403, 400),
  },
  'PUT /api/admin/questions/:id': {
    path: (f) => `/api/admin/questions/${f.catalogue.questionId}`,
    body: {},
    expect: roles(403, 403, 403, 200),
  },
  'DELETE /api/admin/questions/:id': {
    path: (f) => f.throwawayQuestion().then((id) => `/api/admin/questions/${id}`),
    expect: roles(403, 403, 403, 200),
  },
  'POST /api/admin/questions/:moduleTypeId/clusters': {
    path: (f) => `/api/admin/questions/${f.catalogue.moduleTypeId}/clusters`,
    body: {},
    expect: roles(403, 403, 403, 400),
  },
  'PUT /api/admin/questions/clusters/:id': {
    path: (f) => `/api/admin/questions/clusters/${f.catalogue.clusterId}`,
    body: {},
    expect: roles(403, 403, 403, 200),
  },
  'DELETE /api/admin/questions/clusters/:id': {
    path: (f) => f.throwawayCluster().then((id) => `/api/admin/questions/clusters/${id}`),
    expect: roles(403, 403, 403, 200),
  },
  'POST /api/admin/questions/:moduleTypeId/context-questions': {
    path: (f) => `/api/admin/questions/${f.catalogue.moduleTypeId}/context-questions`,
    body: {},
    expect: roles(403, 403, 403, 400),
  },
  'PUT /api/admin/questions/context-questions/:id': {
    path: (f) => `/api/admin/questions/context-questions/${f.catalogue.contextQuestionId}`,
    body: {},
    expect: roles(403, 403, 403, 200),
  },
  'DELETE /api/admin/questions/context-questions/:id': {
    path: (f) => f.throwawayContextQuestion().then((id) => `/api/admin/questions/context-questions/${id}`),
    expect: roles(403, 403, 403, 200),
  },

  'GET /api/inspection-types': { path: '/api/inspection-types', expect: roles(200, 200, 200, 200) },
  'GET /api/admin/hotels/:hotelId/inspection-types (own)': {
    path: (f) => `/api/admin/hotels/${f.solvik}/inspection-types`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/hotels/:hotelId/inspection-types (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}/inspection-types`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/organizations/:id/inspectionTypes (own)': {
    path: (f) => `/api/admin/organizations/${f.demoOrg}/inspectionTypes`,
    expect: roles(403, 403, 200, 200),
  },
  'GET /api/admin/organizations/:id/inspectionTypes (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/inspectionTypes`,
    expect: roles(403, 403, 404, 200),
  },
  'GET /api/admin/inspection-types/:id (own, entity type)': {
    path: (f) => `/api/admin/inspection-types/${f.solvikType}`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/inspection-types/:id (own, organization type)': {
    path: (f) => `/api/admin/inspection-types/${f.demoOrgType}`,
    expect: roles(403, 404, 200, 200),
  },
  'GET /api/admin/inspection-types/:id (other organization)': {
    path: (f) => `/api/admin/inspection-types/${f.nordicType}`,
    expect: roles(403, 404, 404, 200),
  },
  'GET /api/admin/inspection-types/:id/questions (own)': {
    path: (f) => `/api/admin/inspection-types/${f.solvikType}/questions?languageShortCode=en_US`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/inspection-types/:id/questions (other organization)': {
    path: (f) => `/api/admin/inspection-types/${f.nordicType}/questions`,
    expect: roles(403, 404, 404, 200),
  },
  'POST /api/admin/hotels/:hotelId/inspection-types (own)': {
    path: (f) => `/api/admin/hotels/${f.solvik}/inspection-types`,
    body: { name: '' },
    expect: roles(403, 403, 400, 400),
  },
  'POST /api/admin/hotels/:hotelId/inspection-types (other organization)': {
    path: (f) => `/api/admin/hotels/${f.bryggen}/inspection-types`,
    body: { name: '' },
    expect: roles(403, 403, 404, 400),
  },
  'POST /api/admin/inspection-types': {
    path: '/api/admin/inspection-types',
    body: { name: '' },
    expect: roles(403, 403, 400, 400),
  },
  'PUT /api/admin/inspection-types/:id (own)': {
    path: (f) => `/api/admin/inspection-types/${f.solvikType}`,
    body: {},
    expect: roles(403, 200, 200, 200),
  },
  'PUT /api/admin/inspection-types/:id (other organization)': {
    path: (f) => `/api/admin/inspection-types/${f.nordicType}`,
    body: {},
    expect: roles(403, 404, 404, 200),
  },
  'DELETE /api/admin/inspection-types/:id (own)': {
    path: (f) => f.throwawayType('solvik').then((id) => `/api/admin/inspection-types/${id}`),
    expect: roles(403, 403, 200, 200),
  },
  'DELETE /api/admin/inspection-types/:id (other organization)': {
    path: (f) => f.throwawayType('bryggen').then((id) => `/api/admin/inspection-types/${id}`),
    expect: roles(403, 404, 404, 200),
  },
  'POST /api/admin/inspection-types/:id/hotels/:hotelId/fromTemplate (own)': {
    path: (f) => `/api/admin/inspection-types/${f.demoOrgType}/hotels/${f.fjallbacka}/fromTemplate`,
    expect: roles(403, 403, 201, 201),
  },
  'POST /api/admin/inspection-types/:id/hotels/:hotelId/fromTemplate (other organization)': {
    path: (f) => `/api/admin/inspection-types/${f.nordicType}/hotels/${f.bryggen}/fromTemplate`,
    expect: roles(403, 403, 404, 201),
  },
  'POST /api/admin/inspection-types/:id/hotels/:hotelId/fromTemplate (entity of another organization)': {
    path: (f) => `/api/admin/inspection-types/${f.demoOrgType}/hotels/${f.bryggen}/fromTemplate`,
    expect: roles(403, 403, 404, 404),
  },
  'POST /api/admin/inspection-types/:id/fromTemplate (own)': {
    path: (f) => `/api/admin/inspection-types/${f.demoOrgType}/fromTemplate`,
    body: { hotelIds: [] },
    expect: roles(403, 403, 400, 400),
  },
  'POST /api/admin/inspection-types/:id/fromTemplate (other organization)': {
    path: (f) => `/api/admin/inspection-types/${f.nordicType}/fromTemplate`,
    body: { hotelIds: [] },
    expect: roles(403, 403, 404, 400),
  },
  'GET /api/admin/inspection-types/:id/inspection-modules (own)': {
    path: (f) => `/api/admin/inspection-types/${f.solvikType}/inspection-modules`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/inspection-types/:id/inspection-modules (other organization)': {
    path: (f) => `/api/admin/inspection-types/${f.nordicType}/inspection-modules`,
    expect: roles(403, 404, 404, 200),
  },
  'POST /api/admin/inspection-types/:id/inspection-modules': {
    path: (f) => `/api/admin/inspection-types/${f.solvikType}/inspection-modules`,
    body: {},
    expect: roles(403, 403, 403, 400),
  },
  'PUT /api/admin/inspection-types/:typeId/inspection-modules/:moduleId': {
    path: (f) => `/api/admin/inspection-types/${f.solvikType}/inspection-modules/${f.solvikModule}`,
    body: {},
    expect: roles(403, 403, 403, 200),
  },
  'DELETE /api/admin/inspection-types/:typeId/inspection-modules/:moduleId': {
    path: (f) =>
      f
        .throwawayModule()
        .then((id) => `/api/admin/inspection-types/${f.solvikType}/inspection-modules/${id}`),
    expect: roles(403, 403, 403, 200),
  },

  'POST /api/admin/questions/upload-xlsx': {
    path: '/api/admin/questions/upload-xlsx',
    expect: roles(403, 403, 403, 400),
  },
  'POST /api/admin/questions/upload': {
    path: '/api/admin/questions/upload',
    body: [],
    expect: roles(403, 403, 403, 400),
  },
  'GET /api/admin/questions/export-xlsx': {
    path: '/api/admin/questions/export-xlsx',
    expect: roles(403, 403, 403, 200),
  },

  'GET /api/inspections': { path: '/api/inspections', expect: roles(200, 200, 200, 200) },
  'POST /api/inspections': { path: '/api/inspections', body: {}, expect: roles(400, 400, 400, 400) },
  'GET /api/inspections/:id (own, assigned to the agent)': {
    path: (f) => `/api/inspections/${f.solvikInspection.id}`,
    expect: roles(200, 200, 200, 200),
  },
  'GET /api/inspections/:id (own organization, another entity, unassigned)': {
    path: (f) => `/api/inspections/${f.fjallbackaInspection.id}`,
    expect: roles(200, 404, 200, 200),
  },
  'GET /api/inspections/:id (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}`,
    expect: roles(404, 404, 404, 200),
  },
  'GET /api/inspections/:id/state (own organization, another entity, unassigned)': {
    path: (f) => `/api/inspections/${f.fjallbackaInspection.id}/state`,
    expect: roles(200, 404, 200, 200),
  },
  'GET /api/inspections/:id/state (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/state`,
    expect: roles(404, 404, 404, 200),
  },
  'POST /api/inspections/:id/modules/:moduleId/questions/:questionId/score (own)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/modules/${f.solvikInspection.module}/questions/${f.solvikInspection.question}/score`,
    body: { score: 1 },
    expect: roles(200, 200, 200, 200),
  },
  'POST /api/inspections/:id/modules/:moduleId/questions/:questionId/score (other organization)': {
    path: (f) =>
      `/api/inspections/${f.bryggenInspection.id}/modules/${f.bryggenInspection.module}/questions/${f.bryggenInspection.question}/score`,
    body: { score: 1 },
    expect: roles(404, 404, 404, 200),
  },
  'POST /api/inspections/:id/modules/:moduleId/questions/:questionId/comment (own)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/modules/${f.solvikInspection.module}/questions/${f.solvikInspection.question}/comment`,
    body: { comment: 'Skylten syns dåligt.' },
    expect: roles(200, 200, 200, 200),
  },
  'POST /api/inspections/:id/modules/:moduleId/questions/:questionId/comment (own organization, another entity)':
    {
      path: (f) =>
        `/api/inspections/${f.fjallbackaInspection.id}/modules/${f.fjallbackaInspection.module}/questions/${f.fjallbackaInspection.question}/comment`,
      body: { comment: 'x' },
      expect: roles(200, 404, 200, 200),
    },
  'POST /api/inspections/:id/modules/:moduleId/questions/:questionId/setFollowUp (own, before the agent has finished)':
    {
      path: (f) =>
        `/api/inspections/${f.solvikInspection.id}/modules/${f.solvikInspection.module}/questions/${f.solvikInspection.question}/setFollowUp`,
      body: { needsFollowUp: false },
      expect: roles(403, 403, 400, 400),
    },
  'POST /api/inspections/:id/modules/:moduleId/setFollowUp (own, before the agent has finished)': {
    path: (f) => `/api/inspections/${f.solvikInspection.id}/modules/${f.solvikInspection.module}/setFollowUp`,
    body: { comment: 'Gå igenom skyltningen.' },
    expect: roles(403, 403, 400, 400),
  },
  'POST /api/inspections/:id/modules/:moduleId/setFollowUp (other organization)': {
    path: (f) =>
      `/api/inspections/${f.bryggenInspection.id}/modules/${f.bryggenInspection.module}/setFollowUp`,
    body: { comment: 'x' },
    expect: roles(404, 404, 404, 400),
  },
  'POST /api/inspections/:id/modules/:moduleId/context-questions/:questionId (own)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/modules/${f.solvikInspection.module}/context-questions/${f.solvikInspection.contextQuestion}`,
    body: { content: '18:05' },
    expect: roles(200, 200, 200, 200),
  },
  'POST /api/inspections/:id/modules/:moduleId/cluster-comments/:clusterId (own)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/modules/${f.solvikInspection.module}/cluster-comments/${f.solvikInspection.cluster}`,
    body: { comments: 'Mörkt vid entrén.' },
    expect: roles(200, 200, 200, 200),
  },
  'POST /api/inspections/:id/modules/:moduleId/toggleSkipped (own, optional module)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/modules/${f.solvikInspection.optionalModule}/toggleSkipped`,
    expect: roles(200, 200, 200, 200),
  },
  'POST /api/inspections/:id/modules/:moduleId/toggleSkipped (other organization)': {
    path: (f) =>
      `/api/inspections/${f.bryggenInspection.id}/modules/${f.bryggenInspection.optionalModule}/toggleSkipped`,
    expect: roles(404, 404, 404, 200),
  },
  'POST /api/inspections/:id/modules/:moduleId/done (own: the agent and hotelAdmin are checked, reviewers are not)':
    {
      path: (f) =>
        `/api/inspections/${f.fjallbackaInspection.id}/modules/${f.fjallbackaInspection.module}/done`,
      expect: roles(400, 404, 200, 200),
    },
  'PUT /api/inspections/:id (own)': {
    path: (f) => `/api/inspections/${f.solvikInspection.id}`,
    body: { type: 'generalComments', generalComments: 'Ett trevligt besök.' },
    expect: roles(200, 200, 200, 200),
  },
  'PUT /api/inspections/:id (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}`,
    body: { type: 'generalComments', generalComments: 'x' },
    expect: roles(404, 404, 404, 200),
  },
  'POST /api/inspections/:id/externalScores (own)': {
    path: (f) => `/api/inspections/${f.solvikInspection.id}/externalScores`,
    body: { facebook: '4,5', booking: '' },
    expect: roles(200, 200, 200, 200),
  },
  'POST /api/inspections/:id/extra-questions/:extraQuestionId (own)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/extra-questions/${f.solvikInspection.extraQuestion}`,
    body: { score: 0, comment: '' },
    expect: roles(200, 200, 200, 200),
  },
  'POST /api/inspections/:id/endTime (own, modules not finished)': {
    path: (f) => `/api/inspections/${f.solvikInspection.id}/endTime`,
    expect: roles(400, 400, 400, 400),
  },
  'POST /api/inspections/:id/endTime (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/endTime`,
    expect: roles(404, 404, 404, 400),
  },
  'GET /api/admin/inspections': { path: '/api/admin/inspections?all=1', expect: roles(403, 200, 200, 200) },
  'GET /api/admin/inspections/auditQA': {
    path: '/api/admin/inspections/auditQA?tab=forReview',
    expect: roles(403, 403, 200, 200),
  },
  'GET /api/admin/inspections/:id (own)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}?languageShortCode=en_US`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/inspections/:id (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}`,
    expect: roles(403, 404, 404, 200),
  },
  // Verifying the whole log is the superUser's: it reads every event of every organization.
  'GET /api/admin/audit-trail/verify': {
    path: '/api/admin/audit-trail/verify',
    expect: roles(403, 403, 403, 200),
  },
  // So is checking an export file against the log (400: no file sent).
  'POST /api/admin/audit-trail/exports/verify': {
    path: '/api/admin/audit-trail/exports/verify',
    expect: roles(403, 403, 403, 400),
  },
  // Reports: an inspection the agent has not ended answers 409 (report.notEnded) to whoever may read it.
  'GET /api/admin/inspections/:id/report (own)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/report?languageShortCode=en_US`,
    expect: roles(403, 409, 409, 409),
  },
  'GET /api/admin/inspections/:id/report (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}/report`,
    expect: roles(403, 404, 404, 409),
  },
  'GET /api/admin/inspections/:id/report.xlsx (own)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/report.xlsx`,
    expect: roles(403, 409, 409, 409),
  },
  'GET /api/admin/inspections/:id/report.xlsx (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}/report.xlsx`,
    expect: roles(403, 404, 404, 409),
  },
  // Share links: made and listed by admins who may read the report (409 before the agent's submit).
  'POST /api/admin/inspections/:id/shares (own)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/shares`,
    body: {},
    expect: roles(403, 409, 409, 409),
  },
  'POST /api/admin/inspections/:id/shares (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}/shares`,
    body: {},
    expect: roles(403, 404, 404, 409),
  },
  'GET /api/admin/inspections/:id/shares (own)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/shares`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/inspections/:id/shares (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}/shares`,
    expect: roles(403, 404, 404, 200),
  },
  // An organization's share links: its companyAdmin ("my" and its id), a superUser any organization's.
  'GET /api/admin/organizations/:id/shares (my)': {
    path: '/api/admin/organizations/my/shares',
    expect: roles(403, 403, 200, 404),
  },
  'GET /api/admin/organizations/:id/shares (own)': {
    path: (f) => `/api/admin/organizations/${f.demoOrg}/shares`,
    expect: roles(403, 403, 200, 200),
  },
  'GET /api/admin/organizations/:id/shares (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/shares`,
    expect: roles(403, 403, 404, 200),
  },
  'DELETE /api/admin/inspections/:id/shares/:shareId': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/shares/${crypto.randomUUID()}`,
    expect: roles(403, 404, 404, 404),
  },
  // Public by design: a token never made (or revoked, or expired) is not found, for everyone alike.
  'GET /api/shared/reports/:token': {
    path: '/api/shared/reports/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    expect: all(404),
  },
  'GET /api/admin/inspections/:id/report.pdf (own)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/report.pdf`,
    expect: roles(403, 409, 409, 409),
  },
  'GET /api/admin/inspections/:id/report.pdf (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}/report.pdf`,
    expect: roles(403, 404, 404, 409),
  },
  'GET /api/admin/inspections/:id/reportAuditQA.pdf (own)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/reportAuditQA.pdf`,
    expect: roles(403, 409, 409, 409),
  },
  'GET /api/admin/inspections/:id/reportAuditQA.pdf (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}/reportAuditQA.pdf`,
    expect: roles(403, 404, 404, 409),
  },
  'GET /api/shared/reports/:token/report.pdf': {
    path: '/api/shared/reports/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/report.pdf',
    expect: all(404),
  },
  'GET /api/shared/reports/:token/files/:attachmentId': {
    path: `/api/shared/reports/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/files/${crypto.randomUUID()}`,
    expect: all(404),
  },
  'GET /api/admin/inspections/:id/reportAuditQA (own)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/reportAuditQA`,
    expect: roles(403, 409, 409, 409),
  },
  'GET /api/admin/inspections/:id/reportAuditQA (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}/reportAuditQA`,
    expect: roles(403, 404, 404, 409),
  },
  'POST /api/admin/inspections': {
    path: '/api/admin/inspections',
    body: {},
    expect: roles(403, 400, 400, 400),
  },
  'PUT /api/admin/inspections/:id (own)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}`,
    body: { startTimeHour: '18:30' },
    expect: roles(403, 200, 200, 200),
  },
  'PUT /api/admin/inspections/:id (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}`,
    body: {},
    expect: roles(403, 404, 404, 200),
  },
  'DELETE /api/admin/inspections/:id (own)': {
    path: (f) => f.throwawayInspection('solvik').then((id) => `/api/admin/inspections/${id}`),
    expect: roles(403, 200, 200, 200),
  },
  'DELETE /api/admin/inspections/:id (other organization)': {
    path: (f) => f.throwawayInspection('bryggen').then((id) => `/api/admin/inspections/${id}`),
    expect: roles(403, 404, 404, 200),
  },
  'POST /api/admin/inspections/:id/endTime (own, not finished by the agent)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/endTime`,
    body: {},
    expect: roles(403, 400, 400, 400),
  },
  'POST /api/admin/inspections/:id/endTime (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}/endTime`,
    body: {},
    expect: roles(403, 404, 404, 400),
  },

  'POST /api/inspections/:id/modules/:moduleId/questions/:questionId/files (own, no file)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/modules/${f.solvikInspection.module}/questions/${f.solvikInspection.question}/files`,
    expect: roles(400, 400, 400, 400),
  },
  'POST /api/inspections/:id/modules/:moduleId/questions/:questionId/files (other organization)': {
    path: (f) =>
      `/api/inspections/${f.bryggenInspection.id}/modules/${f.bryggenInspection.module}/questions/${f.bryggenInspection.question}/files`,
    expect: roles(404, 404, 404, 400),
  },
  'DELETE /api/inspections/:id/modules/:moduleId/questions/:questionId/files/:fileId (own, unknown file)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/modules/${f.solvikInspection.module}/questions/${f.solvikInspection.question}/files/${crypto.randomUUID()}`,
    expect: roles(400, 400, 400, 400),
  },
  'DELETE /api/inspections/:id/modules/:moduleId/questions/:questionId/files/:fileId (other organization)': {
    path: (f) =>
      `/api/inspections/${f.bryggenInspection.id}/modules/${f.bryggenInspection.module}/questions/${f.bryggenInspection.question}/files/${crypto.randomUUID()}`,
    expect: roles(404, 404, 404, 400),
  },
  'GET /files/{*path}': { path: '/files/org/x/y.webp', expect: roles(404, 404, 404, 404) },

  // Follow-up and action plans: the demo's Solvik inspection is not ended by its agent (400 for those who
  // may ask), and its plan is not sent; the agent is assigned to it, so reads its (empty) plan.
  'POST /api/inspections/:id/follow-up (own, not ended)': {
    path: (f) => `/api/inspections/${f.solvikInspection.id}/follow-up`,
    body: { startTime: '2026-12-01', startTimeHour: '09:00' },
    expect: roles(403, 400, 400, 400),
  },
  'POST /api/inspections/:id/follow-up (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/follow-up`,
    body: { startTime: '2026-12-01', startTimeHour: '09:00' },
    expect: roles(403, 404, 404, 400),
  },
  'GET /api/inspections/:id/follow-up-users (own)': {
    path: (f) => `/api/inspections/${f.solvikInspection.id}/follow-up-users`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/inspections/:id/follow-up-users (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/follow-up-users`,
    expect: roles(403, 404, 404, 200),
  },
  'POST /api/admin/inspections/:id/follow-up-summary (own, not ended)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/follow-up-summary`,
    body: { summary: 'Ordered' },
    expect: roles(403, 400, 400, 400),
  },
  'POST /api/admin/inspections/:id/follow-up-summary (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}/follow-up-summary`,
    body: { summary: 'Ordered' },
    expect: roles(403, 404, 404, 400),
  },
  'POST /api/admin/inspections/:id/follow-up-summary/file (own, no file)': {
    path: (f) => `/api/admin/inspections/${f.solvikInspection.id}/follow-up-summary/file`,
    expect: roles(403, 400, 400, 400),
  },
  'POST /api/admin/inspections/:id/follow-up-summary/file (other organization)': {
    path: (f) => `/api/admin/inspections/${f.bryggenInspection.id}/follow-up-summary/file`,
    expect: roles(403, 404, 404, 400),
  },
  'DELETE /api/admin/inspections/:id/follow-up-summary/file/:fileId (own, unknown file)': {
    path: (f) =>
      `/api/admin/inspections/${f.solvikInspection.id}/follow-up-summary/file/${crypto.randomUUID()}`,
    expect: roles(403, 400, 400, 400),
  },
  'DELETE /api/admin/inspections/:id/follow-up-summary/file/:fileId (other organization)': {
    path: (f) =>
      `/api/admin/inspections/${f.bryggenInspection.id}/follow-up-summary/file/${crypto.randomUUID()}`,
    expect: roles(403, 404, 404, 400),
  },
  'GET /api/inspections/action-plan': { path: '/api/inspections/action-plan', expect: signedIn(200) },
  'GET /api/inspections/:id/action-plan (own)': {
    path: (f) => `/api/inspections/${f.solvikInspection.id}/action-plan?languageShortCode=en_US`,
    expect: roles(200, 200, 200, 200),
  },
  'GET /api/inspections/:id/action-plan (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/action-plan`,
    expect: roles(404, 404, 404, 200),
  },
  'GET /api/inspections/:id/action-plan.pdf (own)': {
    path: (f) => `/api/inspections/${f.solvikInspection.id}/action-plan.pdf`,
    expect: roles(200, 200, 200, 200),
  },
  'GET /api/inspections/:id/action-plan.pdf (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/action-plan.pdf`,
    expect: roles(404, 404, 404, 200),
  },
  'PUT /api/inspections/:id/actions/:moduleId/:questionId/owner (own, plan not sent)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/actions/${f.solvikInspection.module}/${f.solvikInspection.question}/owner`,
    body: { ownerId: null },
    expect: roles(403, 400, 400, 400),
  },
  'PUT /api/inspections/:id/actions/:moduleId/:questionId/owner (other organization)': {
    path: (f) =>
      `/api/inspections/${f.bryggenInspection.id}/actions/${f.bryggenInspection.module}/${f.bryggenInspection.question}/owner`,
    body: { ownerId: null },
    expect: roles(403, 404, 404, 400),
  },
  // An agent who does not own the action (here: no action at all) is refused before the body is read.
  'POST /api/inspections/:id/actions/:moduleId/:questionId/done (own, no body)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/actions/${f.solvikInspection.module}/${f.solvikInspection.question}/done`,
    expect: roles(403, 400, 400, 400),
  },
  'POST /api/inspections/:id/actions/:moduleId/:questionId/done (other organization)': {
    path: (f) =>
      `/api/inspections/${f.bryggenInspection.id}/actions/${f.bryggenInspection.module}/${f.bryggenInspection.question}/done`,
    expect: roles(404, 404, 404, 400),
  },
  'POST /api/inspections/:id/actions/:moduleId/:questionId/verify (own, plan not sent)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/actions/${f.solvikInspection.module}/${f.solvikInspection.question}/verify`,
    expect: roles(403, 400, 400, 400),
  },
  'POST /api/inspections/:id/actions/:moduleId/:questionId/verify (other organization)': {
    path: (f) =>
      `/api/inspections/${f.bryggenInspection.id}/actions/${f.bryggenInspection.module}/${f.bryggenInspection.question}/verify`,
    expect: roles(403, 404, 404, 400),
  },
  'POST /api/inspections/:id/actions/:moduleId/:questionId/reopen (own, plan not sent)': {
    path: (f) =>
      `/api/inspections/${f.solvikInspection.id}/actions/${f.solvikInspection.module}/${f.solvikInspection.question}/reopen`,
    body: { reason: 'Still loose' },
    expect: roles(403, 400, 400, 400),
  },
  'POST /api/inspections/:id/actions/:moduleId/:questionId/reopen (other organization)': {
    path: (f) =>
      `/api/inspections/${f.bryggenInspection.id}/actions/${f.bryggenInspection.module}/${f.bryggenInspection.question}/reopen`,
    body: { reason: 'Still loose' },
    expect: roles(403, 404, 404, 400),
  },
  // Actions added after approval, on another organization's inspection: none of theirs to touch (the
  // superUser reaches it: refused for its body, or the item is not found).
  'POST /api/inspections/:id/action-items (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/action-items`,
    body: { description: 'Måla' },
    expect: roles(403, 404, 404, 400),
  },
  'PUT /api/inspections/:id/action-items/:itemId (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/action-items/a1`,
    body: { description: 'Måla' },
    expect: roles(403, 404, 404, 404),
  },
  'DELETE /api/inspections/:id/action-items/:itemId (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/action-items/a1`,
    expect: roles(403, 404, 404, 404),
  },
  'PUT /api/inspections/:id/action-items/:itemId/owner (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/action-items/a1/owner`,
    body: { ownerId: null },
    expect: roles(403, 404, 404, 404),
  },
  'POST /api/inspections/:id/action-items/:itemId/done (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/action-items/a1/done`,
    expect: roles(404, 404, 404, 404),
  },
  'POST /api/inspections/:id/action-items/:itemId/verify (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/action-items/a1/verify`,
    expect: roles(403, 404, 404, 404),
  },
  'POST /api/inspections/:id/action-items/:itemId/reopen (other organization)': {
    path: (f) => `/api/inspections/${f.bryggenInspection.id}/action-items/a1/reopen`,
    body: { reason: 'Still loose' },
    expect: roles(403, 404, 404, 404),
  },
  'GET /api/admin/audit-trail': { path: '/api/admin/audit-trail', expect: roles(403, 200, 200, 200) },
  "GET /api/admin/audit-trail (another organization's entity: an empty page)": {
    path: (f) => `/api/admin/audit-trail?hotelId=${f.bryggen}`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/audit-trail/export': {
    path: '/api/admin/audit-trail/export?format=jsonl&kind=organization',
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/admin/audit-trail/exports/:exportId/manifest (unknown)': {
    path: () => `/api/admin/audit-trail/exports/${crypto.randomUUID()}/manifest`,
    expect: roles(403, 404, 404, 404),
  },
  // Webhook endpoints: the organization's companyAdmins and superUsers; another organization's is not found.
  'GET /api/admin/organizations/:id/webhooks (own)': {
    path: (f) => `/api/admin/organizations/${f.demoOrg}/webhooks`,
    expect: roles(403, 403, 200, 200),
  },
  'GET /api/admin/organizations/:id/webhooks (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/webhooks`,
    expect: roles(403, 403, 404, 200),
  },
  'POST /api/admin/organizations/:id/webhooks (own)': {
    path: (f) => `/api/admin/organizations/${f.demoOrg}/webhooks`,
    body: { url: 'https://93.184.216.34/hook', kinds: ['report.shared'] },
    expect: roles(403, 403, 201, 201),
  },
  'POST /api/admin/organizations/:id/webhooks (other organization)': {
    path: (f) => `/api/admin/organizations/${f.nordicOrg}/webhooks`,
    body: { url: 'https://93.184.216.34/hook', kinds: ['report.shared'] },
    expect: roles(403, 403, 404, 201),
  },
  'PUT /api/admin/organizations/:id/webhooks/:webhookId (unknown)': {
    path: (f) => `/api/admin/organizations/${f.demoOrg}/webhooks/${crypto.randomUUID()}`,
    body: { enabled: false },
    expect: roles(403, 403, 404, 404),
  },
  'DELETE /api/admin/organizations/:id/webhooks/:webhookId (unknown)': {
    path: (f) => `/api/admin/organizations/${f.demoOrg}/webhooks/${crypto.randomUUID()}`,
    expect: roles(403, 403, 404, 404),
  },
  'GET /api/admin/organizations/:id/webhooks/:webhookId/deliveries (unknown)': {
    path: (f) => `/api/admin/organizations/${f.demoOrg}/webhooks/${crypto.randomUUID()}/deliveries`,
    expect: roles(403, 403, 404, 404),
  },
  'POST /api/admin/organizations/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver (unknown)': {
    path: (f) =>
      `/api/admin/organizations/${f.demoOrg}/webhooks/${crypto.randomUUID()}/deliveries/${crypto.randomUUID()}/redeliver`,
    body: {},
    expect: roles(403, 403, 404, 404),
  },
  'GET /api/admin/mails': { path: '/api/admin/mails', expect: roles(403, 403, 200, 200) },
  'POST /api/admin/mails/:id/resend (unknown)': {
    path: () => `/api/admin/mails/passwordReset:${crypto.randomUUID()}/resend`,
    body: {},
    expect: roles(403, 403, 404, 404),
  },

  // Dashboards: the editor for the entity's admins; another organization's is not found.
  'GET /api/dashboards (own)': {
    path: (f) => `/api/dashboards?hotelId=${f.solvik}`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/dashboards (other organization)': {
    path: (f) => `/api/dashboards?hotelId=${f.bryggen}`,
    expect: roles(403, 404, 404, 200),
  },
  'POST /api/dashboards (own)': {
    path: (f) => `/api/dashboards?hotelId=${f.solvik}`,
    body: {},
    expect: roles(403, 201, 201, 201),
  },
  'POST /api/dashboards (other organization)': {
    path: (f) => `/api/dashboards?hotelId=${f.bryggen}`,
    body: {},
    expect: roles(403, 404, 404, 201),
  },
  'GET /api/dashboards/:id (own)': {
    path: () => `/api/dashboards/${dashboards.solvik}`,
    expect: roles(403, 200, 200, 200),
  },
  'GET /api/dashboards/:id (other organization)': {
    path: () => `/api/dashboards/${dashboards.bryggen}`,
    expect: roles(403, 404, 404, 200),
  },
  'PUT /api/dashboards/:id (own)': {
    path: () => `/api/dashboards/${dashboards.solvik}`,
    body: { name: 'Lobby' },
    expect: roles(403, 200, 200, 200),
  },
  'PUT /api/dashboards/:id (other organization)': {
    path: () => `/api/dashboards/${dashboards.bryggen}`,
    body: { name: 'Lobby' },
    expect: roles(403, 404, 404, 200),
  },
  'PUT /api/dashboards/:id/regenerate (own)': {
    path: () => `/api/dashboards/${dashboards.solvik}/regenerate`,
    body: {},
    expect: roles(403, 200, 200, 200),
  },
  'PUT /api/dashboards/:id/regenerate (other organization)': {
    path: () => `/api/dashboards/${dashboards.bryggen}/regenerate`,
    body: {},
    expect: roles(403, 404, 404, 200),
  },
  'DELETE /api/dashboards/:id (own)': {
    path: async (f) => `/api/dashboards/${await dashboards.throwaway(f.solvik)}`,
    expect: roles(403, 204, 204, 204),
  },
  'DELETE /api/dashboards/:id (other organization)': {
    path: async (f) => `/api/dashboards/${await dashboards.throwaway(f.bryggen)}`,
    expect: roles(403, 404, 404, 204),
  },
  // Public by design: no session; a uuid that names no shown view is not found, for everyone alike.
  'GET /api/dashboards/view/:uuid': {
    path: () => `/api/dashboards/view/${crypto.randomUUID()}`,
    expect: all(404),
  },
  'GET /api/dashboards/view/:uuid/logo': {
    path: () => `/api/dashboards/view/${crypto.randomUUID()}/logo`,
    expect: all(404),
  },

  'POST /api/sessions/login': {
    path: '/api/sessions/login',
    body: { email: 'agent@demo.test', password: 'demo-password-2026' },
    expect: all(200),
  },
  'POST /api/sessions/logout': { path: '/api/sessions/logout', expect: all(200) },
};

/** Dashboards the rows act on, made by a superUser once the server is up. */
const dashboards = {
  solvik: '',
  bryggen: '',
  throwaway: async (_hotelId: string): Promise<string> => '',
};

/** Keys the rows revoke, made by a superUser as a row asks. */
const apiKeys = {
  throwaway: async (_organizationId: string): Promise<string> => '',
};

/**
 * The kinds of caller an organization API key makes: the demo organization's with every read scope and with
 * every write scope, and another organization's with every write scope.
 */
const KEY_CALLERS = ['readKey', 'writeKey', 'otherOrganizationKey'] as const;
type KeyCaller = (typeof KEY_CALLERS)[number];

const READS = new Set(['GET', 'HEAD']);

/**
 * What a key of the demo organization gets: a closed route 403; a write with a read key 403; otherwise what
 * the organization's companyAdmin gets (a key acts as one, narrowed). Another organization's key never gets
 * past a 403 or 404 on a row acting on the demo organization's own data, and on `my` gets its own.
 */
function keyExpects(key: string, caller: KeyCaller, companyAdmin: Expected): Expected | 'notReached' | null {
  const method = key.split(' ')[0]!;
  const needs = apiKeyNeeds(
    method,
    routeOf(key)
      .split(' ')[1]!
      .replace(/:[A-Za-z]+/g, 'x'),
  );
  if (!needs) return 403;
  if (caller === 'readKey' && !READS.has(method)) return 403;
  if (caller === 'otherOrganizationKey') {
    // `my` is the key's own organization: there it is what its companyAdmin would be.
    if (/ \(my\b/.test(key)) return companyAdmin;
    return / \(own\b/.test(key) ? 'notReached' : null;
  }
  return companyAdmin;
}

const routeOf = (key: string) => key.replace(/ \(.*\)$/, '');

describe('authorization matrix', () => {
  let server: TestServer;
  let clients: Record<Actor, ApiClient>;
  let fixtures: Fixtures;
  const keyOf = {} as Record<KeyCaller, string>;
  beforeAll(async () => {
    server = await startTestServer();
    fixtures = await demoFixtures(server);
    clients = await signInActors(server);
    // Both organizations get a logo, so reading one answers 200 where allowed and 404 only where not.
    for (const organizationId of [fixtures.demoOrg, fixtures.nordicOrg]) {
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array(await photo(64, 64))], { type: 'image/png' }),
        'logo.png',
      );
      const answer = await fetch(`${server.url}/api/admin/organizations/${organizationId}/logo`, {
        method: 'POST',
        body: form,
        headers: { cookie: clients.superUser.sessionCookie },
      });
      expect(answer.status).toBe(200);
    }
    dashboards.throwaway = async (hotelId) => {
      const made = await clients.superUser.request<{ id: string }>(
        'POST',
        `/api/dashboards?hotelId=${hotelId}`,
        {},
      );
      return made.body.id;
    };
    apiKeys.throwaway = async (organizationId) => {
      const made = await clients.superUser.request<{ id: string }>(
        'POST',
        `/api/admin/organizations/${organizationId}/api-keys`,
        { name: 'throwaway', scopes: ['hotels:read'] },
      );
      return made.body.id;
    };
    const everyScope = (access: 'read' | 'write') => API_KEY_SCOPES.filter((s) => s.endsWith(access));
    for (const [caller, organizationId, access] of [
      ['readKey', fixtures.demoOrg, 'read'],
      ['writeKey', fixtures.demoOrg, 'write'],
      ['otherOrganizationKey', fixtures.nordicOrg, 'write'],
    ] as const) {
      const made = await clients.superUser.request<{ key: string }>(
        'POST',
        `/api/admin/organizations/${organizationId}/api-keys`,
        { name: caller, scopes: everyScope(access) },
      );
      expect(made.status).toBe(201);
      keyOf[caller] = made.body.key;
    }
    dashboards.solvik = await dashboards.throwaway(fixtures.solvik);
    dashboards.bryggen = await dashboards.throwaway(fixtures.bryggen);
  });
  afterAll(() => server.close());

  it('has a row for every route the router registers, and no row for a route that is gone', () => {
    const registered = buildRouters(server.runtime.services).flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((method) => `${method} ${layer.path}`),
      ),
    );
    const covered = new Set(Object.keys(MATRIX).map(routeOf));
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !registered.includes(route))).toEqual([]);
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    const method = key.split(' ')[0]!;
    for (const actor of ACTORS) {
      it(`${key} as ${actor}`, async () => {
        const path = typeof row.path === 'function' ? await row.path(fixtures, actor) : row.path;
        const body = typeof row.body === 'function' ? row.body(actor) : row.body;
        const answer = await clients[actor].request(method, path, body);
        const expected = row.expect[actor];
        if (expected === 'public') expect([401, 403]).not.toContain(answer.status);
        else expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
      });
    }
  }

  // API keys as callers, over every route: run after the sessions' rows, on the same data.
  for (const [key, row] of Object.entries(MATRIX)) {
    const method = key.split(' ')[0]!;
    for (const caller of KEY_CALLERS) {
      const expected = keyExpects(key, caller, row.expect.companyAdmin);
      if (expected === null) continue;
      it(`${key} with ${caller}`, async () => {
        const path = typeof row.path === 'function' ? await row.path(fixtures, 'companyAdmin') : row.path;
        const body = typeof row.body === 'function' ? row.body('companyAdmin') : row.body;
        const answer = await new ApiClient(server.url).request(method, path, body, {
          authorization: `Bearer ${keyOf[caller]}`,
        });
        if (expected === 'notReached') expect([403, 404]).toContain(answer.status);
        else if (expected === 'public') expect([401, 403]).not.toContain(answer.status);
        else expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
      });
    }
  }
});
