import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { inspectionDecider, inspectionStream } from '../../src-domain/inspection/index.ts';
import { requireUser } from '../auth/current-user.ts';
import { actionPlanFor, inspectionFor, mayAccessInspection } from '../auth/tenancy.ts';
import { ATTACHMENT_LIMITS, cleanAttachment } from '../files/attachment-upload.ts';
import { UPLOAD_ERRORS } from '../files/image-upload.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { singleFileUpload, uploadRoot, withUploadedFile } from '../http/single-file-upload.ts';
import { idParam } from '../http/params.ts';
import type { ApiServices } from '../services.ts';

/** The attachment of one of an inspection's answers stored at `path`, if any. */
export function attachmentAt(inspection: Pick<InspectionDocument, 'answers'>, path: string) {
  return Object.values(inspection.answers)
    .flatMap((byQuestion) => Object.values(byQuestion).flatMap((a) => a.attachments))
    .find((a) => a.path === path);
}

/** A file of an inspection's follow-up stored at `path`: the summary's files and the actions' proof. */
function followUpFileAt(inspection: Pick<InspectionDocument, 'followUpSummary' | 'actions'>, path: string) {
  return [
    ...inspection.followUpSummary.attachments,
    ...Object.values(inspection.actions).flatMap((a) => a.proof?.attachment ?? []),
  ].find((a) => a.path === path);
}

/** A stored attachment's path: org/<organizationId>/inspection-<inspectionId>-<fileId>.<ext>. */
export const STORED = /^org\/([0-9a-f-]{36})\/inspection-([0-9a-f-]{36})-[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/**
 * Attachments of answers: multipart upload (field `file`, and `isFollowUp`) and download. Removing one is a
 * change like any other and answers the live state (routes.ts).
 */
export function inspectionFileRoutes(services: ApiServices): Router {
  const { readModels, commands, projections, files, config } = services;
  const router = new Router();
  const multipart = singleFileUpload({
    root: uploadRoot(config.dataDir),
    field: 'file',
    maxBytes: ATTACHMENT_LIMITS.maxBytes,
    keys: UPLOAD_ERRORS,
  });
  const question = '/api/inspections/:id/modules/:moduleId/questions/:questionId';

  router.post(
    `${question}/files`,
    async (ctx, next) => {
      // Who may open the inspection, before a byte of the body is read: a refused upload never reaches the disk.
      const actor = requireUser(ctx);
      ctx.state.inspection = await inspectionFor(readModels, actor, idParam(ctx.params.id));
      idParam(ctx.params.moduleId);
      idParam(ctx.params.questionId);
      await next();
    },
    multipart,
    async (ctx) => {
      const actor = requireUser(ctx);
      const inspection = ctx.state.inspection as { _id: string; organizationId: string };
      const { clean, originalName } = await withUploadedFile(
        ctx,
        'file',
        UPLOAD_ERRORS.missingFile,
        async ({ data, originalName }) => ({
          clean: await cleanAttachment(data, originalName),
          originalName,
        }),
      );
      const path = await files.save(
        inspection.organizationId,
        `inspection-${inspection._id}`,
        clean.extension,
        clean.data,
      );
      const body = ctx.request.body as Record<string, unknown> | undefined;
      try {
        const result = await commands.handle(
          inspectionDecider,
          inspectionStream(inspection._id),
          {
            type: 'AddAttachment',
            actor: { id: actor.id, role: actor.role },
            now: services.clock.now().toISOString(),
            moduleId: idParam(ctx.params.moduleId),
            questionId: idParam(ctx.params.questionId),
            attachment: {
              id: randomUUID(),
              path,
              originalName,
              mimeType: clean.mimeType,
              isFollowUp: body?.isFollowUp === 'true' || body?.isFollowUp === true,
            },
          },
          { actorId: actor.id },
        );
        await projections.waitFor(result.position);
      } catch (error) {
        // Refused (finished inspection, skipped module): the stored file goes again.
        await files.remove(path);
        throw error;
      }
      ctx.status = 201;
      ctx.body = { path, originalName, mimeType: clean.mimeType };
    },
  );

  /** An attachment, to those who may open its inspection; images inline, anything else as a download. */
  router.get('/files/{*path}', async (ctx) => {
    const actor = requireUser(ctx);
    const name = Array.isArray(ctx.params.path) ? ctx.params.path.join('/') : (ctx.params.path ?? '');
    const match = STORED.exec(name);
    if (!match) throw new ApiError(404, API_ERRORS.notFound);
    // The answers' files for those who may open the inspection; the follow-up's for those who may read its plan.
    const inspection = await actionPlanFor(readModels, actor, match[2]!);
    const attachment =
      (mayAccessInspection(actor, inspection) ? attachmentAt(inspection, name) : undefined) ??
      followUpFileAt(inspection, name);
    if (!attachment || match[1] !== inspection.organizationId) throw new ApiError(404, API_ERRORS.notFound);
    const image = attachment.mimeType.startsWith('image/');
    const filename = attachment.originalName.replace(/[^\p{L}\p{N}._ -]/gu, '_');
    // Only for the signed-in user who asked, and never kept (a shared computer's next user sees nothing).
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set(
      'Content-Disposition',
      `${image ? 'inline' : 'attachment'}; filename="${filename.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    );
    ctx.type = attachment.mimeType;
    ctx.body = await files.read(name);
  });

  return router;
}
