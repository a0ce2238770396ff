import type { IncomingMessage } from 'node:http';
import { parse } from '@hapi/bourne';
import type { Context, Next } from 'koa';
import { ApiError } from './api-error.ts';

export const MEDIA_ERRORS = {
  unsupportedMediaType: 'errors.unsupportedMediaType',
} as const;

const TOO_LARGE = 'errors.payloadTooLarge';
/** A body that is not JSON is a bad request, answered in the usual {msg, errors} shape. */
const NOT_JSON = 'errors.validation';

/** JSON's own whitespace, then an object or an array: a bare value is no body the API takes. */
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/;

/**
 * Whether the request carries a body at all. An empty POST (fetch sends `Content-Length: 0`) has none, so a
 * body-less command such as sign-out needs no content type.
 */
export function hasRequestBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  return ctx.get('Transfer-Encoding') !== '' || (length !== '' && length !== '0');
}

/**
 * The body's bytes, at most `limit` of them. Past the limit the request is paused and left, not destroyed,
 * so its 413 still reaches the client.
 */
function bodyOf(req: IncomingMessage, limit: number, declared: number | null): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.pause();
      settle(() => reject(new ApiError(413, TOO_LARGE)));
    };
    const onEnd = () =>
      settle(() =>
        declared !== null && size !== declared
          ? reject(new ApiError(400, NOT_JSON))
          : resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)),
      );
    const onError = () => settle(() => reject(new ApiError(400, NOT_JSON)));
    // Gone before its end (the client went away): nothing to read, nobody to answer.
    const onClose = () => settle(() => reject(new ApiError(400, NOT_JSON)));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * A JSON body: an object or an array in UTF-8 (a leading byte-order mark skipped), `{}` when empty, parsed so
 * that a `__proto__` key is refused rather than taken. Plain bytes only: a compressed body (Content-Encoding)
 * is 415, as no client of the API sends one.
 */
async function readJson(ctx: Context, limit: number): Promise<unknown> {
  const encoding = ctx.get('Content-Encoding');
  if (encoding !== '' && encoding.toLowerCase() !== 'identity')
    throw new ApiError(415, MEDIA_ERRORS.unsupportedMediaType);
  const length = ctx.get('Content-Length');
  const declared = length === '' ? null : Number(length);
  if (declared !== null && !(declared >= 0)) throw new ApiError(400, NOT_JSON);
  if (declared !== null && declared > limit) throw new ApiError(413, TOO_LARGE);
  let text = (await bodyOf(ctx.req, limit, declared)).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text === '') return {};
  if (!OBJECT_OR_ARRAY.test(text)) throw new ApiError(400, NOT_JSON);
  try {
    return parse(text, { protoAction: 'error' });
  } catch {
    throw new ApiError(400, NOT_JSON);
  }
}

/**
 * The API's bodies are JSON and nothing else: a form post (urlencoded, text, or multipart outside the upload
 * routes) is 415, so no HTML form on another site can make a request the API would read. Upload routes
 * (`isUpload`) parse their own multipart body, after their role and tenant checks. Read here rather than by a
 * general body parser: every answer is a request, and the JSON case is a few lines.
 */
export function jsonBodies(options: {
  limit: (ctx: Context) => number;
  isUpload: (ctx: Context) => boolean;
}) {
  return async (ctx: Context, next: Next) => {
    if (!hasRequestBody(ctx) || ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    if (options.isUpload(ctx)) return next();
    if (ctx.is('application/json') !== 'application/json')
      throw new ApiError(415, MEDIA_ERRORS.unsupportedMediaType);
    ctx.request.body = (await readJson(ctx, options.limit(ctx))) as typeof ctx.request.body;
    return next();
  };
}
