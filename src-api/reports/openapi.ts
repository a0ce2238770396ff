import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/tenancy.ts';
import { file, languageQuery, type AreaDoc, type RouteDoc } from '../openapi/route-doc.ts';
import { createShareBody } from './schema.ts';

/** A report (presentReport): the fields every report has; its figures and outline are further fields. */
export const reportAnswer = z
  .looseObject({
    id: z.string().describe("The inspection's id"),
    version: z.number().int().describe("The inspection's version the report was computed from"),
    title: z.string(),
    reportType: z.string(),
    languageShortCode: z.string(),
    hotel: z.object({ id: z.string(), name: z.string(), address: z.string(), timeZone: z.string() }),
    agent: z
      .object({ id: z.string(), name: z.string(), agentCode: z.string(), profile: z.string() })
      .nullable(),
    startDate: z.string(),
    startHour: z.string(),
    outline: z.looseObject({
      modules: z.array(z.looseObject({})),
      headerContext: z.array(z.looseObject({})),
    }),
  })
  .describe('The report of an inspection the agent submitted');

const auditQaReportAnswer = reportAnswer
  .extend({ actionItems: z.array(z.looseObject({})) })
  .describe("The report with its action plan's items");

const person = z.object({ id: z.string(), name: z.string() });
export const shareAnswer = z
  .looseObject({
    id: z.string(),
    inspectionId: z.string(),
    kind: z.string(),
    createdBy: person,
    createdAt: z.string(),
    expiresAt: z.string(),
    lastOpenedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    revokedBy: person.nullable(),
    revokedReason: z.string().nullable(),
    state: z.enum(['active', 'revoked', 'expired']),
    active: z.boolean(),
  })
  .describe('A share link (never its token, which is answered once)');

const readable = (summary: string, answer: RouteDoc['answer']): RouteDoc => ({
  summary,
  description: 'Admins who may open the inspection; only after the agent submitted it.',
  roles: ADMIN_ROLES,
  query: languageQuery,
  answer,
  errors: { 409: ['report.notEnded'] },
});
const token = { token: "The link's token" };
const shared = (
  summary: string,
  answer: RouteDoc['answer'],
  params: Record<string, string> = token,
): RouteDoc => ({
  summary,
  description: 'No session: the token. Rate-limited per client address.',
  public: true,
  params,
  answer,
  errors: { 404: ['share.notFound'], 429: ['errors.tooManyAttempts'] },
});

export const reportDocs: AreaDoc = {
  tag: 'Reports',
  description: 'Reports of submitted inspections, their files, and share links (reports.md).',
  routes: {
    'GET /api/admin/inspections/:id/report': readable('The report', reportAnswer),
    'GET /api/admin/inspections/:id/reportAuditQA': readable('The audit QA report', auditQaReportAnswer),
    'GET /api/admin/inspections/:id/report.xlsx': readable(
      'The report as a spreadsheet',
      file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'The report workbook'),
    ),
    'GET /api/admin/inspections/:id/report.pdf': readable(
      'The report as an A4 PDF',
      file('application/pdf', 'The report'),
    ),
    'GET /api/admin/inspections/:id/reportAuditQA.pdf': readable(
      'The audit QA report as an A4 PDF',
      file('application/pdf', "The report with its action plan's items"),
    ),
    'POST /api/admin/inspections/:id/shares': {
      summary: 'Create a share link (its path answered once)',
      roles: ADMIN_ROLES,
      body: createShareBody,
      status: 201,
      answer: shareAnswer.extend({ path: z.string().describe('`/shared/reports/<token>`: shown once') }),
      errors: { 409: ['report.notEnded'] },
    },
    'GET /api/admin/inspections/:id/shares': {
      summary: "The inspection's share links",
      roles: ADMIN_ROLES,
      answer: z.array(shareAnswer),
    },
    'GET /api/admin/organizations/:id/shares': {
      summary: "The organization's share links, with their inspections",
      roles: ['superUser', 'companyAdmin'],
      params: { id: "The organization id, or `my` for the caller's own" },
      answer: z.array(
        shareAnswer.extend({
          inspection: z.object({ id: z.string(), title: z.string(), startDate: z.string().nullable() }),
          hotel: person,
        }),
      ),
    },
    'DELETE /api/admin/inspections/:id/shares/:shareId': {
      summary: 'Revoke a share link',
      roles: ADMIN_ROLES,
      params: { shareId: 'The link' },
      answer: shareAnswer,
    },
    'GET /api/shared/reports/:token': shared(
      'The shared report, read-only',
      z
        .looseObject({ kind: z.string(), expiresAt: z.string(), id: z.string(), title: z.string() })
        .describe('The report without answers meant for the organization only'),
    ),
    'GET /api/shared/reports/:token/report.pdf': shared(
      'The shared report as a PDF',
      file('application/pdf', 'The report'),
    ),
    'GET /api/shared/reports/:token/files/:attachmentId': shared(
      "An image of the inspection's answers",
      file('image/webp', 'The image'),
      { ...token, attachmentId: 'The picture' },
    ),
  },
};
