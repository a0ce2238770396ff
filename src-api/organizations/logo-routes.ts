import Router from '@koa/router';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import { organizationQueries } from '../../src-projections/organizations/queries.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import { requireRole, requireUser } from '../auth/current-user.ts';
import { organizationFor } from '../auth/tenancy.ts';
import { cleanImage, UPLOAD_ERRORS } from '../files/image-upload.ts';
import { ApiError } from '../http/api-error.ts';
import { singleFileUpload, uploadRoot, withUploadedFile } from '../http/single-file-upload.ts';
import { idOrMyParam } from '../http/params.ts';
import type { ApiServices } from '../services.ts';
import { presentOrganization } from './presenter.ts';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MAX_SIDE = 1024;

/** The organization logo: uploaded as multipart field `image`, stored re-encoded, served with nosniff. */
export function logoRoutes(services: ApiServices): Router {
  const { readModels, commands, projections, files, config } = services;
  const router = new Router({ prefix: '/api/admin/organizations/:id/logo' });
  const multipart = singleFileUpload({
    root: uploadRoot(config.dataDir),
    field: 'image',
    maxBytes: LOGO_MAX_BYTES,
    keys: UPLOAD_ERRORS,
  });

  router.get('/', async (ctx) => {
    const actor = requireUser(ctx);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    if (!organization.logo) throw new ApiError(404, 'organizations.noLogo');
    // Only for the signed-in user who asked, and never kept (a shared computer's next user sees nothing).
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', 'inline; filename="logo.webp"');
    ctx.type = organization.logo.mimeType;
    ctx.body = await files.read(organization.logo.fileName);
  });

  router.post(
    '/',
    async (ctx, next) => {
      // Role and organization before a byte of the body is read: a refused upload never reaches the disk.
      const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
      ctx.state.organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
      await next();
    },
    multipart,
    async (ctx) => {
      const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
      const organization = ctx.state.organization as OrganizationDocument;
      const image = await withUploadedFile(
        ctx,
        'image',
        UPLOAD_ERRORS.missingFile,
        ({ data, originalName }) =>
          cleanImage(data, originalName, { maxBytes: LOGO_MAX_BYTES, maxSide: LOGO_MAX_SIDE }),
      );
      const fileName = await files.save(organization._id, 'logo', 'webp', image.data);
      const result = await commands.handle(
        organizationDecider,
        organizationStream(organization._id),
        { type: 'SetLogo', fileName, mimeType: image.mimeType, width: image.width, height: image.height },
        { actorId: actor.id },
      );
      await projections.waitFor(result.position);
      if (organization.logo) await files.remove(organization.logo.fileName);
      // The organization as its GET presents it (the browser applies it to its store), and what was stored.
      ctx.body = {
        ...presentOrganization((await organizationQueries(readModels).byId(organization._id))!),
        width: image.width,
        height: image.height,
        mimeType: image.mimeType,
      };
    },
  );

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
    ctx.body = presentOrganization((await organizationQueries(readModels).byId(organization._id))!);
  });

  return router;
}
