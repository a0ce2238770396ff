import { readFile, rm } from 'node:fs/promises';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import { requireRole, requireUser } from '../auth/current-user.ts';
import { organizationFor } from '../auth/tenancy.ts';
import { cleanImage, UPLOAD_ERRORS } from '../files/image-upload.ts';
import { ApiError } from '../http/api-error.ts';
import { idOrMyParam } from '../http/params.ts';
import type { ApiServices } from '../services.ts';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MAX_SIDE = 1024;

/** The organization logo: uploaded as multipart field `image`, stored re-encoded, served with nosniff. */
export function logoRoutes(services: ApiServices): Router {
  const { readModels, commands, projections, files } = services;
  const router = new Router({ prefix: '/api/admin/organizations/:id/logo' });
  const multipart = koaBody({
    multipart: true,
    urlencoded: false,
    json: false,
    formidable: { maxFileSize: LOGO_MAX_BYTES, maxFiles: 1, maxFields: 5, allowEmptyFiles: false },
    // Formidable marks size overruns with httpCode 413; anything else is a malformed upload.
    onError: (error, ctx) => {
      const tooLarge = (error as { httpCode?: number }).httpCode === 413;
      ctx.throw(tooLarge ? 413 : 400, tooLarge ? UPLOAD_ERRORS.tooLarge : UPLOAD_ERRORS.missingFile);
    },
  });

  router.get('/', async (ctx) => {
    const actor = requireUser(ctx);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    if (!organization.logo) throw new ApiError(404, 'organizations.noLogo');
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.set('Content-Disposition', 'inline; filename="logo.webp"');
    ctx.type = organization.logo.mimeType;
    ctx.body = await files.read(organization.logo.fileName);
  });

  router.post('/', multipart, async (ctx) => {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    const upload = ctx.request.files?.image;
    const file = Array.isArray(upload) ? upload[0] : upload;
    if (!file) throw new ApiError(400, UPLOAD_ERRORS.missingFile);
    let raw: Buffer;
    try {
      raw = await readFile(file.filepath);
    } finally {
      await rm(file.filepath, { force: true });
    }
    const image = await cleanImage(raw, file.originalFilename ?? '', {
      maxBytes: LOGO_MAX_BYTES,
      maxSide: LOGO_MAX_SIDE,
    });
    const fileName = await files.save(organization._id, 'logo', 'webp', image.data);
    const result = await commands.handle(
      organizationDecider,
      organizationStream(organization._id),
      { type: 'SetLogo', fileName, mimeType: image.mimeType, width: image.width, height: image.height },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    if (organization.logo) await files.remove(organization.logo.fileName);
    ctx.body = { width: image.width, height: image.height, mimeType: image.mimeType };
  });

  router.delete('/', async (ctx) => {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    const organization: OrganizationDocument = await organizationFor(
      readModels,
      actor,
      idOrMyParam(ctx.params.id),
    );
    const result = await commands.handle(
      organizationDecider,
      organizationStream(organization._id),
      { type: 'RemoveLogo' },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    if (organization.logo) await files.remove(organization.logo.fileName);
    ctx.body = {};
  });

  return router;
}
