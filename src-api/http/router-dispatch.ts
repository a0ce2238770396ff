import type Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';

type Layer = Router['stack'][number];

/** The router that has a route for a request, and the layers of it the request's path and method match. */
export interface RouteOwner {
  router: Router;
  layers: Layer[];
}

/**
 * The layers of a router a request's path and method match, by koa-router's own rule (`Router.match`: a layer
 * whose pattern matches the path, with the method or no method at all, as a `use` has), without its per-layer
 * debug call, which allocated on every layer of every router for every request.
 */
function matching(router: Router, path: string, method: string): Layer[] {
  const layers: Layer[] = [];
  for (const layer of router.stack)
    if ((layer.methods.length === 0 || layer.methods.includes(method)) && layer.regexp.test(path))
      layers.push(layer);
  return layers;
}

/** A chain of middlewares run in order, as koa runs those an app `use`s. */
function chain(middlewares: Middleware[]): Middleware {
  return (ctx: Context, next: Next) => {
    const run = (i: number): Promise<unknown> =>
      i === middlewares.length ? next() : Promise.resolve(middlewares[i]!(ctx, () => run(i + 1)));
    return run(0);
  };
}

/**
 * The API's routers, in their order, as one middleware. A request is matched against them once: the first
 * router with a route for its path and method runs it, with that router's allowed-methods handling. Mounted
 * one after the other, every router matched every request again (its whole route table, twice with the JSON
 * body gate's upload check), a sixth of what the HTTP thread allocated per answer. A request no router has a
 * route for (404, 405, 501, OPTIONS) goes through all of them as before, so those answers, their `Allow`
 * headers among them, are what they were.
 */
export function routerDispatch(routers: Router[]): {
  middleware: Middleware;
  /** The router with a route for this request, or null; matched once per request. */
  ownerOf: (ctx: Context) => RouteOwner | null;
} {
  // A router's middlewares take koa's context with the router's fields, which they set themselves.
  const mounted = (router: Router) => [router.routes(), router.allowedMethods()] as unknown as Middleware[];
  const each = routers.map((router) => chain(mounted(router)));
  const all = chain(routers.flatMap(mounted));
  const owners = new WeakMap<Context, { index: number; owner: RouteOwner | null }>();
  const find = (ctx: Context) => {
    let found = owners.get(ctx);
    if (!found) {
      found = { index: -1, owner: null };
      const method = ctx.method.toUpperCase();
      for (let index = 0; index < routers.length; index++) {
        const layers = matching(routers[index]!, ctx.path, method);
        if (!layers.some((layer) => layer.methods.length > 0)) continue;
        found = { index, owner: { router: routers[index]!, layers } };
        break;
      }
      owners.set(ctx, found);
    }
    return found;
  };
  return {
    middleware: (ctx, next) => {
      const { index } = find(ctx);
      return index < 0 ? all(ctx, next) : each[index]!(ctx, next);
    },
    ownerOf: (ctx) => find(ctx).owner,
  };
}
