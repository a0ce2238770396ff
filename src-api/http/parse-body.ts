import type { ZodType } from 'zod';
import { ApiError } from './api-error.ts';

export const BODY_ERRORS = {
  validation: 'errors.validation',
  unknownField: 'errors.unknownField',
} as const;

/**
 * Parses a request body with a strict schema. The answer's msg is the first problem's key: schemas set
 * translation keys as their messages; unknown fields get errors.unknownField, anything else errors.validation.
 */
export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key =
      issue.code === 'unrecognized_keys'
        ? BODY_ERRORS.unknownField
        : isKey(issue.message)
          ? issue.message
          : BODY_ERRORS.validation;
    const path = issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.join('.') || '_';
    // Own keys only: a field named like an Object.prototype member ("constructor") is a field too.
    if (!Object.hasOwn(errors, path)) errors[path] = key;
  }
  throw new ApiError(400, Object.values(errors)[0]!, errors);
}

function isKey(message: string): boolean {
  return /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/.test(message);
}
