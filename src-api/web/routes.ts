import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Router from '@koa/router';
import send from 'koa-send';
import { projectPath } from '../../src-projections/project-path.ts';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '../../src-domain/shared/locales.ts';
import { SESSION_COOKIE } from '../auth/current-user.ts';
import { inspectionPreload, pageFor } from './route-preloads.ts';

/** Where `vite build` puts the web app. */
export const WEB_DIST = projectPath('dist', 'web');
const NOT_PAGES = /^\/(api|files|socket\.io)(\/|$)/;
const DASHBOARD_VIEW = /^\/dashboard\/view\/[^/]+$/;
const DASHBOARD_PAGE = 'dashboard-view.html';

/**
 * The build writes a .br and a .gz copy beside each script, style, page and SVG (scripts/vite-precompress.ts);
 * koa-send sends the one the browser accepts (brotli first) with its Content-Encoding. Caches must keep the
 * copies apart, hence Vary on every file that may have them.
 */
const PRECOMPRESSED = { brotli: true, gzip: true } as const;

/**
 * The single-page web app: hashed assets cached for a year, every other GET answered with index.html so
 * the client router takes the path. API, file and socket paths never fall through to the page.
 */
export function webRoutes(): Router {
  const router = new Router();
  router.get('/assets/:file', async (ctx) => {
    ctx.vary('Accept-Encoding');
    await send(ctx, `assets/${ctx.params.file}`, {
      ...PRECOMPRESSED,
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
      ctx.vary('Accept-Encoding');
      await send(ctx, ctx.path, { ...PRECOMPRESSED, root: WEB_DIST });
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    // The public wall dashboard has a page of its own (src-web/dashboard-view.html): none of the app's code.
    const page =
      DASHBOARD_VIEW.test(ctx.path) && existsSync(join(WEB_DIST, DASHBOARD_PAGE))
        ? DASHBOARD_PAGE
        : 'index.html';
    ctx.vary('Accept-Encoding');
    const stored = ctx.cookies.get(LOCALE_COOKIE);
    const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
    const screenPage = page === 'index.html' ? pageFor(WEB_DIST, ctx.path, locale) : null;
    if (screenPage) {
      // What the page preloads follows the language and session cookies.
      ctx.vary('Cookie');
      const inspection = inspectionPreload(ctx.path, locale, !!ctx.cookies.get(SESSION_COOKIE));
      if (inspection) ctx.set('Link', inspection);
      const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
      if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
      ctx.type = 'text/html';
      ctx.body = encoding === 'br' ? screenPage.br : encoding === 'gzip' ? screenPage.gzip : screenPage.plain;
      return;
    }
    await send(ctx, page, { ...PRECOMPRESSED, root: WEB_DIST });
  });
  return router;
}
