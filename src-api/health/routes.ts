import Router from '@koa/router';
import type { ApiServices } from '../services.ts';

type ProjectionStatusSource = Pick<ApiServices['projections'], 'status'>;

/** For load balancers and operators: is the process up, and are its read models keeping up? */
export function healthRoutes(projections: ProjectionStatusSource): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const statuses = await projections.status();
    const failed = statuses.some((s) => s.state === 'failed');
    ctx.status = failed ? 503 : 200;
    ctx.body = {
      status: failed ? 'degraded' : 'ok',
      projections: statuses.map(({ name, state, position }) => ({ name, state, position })),
    };
  });
  return router;
}
