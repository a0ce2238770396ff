import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/tenancy.ts';
import { documented, type AreaDoc } from '../openapi/route-doc.ts';
import { auditExportQuery, auditFiltersQuery, auditPageQuery } from './schema.ts';

const filters = auditFiltersQuery.shape;

export const auditTrailDocs: AreaDoc = {
  tag: 'Audit trail',
  description: 'Who changed what and when, its exports, and the verification of the log (audit-trail.md).',
  routes: {
    'GET /api/admin/audit-trail': {
      summary: 'The audit trail, newest first, a page at a time',
      description: "In the actor's scope.",
      roles: ADMIN_ROLES,
      query: z.object({ ...filters, ...auditPageQuery.shape }),
      answer: z.object({ items: z.array(z.looseObject({})), nextCursor: z.string().nullable() }),
      errors: { 400: ['auditTrail.invalidRange'] },
    },
    'GET /api/admin/audit-trail/export': {
      summary: 'The trail as a file, streamed',
      description: 'Headers `X-Audit-Export-Id` and `X-Audit-Export-Manifest` name its manifest.',
      roles: ADMIN_ROLES,
      query: z.object({ ...filters, ...auditExportQuery.shape }),
      answer: { description: 'CSV, JSON lines or a workbook', contentType: 'application/octet-stream' },
      errors: { 400: ['auditTrail.invalidRange'] },
    },
    'GET /api/admin/audit-trail/exports/:exportId/manifest': {
      summary: "An export's manifest",
      description: "The export's maker, their companyAdmins, superUsers.",
      roles: ADMIN_ROLES,
      params: { exportId: 'The export' },
      answer: z.looseObject({ exportId: z.string() }),
    },
    'POST /api/admin/audit-trail/exports/verify': {
      summary: 'Check an export file against its manifest and the log',
      roles: ['superUser'],
      multipart: { file: 'The export file (up to 100 MB)' },
      answer: documented('The verdict per check'),
      errors: { 400: ['upload.missingFile', 'upload.tooLarge'] },
    },
    'GET /api/admin/audit-trail/verify': {
      summary: 'Check every hash chain and seal of the live log',
      roles: ['superUser'],
      answer: documented('The verdict: chains, seals, and whether the log was cut'),
    },
  },
};
