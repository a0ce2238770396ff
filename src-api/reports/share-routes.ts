import Router from '@koa/router';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  DEFAULT_SHARE_DAYS,
  MAX_SHARE_DAYS,
  reportShareDecider,
  reportShareStream,
  SHARED_REPORT_KINDS,
} from '../../src-domain/report-share/index.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { TrackedDocument } from '../../src-projections/projection.ts';
import type { ReportShareDocument } from '../../src-projections/report-shares/projection.ts';
import { reportShareQueries } from '../../src-projections/report-shares/queries.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { requireRole } from '../auth/current-user.ts';
import { ADMIN_ROLES, inspectionFor } from '../auth/tenancy.ts';
import { ApiError } from '../http/api-error.ts';
import { attachmentAt, STORED } from '../inspections/file-routes.ts';
import { idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { presentAuditQaReport, presentReport, type ReportInputs } from './report.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const createShareBody = z
  .object({
    kind: z.enum(SHARED_REPORT_KINDS).default('report'),
    days: z.number().int().min(1).max(MAX_SHARE_DAYS).default(DEFAULT_SHARE_DAYS),
  })
  .strict();

/** The hash a link's token is stored and found by. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The share links' path in the web app: the token travels in it, so it is shown once, to its creator. */
export const sharedReportPath = (token: string) => `/shared/reports/${token}`;

/**
 * Share links (administration, "take it away"): an admin who may read an inspection's report makes a
 * read-only link to it that works without signing in, until it expires (30 days unless chosen, at most a
 * year) or is revoked. Creating and revoking are events; only the token's hash is kept, so neither the log
 * nor the read model can open a report. The public route answers the same 404 for a token never made,
 * revoked or expired.
 */
export function shareRoutes(
  services: ApiServices,
  reportInputs: (doc: TrackedDocument<InspectionDocument>, language: unknown) => Promise<ReportInputs>,
): Router {
  const { readModels, commands, projections, clock, files } = services;
  const router = new Router();
  const shares = reportShareQueries(readModels);

  const present = async (docs: ReportShareDocument[]) => {
    const ids = [...new Set(docs.flatMap((d) => [d.createdBy, d.revokedBy ?? []].flat()))];
    const names = new Map((await userQueries(readModels).byIds(ids)).map((u) => [u._id, u.name]));
    const now = clock.now().toISOString();
    return docs.map((d) => ({
      id: d._id,
      kind: d.kind,
      createdBy: { id: d.createdBy, name: names.get(d.createdBy) ?? '' },
      createdAt: d.createdAt,
      expiresAt: d.expiresAt,
      revokedAt: d.revokedAt,
      revokedBy: d.revokedBy ? { id: d.revokedBy, name: names.get(d.revokedBy) ?? '' } : null,
      active: !d.revokedAt && d.expiresAt > now,
    }));
  };

  router.post('/api/admin/inspections/:id/shares', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const body = parseBody(createShareBody, ctx.request.body ?? {});
    const inspection = await inspectionFor(readModels, actor, idParam(ctx.params.id));
    if (!inspection.agentEndTime) throw new ApiError(409, 'report.notEnded');
    const token = randomBytes(32).toString('base64url');
    const shareId = randomUUID();
    const now = clock.now();
    const result = await commands.handle(
      reportShareDecider,
      reportShareStream(shareId),
      {
        type: 'CreateReportShare',
        actorRole: actor.role,
        shareId,
        inspectionId: inspection._id,
        organizationId: inspection.organizationId,
        hotelId: inspection.hotelId,
        kind: body.kind,
        tokenHash: hashOf(token),
        expiresAt: new Date(now.getTime() + body.days * DAY_MS).toISOString(),
        by: actor.id,
        at: now.toISOString(),
      },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.status = 201;
    ctx.body = { ...(await present([(await shares.byId(shareId))!]))[0], path: sharedReportPath(token) };
  });

  router.get('/api/admin/inspections/:id/shares', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const inspection = await inspectionFor(readModels, actor, idParam(ctx.params.id));
    ctx.body = await present(await shares.ofInspection(inspection._id));
  });

  router.delete('/api/admin/inspections/:id/shares/:shareId', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const inspection = await inspectionFor(readModels, actor, idParam(ctx.params.id));
    const share = await shares.byId(idParam(ctx.params.shareId));
    if (!share || share.inspectionId !== inspection._id) throw new ApiError(404, 'errors.notFound');
    const result = await commands.handle(
      reportShareDecider,
      reportShareStream(share._id),
      { type: 'RevokeReportShare', actorRole: actor.role, by: actor.id, at: clock.now().toISOString() },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.body = (await present([(await shares.byId(share._id))!]))[0];
  });

  /** The open share a token names, and its inspection; the same 404 for a token never made, revoked or expired. */
  const sharedInspection = async (token: string) => {
    const share = /^[\w-]{20,100}$/.test(token) ? await shares.byTokenHash(hashOf(token)) : null;
    const open = share && !share.revokedAt && share.expiresAt > clock.now().toISOString();
    const inspection = open ? await inspectionQueries(readModels).byId(share.inspectionId) : null;
    if (!share || !inspection) throw new ApiError(404, 'share.notFound');
    return { share, inspection };
  };

  /** The shared report: no sign-in, only this report, read-only. */
  router.get('/api/shared/reports/:token', async (ctx) => {
    const { share, inspection } = await sharedInspection(String(ctx.params.token ?? ''));
    const inputs = await reportInputs(
      inspection as TrackedDocument<InspectionDocument>,
      ctx.query.languageShortCode,
    );
    const report = share.kind === 'reportAuditQA' ? presentAuditQaReport(inputs) : presentReport(inputs);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = { ...report, kind: share.kind, expiresAt: share.expiresAt };
  });
  /** The shared report's pictures: only the images of that inspection's answers, as the report shows them. */
  router.get('/api/shared/reports/:token/files/{*path}', async (ctx) => {
    const { inspection } = await sharedInspection(String(ctx.params.token ?? ''));
    const name = Array.isArray(ctx.params.path) ? ctx.params.path.join('/') : (ctx.params.path ?? '');
    const match = STORED.exec(name);
    const picture = attachmentAt(inspection, name);
    if (!match || match[2] !== inspection._id || !picture?.mimeType.startsWith('image/'))
      throw new ApiError(404, 'errors.notFound');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Content-Disposition', 'inline');
    ctx.type = picture.mimeType;
    ctx.body = await files.read(name);
  });
  return router;
}
