import type { Context, Next } from 'koa';
import koaHelmet from 'koa-helmet';

// koa-helmet is CommonJS; its typings declare an ES default export that NodeNext resolution does not see.
const helmet = koaHelmet as unknown as (options: object) => (ctx: Context, next: Next) => Promise<void>;

/** The public wall dashboard (page and data) may be embedded in other sites' frames; nothing else may. */
export const FRAMEABLE = /^\/(dashboard\/view|api\/dashboards\/view)\//;

const directives = (frameAncestors: string[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors,
});

/**
 * HSTS once the browser reached us over TLS (directly, or through a proxy trusted with TRUST_PROXY that says
 * so in X-Forwarded-Proto): from then on it never tries plain HTTP, where a session cookie could be taken.
 * Sent only over TLS, as browsers ignore it otherwise, and without includeSubDomains: the other hosts of the
 * domain are not ours to decide for.
 */
export const HSTS = 'max-age=31536000';

export function securityHeaders() {
  const strict = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(["'none'"]) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  const frameable = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(['*']) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  });
  return (ctx: Context, next: Next) => {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    return FRAMEABLE.test(ctx.path) ? frameable(ctx, next) : strict(ctx, next);
  };
}
