import Router from '@koa/router';
import { requireRole } from '../auth/current-user.ts';
import type { ApiServices } from '../services.ts';
import { singleFileUpload, uploadRoot, withUploadedFile } from '../http/single-file-upload.ts';
import {
  EXPORT_CHECK_ERRORS,
  EXPORT_CHECK_MAX_BYTES,
  presentExportCheck,
  presentVerification,
} from './presenter.ts';

/**
 * `GET /api/admin/audit-trail/verify` (superUser only): verifies the whole log now, as `npm run verify-log`
 * does (every hash chain, every seal, nothing cut off the end), and answers the verdict with the last seal.
 * It reads every event, so it takes seconds on a large log; it is a deliberate check, not a poll.
 */
export function auditTrailVerificationRoutes(
  services: Pick<ApiServices, 'auditTrail' | 'clock' | 'config'>,
): Router {
  const router = new Router({ prefix: '/api/admin/audit-trail' });
  router.get('/verify', async (ctx) => {
    requireRole(ctx, ['superUser']);
    const verdict = await services.auditTrail.verify();
    ctx.body = presentVerification(verdict, services.clock.now().toISOString());
  });

  /**
   * `POST /api/admin/audit-trail/exports/verify` (superUser; multipart, the export file in `file`): the file
   * checked against the manifest recorded when it was made (found by its SHA-256) and against the log.
   * Files over EXPORT_CHECK_MAX_BYTES are checked with `npm run verify-log -- --export` instead.
   */
  const multipart = singleFileUpload({
    root: uploadRoot(services.config.dataDir),
    field: 'file',
    maxBytes: EXPORT_CHECK_MAX_BYTES,
    keys: EXPORT_CHECK_ERRORS,
  });
  router.post(
    '/exports/verify',
    async (ctx, next) => {
      requireRole(ctx, ['superUser']);
      await next();
    },
    multipart,
    async (ctx) => {
      const check = await withUploadedFile(ctx, 'file', EXPORT_CHECK_ERRORS.missingFile, ({ data }) =>
        services.auditTrail.verifyExport(data),
      );
      ctx.body = presentExportCheck(check);
    },
  );
  return router;
}
