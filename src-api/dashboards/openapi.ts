import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/tenancy.ts';
import { file, type AreaDoc } from '../openapi/route-doc.ts';
import { changeDashboardBody, createDashboardBody, hotelIdQuery, regenerateDashboardBody } from './schema.ts';

/** A dashboard as its editor sees it (DashboardAnswer). */
export const dashboardAnswer = z
  .object({
    id: z.string(),
    uuid: z.string().describe("The public view's address part"),
    hotelId: z.string(),
    organizationId: z.string(),
    name: z.string(),
    friendlyName: z.string(),
    headerLink: z.string(),
    showOrganizationData: z.boolean(),
    showOrganizationLogo: z.boolean(),
    backgroundColor: z.string(),
    textColor: z.string(),
    language: z.string(),
    rotateLanguages: z.boolean(),
    languageRotationInterval: z.number(),
    createdAt: z.string(),
    viewPath: z.string().describe('`/dashboard/view/<uuid>`'),
    dashboardEnabled: z.boolean().describe("The entity's dashboardEnabled: while false the view answers 404"),
    version: z.number().int(),
  })
  .describe('A dashboard');

const figures = z.looseObject({
  last7Days: z.looseObject({}),
  last30Days: z.looseObject({}),
  weekly: z.array(z.looseObject({})),
});

const viewAnswer = z
  .looseObject({
    uuid: z.string(),
    version: z.number(),
    name: z.string(),
    hotelName: z.string(),
    organizationName: z.string(),
    logo: z.object({ url: z.string(), mimeType: z.string() }).nullable(),
    timeZone: z.string(),
    computedFor: z.string(),
    validUntil: z.string(),
    figures,
    organization: figures.nullable(),
  })
  .describe('Display settings and figures only: no names, comments or answers');

const settingErrors = [
  'dashboard.invalidColor',
  'dashboard.invalidInterval',
  'dashboard.invalidLanguage',
  'dashboard.invalidHeaderLink',
  'dashboard.invalidName',
];
const uuid = { uuid: "The dashboard's public uuid" };

export const dashboardDocs: AreaDoc = {
  tag: 'Dashboards',
  description: 'Wall dashboards of an entity and their public view (dashboards.md).',
  routes: {
    'GET /api/dashboards/view/:uuid': {
      summary: 'The public view',
      description: 'Rate-limited per client address (DASHBOARD_REQUESTS_PER_MINUTE).',
      public: true,
      params: uuid,
      answer: viewAnswer,
      errors: { 404: ['dashboard.notFound'], 429: ['errors.tooManyAttempts'] },
    },
    'GET /api/dashboards/view/:uuid/logo': {
      summary: "The view's organization logo",
      public: true,
      params: uuid,
      answer: file('image/webp', 'The logo'),
      errors: { 404: ['dashboard.notFound'], 429: ['errors.tooManyAttempts'] },
    },
    'GET /api/dashboards': {
      summary: "An entity's dashboards",
      roles: ADMIN_ROLES,
      query: hotelIdQuery,
      answer: z.array(dashboardAnswer),
    },
    'POST /api/dashboards': {
      summary: 'Create a dashboard at an entity',
      roles: ADMIN_ROLES,
      query: hotelIdQuery,
      body: createDashboardBody,
      status: 201,
      answer: dashboardAnswer,
      errors: { 400: settingErrors },
    },
    'GET /api/dashboards/:id': {
      summary: 'One dashboard',
      roles: ADMIN_ROLES,
      answer: dashboardAnswer,
      errors: { 404: ['dashboard.notFound'] },
    },
    'PUT /api/dashboards/:id': {
      summary: 'Change its settings',
      roles: ADMIN_ROLES,
      body: changeDashboardBody,
      answer: dashboardAnswer,
      errors: { 400: settingErrors, 404: ['dashboard.notFound'] },
    },
    'PUT /api/dashboards/:id/regenerate': {
      summary: 'A new public uuid: the old address and its embeds stop at once',
      roles: ADMIN_ROLES,
      body: regenerateDashboardBody,
      answer: dashboardAnswer,
      errors: { 404: ['dashboard.notFound'] },
    },
    'DELETE /api/dashboards/:id': {
      summary: 'Delete a dashboard',
      roles: ADMIN_ROLES,
      status: 204,
      errors: { 404: ['dashboard.notFound'] },
    },
  },
};
