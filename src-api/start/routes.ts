import Router from '@koa/router';
import { requireUser } from '../auth/current-user.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { waitingQuery } from './schema.ts';
import { waitingFor } from './waiting.ts';

/**
 * The start page's "waiting for you" counts (docs/web-app.md#start-pages): one call for every role, each
 * count in the caller's own scope, read from read models only.
 */
export function startRoutes(services: ApiServices): Router {
  const { readModels, clock } = services;
  const router = new Router();
  router.get('/api/start/waiting', async (ctx) => {
    const viewer = requireUser(ctx);
    parseBody(waitingQuery, { ...ctx.query });
    ctx.body = await waitingFor(readModels, viewer, clock.now());
  });
  return router;
}
