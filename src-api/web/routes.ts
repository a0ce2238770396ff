import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Router from '@koa/router';
import send from 'koa-send';

/** Where `vite build` puts the web app. */
export const WEB_DIST = resolve(import.meta.dirname, '../../dist/web');
const NOT_PAGES = /^\/(api|files|socket\.io)(\/|$)/;

/**
 * The single-page web app: hashed assets cached for a year, every other GET answered with index.html so
 * the client router takes the path. API, file and socket paths never fall through to the page.
 */
export function webRoutes(): Router {
  const router = new Router();
  router.get('/assets/:file', async (ctx) => {
    await send(ctx, `assets/${ctx.params.file}`, {
      root: WEB_DIST,
      immutable: true,
      maxage: 365 * 24 * 3600 * 1000,
    });
  });
  router.get('/{*path}', async (ctx, next) => {
    if (NOT_PAGES.test(ctx.path)) return next();
    if (!existsSync(join(WEB_DIST, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run npm run build';
      return;
    }
    if (/^\/[^/]+\.(png|svg|ico|webmanifest|txt)$/.test(ctx.path) && existsSync(join(WEB_DIST, ctx.path))) {
      await send(ctx, ctx.path, { root: WEB_DIST });
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: WEB_DIST });
  });
  return router;
}
