import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouters } from '../../src-api/app.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/** Bodies a hostile or broken client might send, as raw JSON text. */
const hostileBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'email', 'password', 'token'),
      fc.jsonValue(),
    )
    .map((o) => JSON.stringify(o)),
  fc.constantFrom(
    '{"__proto__":{"role":"superUser"},"email":"a@b.test","password":"x"}',
    '{"constructor":{"prototype":{"admin":true}}}',
  ),
  fc.integer({ min: 100, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 100, max: 5000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc
    .integer({ min: 10_000, max: 900_000 })
    .map((size) => JSON.stringify({ email: 'x'.repeat(size), password: 'y'.repeat(size) })),
  fc.string().map((text) => text),
);

/** A concrete path for a registered route: parameters filled with generated text. */
const concretePath = (template: string) =>
  fc
    .string({ minLength: 1, maxLength: 40 })
    .map((segment) =>
      template
        .replace(/:\w+/g, encodeURIComponent(segment))
        .replace('/{*path}', `/${encodeURIComponent(segment)}`),
    );

describe('generated request bodies against every route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('never answers 5xx, whatever the body, and the server keeps answering', async () => {
    const routes = buildRouters(server.runtime.services).flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
      ),
    );
    const signedIn = new ApiClient(server.url);
    await signedIn.login('company@demo.test');
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          concretePath(route.path),
          fc.boolean(),
          async (body, path, withSession) => {
            const client = withSession ? signedIn : new ApiClient(server.url);
            const sendsBody = route.method !== 'GET';
            const answer = await client.request(
              route.method,
              path,
              sendsBody ? body : undefined,
              sendsBody ? { 'content-type': 'application/json' } : {},
            );
            expect(answer.status, `${route.method} ${path} with ${body.slice(0, 80)}`).toBeLessThan(500);
            if (route.path.startsWith('/api/') && answer.status >= 400)
              expect(answer.body).toHaveProperty('msg');
          },
        ),
        { numRuns: 40 },
      );
    }
    const health = await new ApiClient(server.url).request('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(({} as Record<string, unknown>).role).toBeUndefined(); // no prototype was polluted
    // 40 bodies for each of the ~190 routes: the time grows with the routes, not with a fault.
  }, 120_000);
});
