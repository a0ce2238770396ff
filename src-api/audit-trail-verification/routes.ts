import Router from '@koa/router';
import { requireRole } from '../auth/current-user.ts';
import type { ApiServices } from '../services.ts';
import { presentVerification } from './presenter.ts';

/**
 * `GET /api/admin/audit-trail/verify` (superUser only): verifies the whole log now, as `npm run verify-log`
 * does (every hash chain, every seal, nothing cut off the end), and answers the verdict with the last seal.
 * It reads every event, so it takes seconds on a large log; it is a deliberate check, not a poll.
 */
export function auditTrailVerificationRoutes(services: Pick<ApiServices, 'auditTrail' | 'clock'>): Router {
  const router = new Router({ prefix: '/api/admin/audit-trail' });
  router.get('/verify', async (ctx) => {
    requireRole(ctx, ['superUser']);
    const verdict = await services.auditTrail.verify();
    ctx.body = presentVerification(verdict, services.clock.now().toISOString());
  });
  return router;
}
