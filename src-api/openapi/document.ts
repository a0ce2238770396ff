import { z, type ZodType } from 'zod';
import { apiKeyNeeds } from '../auth/api-key-scopes.ts';
import { SESSION_COOKIE } from '../auth/current-user.ts';
import { NAMED_SCHEMAS, type NamedSchema } from './named-schemas.ts';
import type { AnswerDoc, AreaDoc, RouteDoc } from './route-doc.ts';

type Json = Record<string, unknown>;

/** `/api/hotels/:id` and `/files/{*path}` as the router has them → `/api/hotels/{id}`, `/files/{path}`. */
export function openApiPath(routerPath: string): string {
  return routerPath.replace(/\{\*(\w+)\}/g, '{$1}').replace(/:(\w+)/g, '{$1}');
}

/** The parameter names of a router path, in order. */
function pathParams(routerPath: string): string[] {
  return [...openApiPath(routerPath).matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/**
 * A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses). Requests are described as the client sends
 * them (before transforms), answers as the server gives them. Refinements are not representable and are left
 * to the descriptions.
 */
function jsonSchema(schema: ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** The refusals any route of its kind gives with no key of its own: named once under `components.responses`. */
const COMMON_REFUSALS: Record<number, { name: string; keys: string[] }> = {
  400: { name: 'BadRequest', keys: ['errors.validation', 'errors.unknownField'] },
  401: { name: 'Unauthorized', keys: ['errors.invalidSession'] },
  403: { name: 'Forbidden', keys: ['errors.noPermission'] },
  404: { name: 'NotFound', keys: ['errors.notFound'] },
  413: { name: 'PayloadTooLarge', keys: ['errors.payloadTooLarge'] },
  415: { name: 'UnsupportedMediaType', keys: ['errors.unsupportedMediaType'] },
};

function refusal(keys: string[]): Json {
  return {
    description: `Refused; \`msg\` is one of: ${keys.map((key) => `\`${key}\``).join(', ')}`,
    content: { 'application/json': { schema: { ...ERROR_REF, 'x-error-keys': keys } } },
  };
}

/** The refusals every route of its kind may give, and why; a route adds its own keys in `errors`. */
function errorResponses(doc: RouteDoc, routerPath: string): Json {
  const keys: Record<number, string[]> = {};
  const add = (status: number, ...added: string[]) => (keys[status] = [...(keys[status] ?? []), ...added]);
  if (doc.body || doc.query) add(400, 'errors.validation', 'errors.unknownField');
  if (!doc.public) add(401, 'errors.invalidSession');
  if (doc.roles) add(403, 'errors.noPermission');
  if (pathParams(routerPath).length > 0) add(404, 'errors.notFound');
  if (doc.body) add(413, 'errors.payloadTooLarge');
  if (doc.body) add(415, 'errors.unsupportedMediaType');
  for (const [status, added] of Object.entries(doc.errors ?? {})) add(Number(status), ...added);
  return Object.fromEntries(
    Object.entries(keys).map(([status, list]) => {
      const unique = [...new Set(list)];
      const common = COMMON_REFUSALS[Number(status)];
      return [
        status,
        common && JSON.stringify(common.keys) === JSON.stringify(unique)
          ? { $ref: `#/components/responses/${common.name}` }
          : refusal(unique),
      ];
    }),
  );
}

/**
 * The named schemas as JSON, each once, and a function that puts a `$ref` wherever one of them appears
 * whole (an answer, a body, a list's items, a field of a larger answer). Matched by their JSON: the same zod
 * schema gives the same JSON wherever it is used.
 */
function namedSchemas(named: readonly NamedSchema[]) {
  const nameOf = new Map<string, string>();
  const schemas: Record<string, Json> = {};
  for (const { name, schema, io } of named) {
    const json = jsonSchema(schema, io);
    const text = JSON.stringify(json);
    const taken = nameOf.get(text);
    if (taken) throw new Error(`the schemas ${taken} and ${name} are the same: name it once`);
    nameOf.set(text, name);
    schemas[name] = json;
  }
  const refer = (node: unknown, self?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => refer(item));
    if (!node || typeof node !== 'object') return node;
    const name = nameOf.get(JSON.stringify(node));
    if (name && name !== self) return { $ref: `#/components/schemas/${name}` };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, refer(value)]));
  };
  const components = Object.fromEntries(
    Object.entries(schemas).map(([name, json]) => [name, refer(json, name) as Json]),
  );
  return { components, refer };
}

