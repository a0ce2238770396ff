import { dereference } from '@readme/openapi-parser';
import { Validator, type Schema } from '@cfworker/json-schema';
import { expect } from 'vitest';
import type { Answer } from './test-server.ts';

type Json = Record<string, unknown>;
interface Operation {
  template: string;
  pattern: RegExp;
  /** Literal characters in the template: a literal segment beats a parameter (`/questions/types`). */
  literal: number;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const documents = new Map<string, Promise<Map<string, Operation[]>>>();

/** The served document of a server, its $refs resolved, as operations per method. */
function operationsOf(base: string): Promise<Map<string, Operation[]>> {
  let loaded = documents.get(base);
  if (!loaded) {
    loaded = (async () => {
      const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as Json;
      const resolved = (await dereference(document as never)) as unknown as {
        paths: Record<string, Record<string, Json>>;
      };
      const byMethod = new Map<string, Operation[]>();
      for (const [template, methods] of Object.entries(resolved.paths)) {
        const source = template
          .split(/(\{\w+\})/)
          .map((part) =>
            /^\{\w+\}$/.test(part)
              ? part === '{path}'
                ? '.+'
                : '[^/]+'
              : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
          )
          .join('');
        for (const [method, operation] of Object.entries(methods)) {
          const list = byMethod.get(method.toUpperCase()) ?? [];
          list.push({
            template,
            pattern: new RegExp(`^${source}$`),
            literal: template.replace(/\{\w+\}/g, '').length,
            responses: operation.responses as Operation['responses'],
          });
          byMethod.set(method.toUpperCase(), list);
        }
      }
      return byMethod;
    })();
    documents.set(base, loaded);
  }
  return loaded;
}

/**
 * Checks an answer against what /api/openapi.json declares for that method, path and status: the status must
 * be declared, and a JSON answer must match its schema. Returns the template it matched, for messages.
 */
export async function expectDocumentedAnswer(
  base: string,
  method: string,
  path: string,
  answer: Answer<unknown>,
): Promise<string> {
  const pathOnly = path.split('?')[0]!;
  const candidates = ((await operationsOf(base)).get(method.toUpperCase()) ?? [])
    .filter((operation) => operation.pattern.test(pathOnly))
    .sort((a, b) => b.literal - a.literal);
  const operation = candidates[0];
  expect(operation, `${method} ${pathOnly} is not in the document`).toBeDefined();
  const declared = operation!.responses[String(answer.status)];
  expect(declared, `${method} ${operation!.template} declares no ${answer.status}`).toBeDefined();
  const schema = declared!.content?.['application/json']?.schema;
  if (schema && (answer.headers.get('content-type') ?? '').includes('application/json')) {
    const result = new Validator(schema, '2020-12', false).validate(answer.body);
    expect(
      result.errors.map((error) => `${error.instanceLocation}: ${error.error}`),
      `${method} ${operation!.template} ${answer.status} does not match its schema`,
    ).toEqual([]);
  }
  return operation!.template;
}
