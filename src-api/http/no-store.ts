import type { Context, Next } from 'koa';

/**
 * API answers hold a signed-in user's data (their inspections, their organization's users): no browser or
 * proxy cache may keep them, so a shared computer's next user, or the back button after sign-out, shows
 * nothing. A route that chose its own Cache-Control (a file download) keeps it.
 */
export function noStoreForApi() {
  return async (ctx: Context, next: Next) => {
    await next();
    if (ctx.path.startsWith('/api/') && !ctx.response.get('Cache-Control'))
      ctx.set('Cache-Control', 'no-store');
  };
}
