import type { Context, Next } from 'koa';
import { bearerOf, carriesSession } from '../auth/api-key-caller.ts';
import { API_ERRORS, ApiError } from './api-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent from another site: browsers mark them with Sec-Fetch-Site or a
 * foreign Origin. Together with SameSite=Lax cookies this closes cross-site request forgery. Our own origin
 * is PUBLIC_URL's and nothing else: the Host header is the client's to choose, so it proves nothing.
 */
export function crossSiteGuard(publicUrl: () => string) {
  return async (ctx: Context, next: Next) => {
    // A bearer key without a session cookie is no ambient credential: a page on another site cannot make a
    // browser send it (a cross-site Authorization header needs a CORS preflight this API never grants).
    // With a cookie too, the guard applies, and the key check refuses the pair.
    const keyWithoutSession = !!bearerOf(ctx) && !carriesSession(ctx);
    if (!SAFE_METHODS.has(ctx.method) && !keyWithoutSession) {
      const site = ctx.get('Sec-Fetch-Site');
      const origin = ctx.get('Origin');
      if (site === 'cross-site' || (origin && origin !== new URL(publicUrl()).origin)) {
        throw new ApiError(403, API_ERRORS.forbidden);
      }
    }
    await next();
  };
}
