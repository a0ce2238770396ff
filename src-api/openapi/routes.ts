import Router from '@koa/router';
import { createHash } from 'node:crypto';
import { API_AREAS } from './areas.ts';
import { buildOpenApiDocument } from './document.ts';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The OpenAPI document, public: it describes routes, never data, and is the same for every caller and
 * tenant. Built once per process; clients may keep it an hour and revalidate it by its ETag after a deploy.
 */
export function openApiRoutes(): Router {
  const router = new Router();
  let built: { text: string; etag: string } | undefined;
  router.get(OPENAPI_PATH, (ctx) => {
    if (!built) {
      const text = JSON.stringify(buildOpenApiDocument(API_AREAS));
      built = { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
    }
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('ETag', built.etag);
    if (ctx.get('If-None-Match') === built.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = built.text;
  });
  return router;
}
