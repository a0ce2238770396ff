import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import { DomainError } from '../../src-domain/shared/domain-error.ts';
import { EventIdConflictError, WrongExpectedVersionError } from '../../src-domain/eventstore/errors.ts';
import { DuplicateKeyError } from '../../src-projections/store/types.ts';
import { ApiError } from './api-error.ts';
import { redactLogLine } from './log-redaction.ts';

export const HTTP_ERRORS = {
  validation: 'errors.validation',
  payloadTooLarge: 'errors.payloadTooLarge',
  notFound: 'errors.notFound',
  methodNotAllowed: 'errors.methodNotAllowed',
  server: 'errors.server',
  /** Another change to the same thing won the race (the retries included): the client may try again. */
  conflict: 'errors.conflict',
  /** A change id (eventId) already used for a different change, here or on another inspection. */
  eventIdConflict: 'errors.eventIdConflict',
} as const;

/**
 * The stores' own refusals, each a 409 with its key: they come from what clients sent (a reused change id, a
 * race with another writer), so they are never a 500.
 */
function storeConflictKey(error: unknown): string | null {
  if (error instanceof EventIdConflictError) return HTTP_ERRORS.eventIdConflict;
  if (error instanceof WrongExpectedVersionError || error instanceof DuplicateKeyError)
    return HTTP_ERRORS.conflict;
  return null;
}

/**
 * Every non-OK answer is `{msg, errors}` with msg a translation key. Unexpected errors are logged by
 * name and message only (no request bodies, which may hold passwords; no share token, which opens a
 * report) and answered as errors.server.
 */
export function errorHandler(log: (line: string) => void = console.error) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { msg: HTTP_ERRORS.notFound, errors: {} };
      } else if (ctx.status === 405 && ctx.path.startsWith('/api/')) {
        // The router's plain-text 405, in the API's answer shape.
        ctx.body = { msg: HTTP_ERRORS.methodNotAllowed, errors: {} };
      }
    } catch (error) {
      if (error instanceof ApiError) {
        ctx.status = error.status;
        ctx.body = { msg: error.key, errors: error.errors };
      } else if (error instanceof DomainError) {
        // A rule that says "not you" is a permission answer; every other rule is a bad request.
        ctx.status = error.key === 'errors.noPermission' ? 403 : 400;
        ctx.body = { msg: error.key, errors: error.errors };
      } else if (storeConflictKey(error)) {
        ctx.status = 409;
        ctx.body = { msg: storeConflictKey(error), errors: {} };
      } else if (error instanceof ZodError) {
        ctx.status = 400;
        ctx.body = { msg: HTTP_ERRORS.validation, errors: zodErrors(error) };
      } else if (isHttpError(error) && error.status >= 400 && error.status < 500) {
        // A key given to ctx.throw is the answer; otherwise the status's general key.
        const fallback = error.status === 413 ? HTTP_ERRORS.payloadTooLarge : HTTP_ERRORS.validation;
        ctx.status = error.status;
        ctx.body = { msg: error.expose && isKey(error.message) ? error.message : fallback, errors: {} };
      } else {
        log(
          redactLogLine(
            `${ctx.method} ${ctx.path} failed: ${(error as Error)?.name}: ${(error as Error)?.message}`,
          ),
        );
        ctx.status = 500;
        ctx.body = { msg: HTTP_ERRORS.server, errors: {} };
      }
    }
  };
}

/** Field path -> translation key; a schema sets the key as its message, others fall back to errors.validation. */
function zodErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    errors[path] ??=
      issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : HTTP_ERRORS.validation;
  }
  return errors;
}

function isKey(message: string): boolean {
  return /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/.test(message);
}

function isHttpError(error: unknown): error is { status: number; expose: boolean; message: string } {
  return typeof (error as { status?: unknown })?.status === 'number';
}
