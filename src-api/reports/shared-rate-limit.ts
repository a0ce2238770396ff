import type { Context, Next } from 'koa';
import type { RateLimits } from '../auth/rate-limits.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';

/** Every public shared-report route (the report, its files, its PDF and any later one) lives under it. */
export const SHARED_API_PREFIX = '/api/shared/';

/**
 * The public shared-report routes answer without a session, so they are throttled per client IP: a page
 * with its pictures stays well inside the limit, a token guesser or a scraper does not. Counted before any
 * lookup, so an unknown token costs the same as a known one.
 */
export function sharedReportRateLimit(rateLimits: RateLimits) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith(SHARED_API_PREFIX)) {
      const waitSeconds = await rateLimits.sharedReportRead(ctx.ip);
      if (waitSeconds !== null) {
        ctx.set('Retry-After', String(waitSeconds));
        throw new ApiError(429, API_ERRORS.tooManyAttempts);
      }
    }
    await next();
  };
}
