import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { ApiError } from './api-error.ts';

export const MEDIA_ERRORS = {
  unsupportedMediaType: 'errors.unsupportedMediaType',
} as const;

/**
 * Whether the request carries a body at all. An empty POST (fetch sends `Content-Length: 0`) has none, so a
 * body-less command such as sign-out needs no content type.
 */
export function hasRequestBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  return ctx.get('Transfer-Encoding') !== '' || (length !== '' && length !== '0');
}

/**
 * The API's bodies are JSON and nothing else: a form post (urlencoded, text, or multipart outside the upload
 * routes) is 415, so no HTML form on another site can make a request the API would read. Upload routes
 * (`isUpload`) parse their own multipart body, after their role and tenant checks.
 */
export function jsonBodies(options: {
  limit: (ctx: Context) => string;
  isUpload: (ctx: Context) => boolean;
}) {
  const parsers = new Map<string, ReturnType<typeof koaBody>>();
  const parserFor = (limit: string) => {
    let parser = parsers.get(limit);
    if (!parser) {
      parser = koaBody({
        json: true,
        jsonLimit: limit,
        jsonStrict: true,
        urlencoded: false,
        text: false,
        multipart: false,
        // A body that fails to parse is a bad request, answered in the usual {msg, errors} shape.
        onError: (error, ctx) => {
          const status = (error as { status?: number }).status;
          ctx.throw(
            status === 413 ? 413 : 400,
            status === 413 ? 'errors.payloadTooLarge' : 'errors.validation',
          );
        },
      });
      parsers.set(limit, parser);
    }
    return parser;
  };
  return async (ctx: Context, next: Next) => {
    if (!hasRequestBody(ctx) || ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    if (options.isUpload(ctx)) return next();
    if (ctx.is('application/json') !== 'application/json')
      throw new ApiError(415, MEDIA_ERRORS.unsupportedMediaType);
    return parserFor(options.limit(ctx))(ctx, next);
  };
}
