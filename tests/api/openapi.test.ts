import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouters } from '../../src-api/app.ts';
import { openApiPath } from '../../src-api/openapi/document.ts';
import { expectDocumentedAnswer } from '../support/openapi-answers.ts';
import { ApiClient, startTestServer, type Answer, type TestServer } from '../support/test-server.ts';

interface Operation {
  security?: unknown[];
  description?: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

/** Every schema-like object (one with a `type`) of at least `size` characters, with how often it appears. */
function repeatedSchemas(node: unknown, size: number, seen = new Map<string, number>()): Map<string, number> {
  if (!node || typeof node !== 'object') return seen;
  const text = JSON.stringify(node);
  if (!Array.isArray(node) && 'type' in node && text.length >= size)
    seen.set(text, (seen.get(text) ?? 0) + 1);
  for (const value of Object.values(node)) repeatedSchemas(value, size, seen);
  return seen;
}

describe('the OpenAPI document', () => {
  let server: TestServer;
  let anonymous: ApiClient;
  let answer: Answer<Document>;
  let document: Document;
  beforeAll(async () => {
    server = await startTestServer();
    anonymous = new ApiClient(server.url);
    answer = await anonymous.request<Document>('GET', '/api/openapi.json');
    document = answer.body;
    // A server start on a loaded machine can take longer than the default hook timeout.
  }, 300_000);
  afterAll(() => server.close());

  it('is public and cacheable, with no session and no tenant in it', async () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(answer.headers.get('set-cookie')).toBeNull();
    const etag = answer.headers.get('etag')!;
    const again = await anonymous.request('GET', '/api/openapi.json', undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // The same bytes for a signed-in superUser: nothing in it depends on who asks.
    const superUser = new ApiClient(server.url);
    await superUser.login('super@demo.test');
    const signedIn = await superUser.request<Document>('GET', '/api/openapi.json');
    expect(signedIn.headers.get('etag')).toBe(etag);
    expect(JSON.stringify(document)).not.toMatch(/Demo Hotels|Solvik|@demo\.test/);
  });

  it('describes every registered route, and no route that is not registered', () => {
    const registered = buildRouters(server.runtime.services).flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method.toLowerCase()} ${openApiPath(String(layer.path))}`),
      ),
    );
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(150);
    expect(registered.filter((route) => !described.includes(route))).toEqual([]);
    expect(described.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('marks the public routes public, and takes bodies and parameters from the routes’ schemas', () => {
    const operation = (method: string, path: string) => document.paths[path]![method]!;
    expect(operation('post', '/api/sessions/login').security).toEqual([]);
    expect(operation('get', '/api/shared/reports/{token}').security).toEqual([]);
    // A session everywhere else; an organization API key too where the keys' own route map opens it.
    expect(operation('get', '/api/admin/users').security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(operation('get', '/api/admin/users').description).toContain('API key scope: users (read)');
    expect(operation('post', '/api/admin/hotels').description).toContain('API key scope: hotels (write)');
    expect(operation('get', '/api/admin/organizations/{id}/api-keys').security).toBeUndefined();
    expect(operation('get', '/api/admin/organizations/{id}/api-keys').description).not.toContain('API key');
    expect(JSON.stringify(operation('post', '/api/admin/hotels').requestBody)).toContain('"timeZone"');
    expect(operation('get', '/api/admin/organizations/{id}/report').parameters?.map((p) => p.name)).toEqual([
      'id',
      'day',
      'languageShortCode',
      'hotelIds',
      'excludeUnanswered',
    ]);
    // The error envelope and the keys the route documents.
    expect(JSON.stringify(operation('post', '/api/admin/hotels').responses['400'])).toContain(
      'entities.exists',
    );
  });

  it('names a schema several routes share once, under components, and refers to it', () => {
    const ok = (method: string, path: string) =>
      JSON.stringify(
        document.paths[path]![method]!.responses['200'] ?? document.paths[path]![method]!.responses['201'],
      );
    expect(ok('get', '/api/inspections/{id}/state')).toContain(
      '"$ref":"#/components/schemas/InspectionState"',
    );
    expect(ok('post', '/api/inspections/{id}/modules/{moduleId}/questions/{questionId}/score')).toContain(
      '"$ref":"#/components/schemas/InspectionState"',
    );
    // A list's items are the named schema too.
    expect(ok('get', '/api/admin/users')).toContain('"items":{"$ref":"#/components/schemas/User"}');
    expect(document.components.schemas).toHaveProperty('InspectionState.properties.id');
    // The refusals every route of a kind gives, once.
    expect(document.paths['/api/admin/users']!.get!.responses['401']).toEqual({
      $ref: '#/components/responses/Unauthorized',
    });
    // No schema over 400 characters left written out twice (a shared answer that was not named).
    const repeated = [...repeatedSchemas(document.paths, 400)].filter(([, count]) => count > 1);
    expect(repeated.map(([text, count]) => `${count}x ${text.slice(0, 120)}`)).toEqual([]);
  });

  it('gives one template one set of parameter names, whatever the method', () => {
    // `/x/{id}` and `/x/{moduleId}` would be one address to a client with two names for its part.
    const byShape = new Map<string, string[]>();
    for (const path of Object.keys(document.paths)) {
      const shape = path.replace(/\{\w+\}/g, '{}');
      byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
    }
    expect([...byShape.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('offers the API-key bearer scheme, and only on routes a key may call', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const forKeys = operations.filter((operation) =>
      JSON.stringify(operation.security ?? []).includes('apiKey'),
    );
    expect(forKeys.length).toBeGreaterThan(10);
    for (const operation of forKeys)
      expect(operation.description).toMatch(/API key scope: \w+ \((read|write)\)/);
    for (const operation of operations.filter((o) => !forKeys.includes(o)))
      expect(operation.description ?? '').not.toContain('API key scope');
  });

  it('refuses an answer that does not match its declared schema', async () => {
    const fake = (body: unknown): Answer<unknown> => ({
      status: 200,
      body,
      headers: new Headers({ 'content-type': 'application/json' }),
    });
    await expect(
      expectDocumentedAnswer(server.url, 'GET', '/api/health/live', fake({ status: 'dead' })),
    ).rejects.toThrow(/does not match/);
    await expect(expectDocumentedAnswer(server.url, 'PATCH', '/api/health/live', fake({}))).rejects.toThrow(
      /not in the document/,
    );
    expect(
      await expectDocumentedAnswer(server.url, 'GET', '/api/health/live', fake({ status: 'live' })),
    ).toBe('/api/health/live');
  });
});
