import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerDispatch } from '../../src-api/http/router-dispatch.ts';

/**
 * The API's routers dispatched by one match (src-api/http/router-dispatch.ts) answer every request as the same
 * routers mounted one after the other: each request below goes to both, over HTTP, and must get the same status,
 * Allow header and body.
 */
function routers(ran: string[]): Router[] {
  const items = new Router();
  items.get('/items/:id', (ctx) => {
    ran.push('items.get');
    ctx.body = { item: ctx.params.id };
  });
  items.put('/items/:id', (ctx) => {
    ran.push('items.put');
    ctx.status = 404;
    ctx.body = { error: 'items.notFound' };
  });
  const special = new Router();
  special.post('/items/special', (ctx) => {
    ran.push('special.post');
    ctx.status = 201;
    ctx.body = { made: 'special' };
  });
  // The same path as the first router, another method: only this router has a route for POST.
  special.post('/items/:id', (ctx) => {
    ran.push('special.post-id');
    ctx.body = { posted: ctx.params.id };
  });
  const nested = new Router();
  nested.get('/share/:token', (ctx) => {
    ran.push('nested.get');
    ctx.body = { token: ctx.params.token };
  });
  const outer = new Router();
  outer.use(nested.routes());
  return [items, special, outer];
}

async function serve(app: Koa): Promise<{ server: Server; url: string }> {
  const server = createServer(app.callback()).listen(0);
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function send(url: string, method: string) {
  return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('router dispatch', () => {
  const mountedRan: string[] = [];
  const dispatchedRan: string[] = [];
  let mounted: { server: Server; url: string };
  let dispatched: { server: Server; url: string };
  const owners: Array<string | null> = [];

  beforeAll(async () => {
    const one = new Koa();
    for (const router of routers(mountedRan)) {
      one.use(router.routes());
      one.use(router.allowedMethods());
    }
    mounted = await serve(one);
    const two = new Koa();
    const list = routers(dispatchedRan);
    const dispatch = routerDispatch(list);
    two.use((ctx, next) => {
      const owner = dispatch.ownerOf(ctx);
      owners.push(owner ? String(list.indexOf(owner.router)) : null);
      return next();
    });
    two.use(dispatch.middleware);
    dispatched = await serve(two);
  });
  afterAll(() => {
    mounted.server.close();
    dispatched.server.close();
  });

  const cases: Array<[string, string, string | null]> = [
    ['GET', '/items/7', '0'],
    ['PUT', '/items/7', '0'],
    ['POST', '/items/7', '1'],
    ['POST', '/items/special', '1'],
    ['GET', '/share/abc', '2'],
    ['DELETE', '/items/7', null],
    ['OPTIONS', '/items/7', null],
    ['PROPFIND', '/items/7', null],
    ['GET', '/nowhere', null],
    ['POST', '/share/abc', null],
  ];

  it.each(cases)('%s %s answers as the routers mounted one after the other', async (method, path, owner) => {
    owners.length = 0;
    mountedRan.length = 0;
    dispatchedRan.length = 0;
    const before = await send(mounted.url + path, method);
    const after = await send(dispatched.url + path, method);
    expect(after).toEqual(before);
    expect(dispatchedRan).toEqual(mountedRan);
    expect(owners).toEqual([owner]);
  });

  it('answers a request no router has a route for as the routers do together (405 with every Allow)', async () => {
    const answer = await send(dispatched.url + '/items/7', 'DELETE');
    expect(answer.status).toBe(405);
    expect(answer.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST', 'PUT']);
  });
});
