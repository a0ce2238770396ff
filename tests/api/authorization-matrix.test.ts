import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouters } from '../../src-api/app.ts';
import { ACTORS, signInActors, type Actor } from '../support/actors.ts';
import type { ApiClient } from '../support/test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** 'public' means: any status but 401 and 403 (a page may be 200, or 503 before the web app is built). */
type Expected = number | 'public';

interface Row {
  /** Concrete path to request (parameters filled in). */
  path: string;
  body?: unknown | ((actor: Actor) => unknown);
  expect: Record<Actor, Expected>;
  /** Later resources add: the same request on their own organization's data versus another organization's. */
  tenants?: { own: Record<Actor, Expected>; other: Record<Actor, Expected> };
}

const all = (status: Expected): Record<Actor, Expected> =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, Expected>;
const signedIn = (status: number): Record<Actor, Expected> => ({
  ...all(status),
  anon: 401,
  deactivated: 401,
});

/**
 * One row per registered route, keyed "METHOD path" as the router has it. A route without a row fails the
 * test, so every new route must say who may call it. Rows run in order: signing in (which regenerates the
 * session) and out (which ends it) come last.
 */
const MATRIX: Record<string, Row> = {
  'GET /api/health': { path: '/api/health', expect: all(200) },
  'GET /api/sessions/check': { path: '/api/sessions/check', expect: signedIn(200) },
  'POST /api/sessions/request-password-reset': {
    path: '/api/sessions/request-password-reset',
    body: (actor: Actor) => ({ email: `nobody-${actor}@demo.test` }),
    expect: all(200),
  },
  'POST /api/sessions/reset-password': {
    path: '/api/sessions/reset-password',
    body: { token: 'unknown', password: 'long enough password' },
    expect: all(400),
  },
  'GET /assets/:file': { path: '/assets/missing.js', expect: all(404) },
  'GET /{*path}': { path: '/start', expect: all('public') },
  'POST /api/sessions/login': {
    path: '/api/sessions/login',
    body: { email: 'agent@demo.test', password: 'demo-password-2026' },
    expect: all(200),
  },
  'POST /api/sessions/logout': { path: '/api/sessions/logout', expect: all(200) },
};

describe('authorization matrix', () => {
  let server: TestServer;
  let clients: Record<Actor, ApiClient>;
  beforeAll(async () => {
    server = await startTestServer();
    clients = await signInActors(server);
  });
  afterAll(() => server.close());

  it('has a row for every route the router registers, and no row for a route that is gone', () => {
    const registered = buildRouters(server.runtime.services).flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((method) => `${method} ${layer.path}`),
      ),
    );
    expect(registered.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !registered.includes(route))).toEqual([]);
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    const method = route.split(' ')[0]!;
    for (const actor of ACTORS) {
      it(`${route} as ${actor}`, async () => {
        const body = typeof row.body === 'function' ? row.body(actor) : row.body;
        const answer = await clients[actor].request(method, row.path, body);
        const expected = row.expect[actor];
        if (expected === 'public') expect([401, 403]).not.toContain(answer.status);
        else expect(answer.status).toBe(expected);
      });
    }
  }
});
