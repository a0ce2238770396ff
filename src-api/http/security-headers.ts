import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Context, Next } from 'koa';

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

interface HeaderSet {
  set: Array<[string, string]>;
  removed: string[];
}

/**
 * What helmet does to a response with these options, worked out once and replayed on every response: the
 * policies hold no nonce and no function of the request, so running helmet's dozen steps per request (an
 * answer is a request) would only make the same headers again.
 */
function headerSetOf(options: HelmetOptions): HeaderSet {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      set.set(name, String(value));
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('The security headers were not made at once');
  return { set: [...set], removed };
}

function apply({ set, removed }: HeaderSet, ctx: Context): void {
  for (const name of removed) ctx.res.removeHeader(name);
  for (const [name, value] of set) ctx.res.setHeader(name, value);
}

export function securityHeaders() {
  const strict = headerSetOf({
    contentSecurityPolicy: { useDefaults: false, directives: directives(["'none'"]) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  const frameable = headerSetOf({
    contentSecurityPolicy: { useDefaults: false, directives: directives(['*']) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  });
  return (ctx: Context, next: Next) => {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    apply(FRAMEABLE.test(ctx.path) ? frameable : strict, ctx);
    return next();
  };
}
