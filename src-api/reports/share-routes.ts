import Router from '@koa/router';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { reportShareDecider, reportShareStream } from '../../src-domain/report-share/index.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { TrackedDocument } from '../../src-projections/projection.ts';
import type { ReportShareDocument } from '../../src-projections/report-shares/projection.ts';
import { reportShareQueries } from '../../src-projections/report-shares/queries.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { requireRole } from '../auth/current-user.ts';
import { ADMIN_ROLES, inspectionFor, organizationFor } from '../auth/tenancy.ts';
import { ApiError } from '../http/api-error.ts';
import { idOrMyParam, idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { presentSharedReport } from './public-report.ts';
import { answerPictureById } from './answer-pictures.ts';
import { reportPdfAssets } from './report-pdf-assets.ts';
import { reportPdf } from '../../src-projections/documents/report-pdf.ts';
import { attach, downloadName } from '../http/download.ts';
import type { ReportInputs } from '../../src-projections/reports/report.ts';
import { creatorMayReadReport } from './share-access.ts';
import { createShareBody } from './schema.ts';
import { shareOpenings } from './share-openings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  const openings = shareOpenings(readModels.store);

  const present = async (docs: ReportShareDocument[]) => {
    const ids = [...new Set(docs.flatMap((d) => [d.createdBy, d.revokedBy ?? []].flat()))];
    const names = new Map((await userQueries(readModels).byIds(ids)).map((u) => [u._id, u.name]));
    const lastOpened = await openings.lastOpenedOf(docs.map((d) => d._id));
    const now = clock.now().toISOString();
    return docs.map((d) => ({
      id: d._id,
      kind: d.kind,
      inspectionId: d.inspectionId,
      createdBy: { id: d.createdBy, name: names.get(d.createdBy) ?? '' },
      createdAt: d.createdAt,
      expiresAt: d.expiresAt,
      lastOpenedAt: lastOpened.get(d._id) ?? null,
      revokedAt: d.revokedAt,
      revokedBy: d.revokedBy ? { id: d.revokedBy, name: names.get(d.revokedBy) ?? '' } : null,
      revokedReason: d.revokedReason ?? null,
      state: d.revokedAt ? 'revoked' : d.expiresAt > now ? 'active' : 'expired',
      active: !d.revokedAt && d.expiresAt > now,
    }));
  };

  /** The organization-wide list: each link with the inspection and entity it opens. */
  const presentWithInspections = async (docs: ReportShareDocument[]) => {
    const inspectionIds = [...new Set(docs.map((d) => d.inspectionId))];
    const inspections = new Map(
      (
        await inspectionQueries(readModels).summariesNewestFirst(
          { _id: { $in: inspectionIds } },
          { skip: 0, limit: inspectionIds.length },
        )
      ).map((i) => [i._id, i]),
    );
    const hotelIds = [...new Set(docs.map((d) => d.hotelId))];
    const hotels = new Map((await hotelQueries(readModels).byIds(hotelIds)).map((h) => [h._id, h.name]));
    const presented = await present(docs);
    return presented.map((share, index) => {
      const inspection = inspections.get(share.inspectionId);
      const hotelId = docs[index]!.hotelId;
      return {
        ...share,
        inspection: {
          id: share.inspectionId,
          title: inspection?.inspectionType.name ?? '',
          startDate: inspection?.startDate ?? null,
        },
        hotel: { id: hotelId, name: hotels.get(hotelId) ?? '' },
      };
    });
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

  /**
   * Every share link of an organization, newest first: a companyAdmin their own ("my"), a superUser any.
   * The links are revoked through their inspection's route.
   */
  router.get('/api/admin/organizations/:id/shares', async (ctx) => {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    ctx.body = await presentWithInspections(await shares.ofOrganization(organization._id));
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

  /**
   * The open share a token names, and its inspection; the same 404 for a token never made, revoked or
   * expired, and for one whose creator could not read the report now (gone, deactivated, demoted, moved off
   * the entity): a link never reaches further than its creator does today. The revocation reactor revokes
   * such links soon after; this check holds until it has.
   */
  const sharedInspection = async (token: string) => {
    const share = /^[\w-]{20,100}$/.test(token) ? await shares.byTokenHash(hashOf(token)) : null;
    const open = share && !share.revokedAt && share.expiresAt > clock.now().toISOString();
    const inspection = open ? await inspectionQueries(readModels).byId(share.inspectionId) : null;
    const creator = inspection ? await userQueries(readModels).byId(share!.createdBy) : null;
    if (!share || !inspection || !creatorMayReadReport(creator, inspection))
      throw new ApiError(404, 'share.notFound');
    return { share, inspection };
  };

  /** The shared report: no sign-in, only this report, read-only. */
  router.get('/api/shared/reports/:token', async (ctx) => {
    const { share, inspection } = await sharedInspection(String(ctx.params.token ?? ''));
    const inputs = await reportInputs(
      inspection as TrackedDocument<InspectionDocument>,
      ctx.query.languageShortCode,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = presentSharedReport(inputs, share.kind, share.expiresAt);
    // When it was last opened, for the organization's list (share-openings.ts: a row, not an event).
    await openings.opened(share._id, clock.now().toISOString());
  });
  /**
   * The shared report as a PDF, drawn from the shared answer itself (never the admins' report): what the link
   * leaves out of its page stays out of its PDF. The token authorizes it as it does the page.
   */
  router.get('/api/shared/reports/:token/report.pdf', async (ctx) => {
    const { share, inspection } = await sharedInspection(String(ctx.params.token ?? ''));
    const inputs = await reportInputs(
      inspection as TrackedDocument<InspectionDocument>,
      ctx.query.languageShortCode,
    );
    const report = presentSharedReport(inputs, share.kind, share.expiresAt);
    const assets = await reportPdfAssets(services, inspection, report);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    attach(ctx, `${downloadName('report', report.hotel.name, report.startDate)}.pdf`, 'application/pdf');
    ctx.body = await reportPdf(report, {
      ...assets,
      ...('actionItems' in report ? { actionItems: report.actionItems } : {}),
    });
    await openings.opened(share._id, clock.now().toISOString());
  });
  /**
   * The shared report's pictures, by attachment id (the shared report carries no storage paths): only the
   * images of that inspection's answers, as the report shows them.
   */
  router.get('/api/shared/reports/:token/files/:attachmentId', async (ctx) => {
    const { inspection } = await sharedInspection(String(ctx.params.token ?? ''));
    const picture = answerPictureById(inspection, String(ctx.params.attachmentId ?? ''));
    if (!picture) throw new ApiError(404, 'errors.notFound');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Content-Disposition', 'inline');
    ctx.type = picture.mimeType;
    ctx.body = await files.read(picture.path);
  });
  return router;
}
