import Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import {
  auditExportDecider,
  auditExportStream,
  type AuditExportCommand,
} from '../../src-domain/audit-export/index.ts';
import { DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import { stripTracking, type TrackedDocument } from '../../src-projections/projection.ts';
import { auditTrailQueries, type AuditFilters } from '../../src-projections/audit-trail/queries.ts';
import { requireRole, type CurrentUser } from '../auth/current-user.ts';
import { ADMIN_ROLES, auditScope, mayReadAuditExport } from '../auth/tenancy.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { idParam } from '../http/params.ts';
import { BODY_ERRORS, parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { exportPages } from './export-pages.ts';
import { exportStream } from '../../src-projections/documents/audit-export-stream.ts';
import { ExportTexts, presentAuditEntries } from './presenter.ts';
import { auditExportQuery, auditFiltersQuery, auditPageQuery } from './schema.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/jsonl; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The address of an export's manifest (docs/api.md lists it). */
export const auditManifestPath = (exportId: string) => `/api/admin/audit-trail/exports/${exportId}/manifest`;

const FILTER_KEYS = [
  'from',
  'to',
  'hotelId',
  'userId',
  'inspectionId',
  'questionId',
  'kind',
  'languageShortCode',
];
const pick = (query: Context['query'], keys: string[]) =>
  Object.fromEntries(keys.filter((key) => query[key] !== undefined).map((key) => [key, query[key]]));

/**
 * The audit trail (compliance): every change of the log with who, when, where and old -> new, for the admins
 * in their scope (superUser all, companyAdmin their organization, hotelAdmin their entities), read a page at
 * a time by index, newest first; and its exports, streamed, each recorded as an event with its manifest.
 */
export function auditTrailRoutes(services: ApiServices): Router {
  const { readModels, questionnaires, commands, projections, clock, log } = services;
  const router = new Router();
  const trail = auditTrailQueries(readModels);

  /** The filters every audit route reads; `extra` names the route's own parameters, anything else is refused. */
  const filtersOf = (ctx: Context, extra: string[]) => {
    const actor: CurrentUser = requireRole(ctx, ADMIN_ROLES);
    const unknown = Object.keys(ctx.query).filter(
      (key) => !FILTER_KEYS.includes(key) && !extra.includes(key),
    );
    if (unknown.length)
      throw new ApiError(400, BODY_ERRORS.unknownField, { [unknown.join(',')]: BODY_ERRORS.unknownField });
    const { languageShortCode, ...filters } = parseBody(auditFiltersQuery, pick(ctx.query, FILTER_KEYS));
    return { actor, filters: filters as AuditFilters, language: languageShortCode ?? DEFAULT_LOCALE };
  };

  router.get('/api/admin/audit-trail', async (ctx) => {
    const { actor, filters, language } = filtersOf(ctx, ['cursor', 'limit']);
    const { cursor, limit } = parseBody(auditPageQuery, pick(ctx.query, ['cursor', 'limit']));
    const page = await trail.page(auditScope(actor), filters, cursor ?? null, limit);
    ctx.body = {
      items: await presentAuditEntries(page.items, language, readModels, questionnaires, actor),
      nextCursor: page.nextCursor,
    };
  });

  router.get('/api/admin/audit-trail/export', async (ctx) => {
    const { actor, filters, language } = filtersOf(ctx, ['format']);
    const { format } = parseBody(auditExportQuery, pick(ctx.query, ['format']));
    const texts = new ExportTexts(language, questionnaires);
    const pages = exportPages(trail, auditScope(actor), filters, (docs) =>
      presentAuditEntries(docs, language, readModels, questionnaires, actor, texts),
    );
    const exportId = randomUUID();
    const asked = pick(ctx.query, FILTER_KEYS) as Record<string, string>;
    const about = { exportId, format, organizationId: actor.organizationId ?? null, by: actor.id };
    const record = (command: AuditExportCommand) =>
      commands.handle(auditExportDecider, auditExportStream(exportId), command, { actorId: actor.id });
    // Recorded before the first byte: a read of the trail that never completes is still on record.
    await record({
      type: 'StartAuditExport',
      actorRole: actor.role,
      ...about,
      filters: asked,
      at: clock.now().toISOString(),
    });
    ctx.set('Content-Disposition', `attachment; filename="audit-trail-${exportId}.${format}"`);
    ctx.set('X-Audit-Export-Id', exportId);
    ctx.set('X-Audit-Export-Manifest', auditManifestPath(exportId));
    ctx.type = CONTENT_TYPES[format];
    ctx.body = exportStream(format, pages, {
      completed: async (summary) => {
        const result = await record({
          type: 'RecordAuditExport',
          actorRole: actor.role,
          ...about,
          filters: asked,
          ...summary,
          at: clock.now().toISOString(),
        });
        await projections.waitFor(result.position);
      },
      // After the answer has ended: nobody is waiting, so a failure to record is logged.
      aborted: async (figures) => {
        await record({
          type: 'AbortAuditExport',
          actorRole: actor.role,
          ...about,
          ...figures,
          at: clock.now().toISOString(),
        }).catch((error: unknown) =>
          log(`audit export ${exportId}: recording its abort failed: ${(error as Error).message}`),
        );
      },
    });
  });

  /** An export's manifest: for its maker, their organization's companyAdmins and superUsers. */
  router.get('/api/admin/audit-trail/exports/:exportId/manifest', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const doc = await trail.exportById(idParam(ctx.params.exportId));
    if (!doc || !mayReadAuditExport(actor, doc)) throw new ApiError(404, API_ERRORS.notFound);
    const { _id, ...manifest } = stripTracking(doc as TrackedDocument<typeof doc>);
    ctx.body = { exportId: _id, ...manifest };
  });
  return router;
}
