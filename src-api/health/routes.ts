import Router from '@koa/router';
import type { Context } from 'koa';
import type { ApiServices } from '../services.ts';

type HealthSource = Pick<ApiServices['projections'], 'health'>;

/**
 * For load balancers, orchestrators and operators. `/api/health/live`: the process is up and answers (it
 * reads nothing; a restart is the cure when it fails). `/api/health/ready` (and `/api/health`, its older
 * name): are the read models and reactors keeping up with the log? Computed from the stored checkpoints, so
 * every replica answers the same. Unauthenticated callers get names and a status word only: no positions,
 * error messages or hosts (those stay in the logs and the checkpoints).
 */
export function healthRoutes(projections: HealthSource): Router {
  const router = new Router();
  router.get('/api/health/live', (ctx) => {
    ctx.body = { status: 'live' };
  });
  const ready = async (ctx: Context) => {
    let report;
    try {
      report = await projections.health();
    } catch {
      // The log or the read store cannot be read: this process cannot serve, say so without details.
      ctx.status = 503;
      ctx.body = { status: 'unavailable', projections: [], reactors: [] };
      return;
    }
    ctx.status = report.healthy ? 200 : 503;
    ctx.body = {
      status: report.healthy ? 'ok' : 'degraded',
      projections: report.projections,
      reactors: report.reactors,
    };
  };
  router.get('/api/health/ready', ready);
  router.get('/api/health', ready);
  return router;
}