function isZod(answer: ZodType | AnswerDoc): answer is ZodType {
  return answer instanceof z.ZodType;
}

function successResponse(doc: RouteDoc): Json {
  const answer = doc.answer;
  if (!answer) return { description: 'Done' };
  if (isZod(answer))
    return {
      description: answer.description ?? 'The answer',
      content: { 'application/json': { schema: jsonSchema(answer, 'output') } },
    };
  const contentType = answer.contentType ?? 'application/json';
  const schema = answer.schema
    ? jsonSchema(answer.schema, 'output')
    : contentType === 'application/json'
      ? { type: 'object', description: answer.description }
      : { type: 'string', format: 'binary' };
  return { description: answer.description, content: { [contentType]: { schema } } };
}

function operation(tag: string, key: string, routerPath: string, doc: RouteDoc): Json {
  const who = doc.public
    ? 'Public: no session needed.'
    : doc.roles
      ? `Who: ${doc.roles.join(', ')}.`
      : 'Signed in.';
  // What an organization API key needs here, by the same map the server checks keys with (null: closed).
  const [method] = key.split(' ') as [string];
  const forKeys = doc.public ? null : apiKeyNeeds(method, routerPath.replace(/:\w+/g, 'x'));
  const keyLine = forKeys ? `API key scope: ${forKeys.resource} (${forKeys.access}).` : null;
  const parameters: Json[] = pathParams(routerPath).map((name) => ({
    name,
    in: 'path',
    required: true,
    description: doc.params?.[name] ?? (name === 'id' ? 'The id (a UUID)' : name),
    schema: { type: 'string' },
  }));
  if (doc.query) {
    const query = jsonSchema(doc.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Json>)) {
      const { description, ...rest } = schema;
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  const requestBody = doc.body
    ? { required: true, content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } } }
    : doc.multipart
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: Object.fromEntries(
                  Object.entries(doc.multipart).map(([name, description]) => [
                    name,
                    { type: 'string', description },
                  ]),
                ),
              },
            },
          },
        }
      : undefined;
  return {
    operationId: key,
    tags: [tag],
    summary: doc.summary,
    description: [who, keyLine, doc.description].filter(Boolean).join('\n\n'),
    ...(doc.public ? { security: [] } : forKeys ? { security: [{ session: [] }, { apiKey: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [String(doc.status ?? 200)]: successResponse(doc), ...errorResponses(doc, routerPath) },
  };
}

/** The OpenAPI 3.1 document of every described route. Holds no tenant data: it is the same for everyone. */
/** The API description's own version: raised when a route changes in a way a client must know. */
export const API_VERSION = '1.0.0';

export function buildOpenApiDocument(areas: readonly AreaDoc[]): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const area of areas) {
    for (const [key, doc] of Object.entries(area.routes)) {
      const [method, routerPath] = key.split(' ') as [string, string];
      const path = openApiPath(routerPath);
      (paths[path] ??= {})[method.toLowerCase()] = operation(area.tag, key, routerPath, doc);
    }
  }
  const named = namedSchemas(NAMED_SCHEMAS);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Inspecta API',
      version: API_VERSION,
      description:
        'Every route of the Inspecta HTTP API. Bodies are JSON parsed by strict schemas; every refusal is ' +
        '`{msg, errors}` with `msg` a translation key and `errors` a key per field. The tenant comes from the ' +
        'session, never from the request.',
    },
    tags: areas.map((area) => ({ name: area.tag, description: area.description })),
    security: [{ session: [] }],
    paths: named.refer(paths),
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by POST /api/sessions/login',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An organization API key (`ik_…`), on the routes whose description names its scope; never with a session cookie',
        },
      },
      responses: Object.fromEntries(
        Object.values(COMMON_REFUSALS).map(({ name, keys }) => [name, refusal(keys)]),
      ),
      schemas: {
        ...named.components,
        Error: {
          type: 'object',
          description: 'Every answer that is not OK',
          required: ['msg', 'errors'],
          properties: {
            msg: { type: 'string', description: 'Translation key of the refusal' },
            errors: {
              type: 'object',
              description: 'A translation key per refused field (dotted path, `_` for the body itself)',
              additionalProperties: { type: 'string' },
            },
          },
        },
      },
    },
  };
}
