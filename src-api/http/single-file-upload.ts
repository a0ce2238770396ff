import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Middleware, Next } from 'koa';
import { koaBody } from 'koa-body';
import { ApiError } from './api-error.ts';
import { hasRequestBody, MEDIA_ERRORS } from './json-body.ts';

/** The keys an upload route answers with: past its size limit, and without a usable file. */
export interface UploadKeys {
  tooLarge: string;
  missingFile: string;
}

export interface SingleFileUpload {
  /** Where the request's temporary directory is made: `uploadRoot(DATA_DIR)`. */
  root: string;
  /** The one multipart field whose file is kept; a file under any other name is never written. */
  field: string;
  maxBytes: number;
  keys: UploadKeys;
}

/** Temporary uploads live under DATA_DIR/uploads (0700), each request in a directory of its own. */
export function uploadRoot(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** Plain fields beside the file (such as isFollowUp) are short; their total is held in memory, so keep it small. */
const MAX_FIELDS = 5;
const MAX_FIELDS_BYTES = 64 * 1024;

/** Formidable's codes for a file, all files or the plain fields over their limits (its 413s also cover maxFiles). */
const SIZE_OVERRUNS = new Set([1006, 1009, 1016]);

const uploadMiddlewares = new WeakSet<object>();

/** Whether a route's middleware is an upload: the JSON body gate leaves such routes' bodies to it. */
export function isUploadMiddleware(middleware: unknown): boolean {
  return typeof middleware === 'function' && uploadMiddlewares.has(middleware);
}

/**
 * A multipart body carrying one file of at most `maxBytes` in `field` (and a few plain fields). Mount it AFTER
 * the route's role and tenant checks: nothing of the body is read before them. The body is written into a
 * temporary directory made for this request, which is removed with everything in it once the route is done,
 * whatever happened: a refusal, a parse or size error, extra fields, several files, a wrong field name.
 * A size overrun is 413; anything else formidable refuses (several files, too many fields, a cut-off body) is a
 * malformed upload.
 */
export function singleFileUpload(upload: SingleFileUpload): Middleware {
  const middleware = async (ctx: Context, next: Next) => {
    if (!hasRequestBody(ctx)) throw new ApiError(400, upload.keys.missingFile);
    if (!ctx.is('multipart/form-data')) throw new ApiError(415, MEDIA_ERRORS.unsupportedMediaType);
    await mkdir(upload.root, { recursive: true, mode: 0o700 });
    const directory = await mkdtemp(join(upload.root, 'request-'));
    const parse = koaBody({
      multipart: true,
      urlencoded: false,
      json: false,
      text: false,
      formidable: {
        uploadDir: directory,
        maxFileSize: upload.maxBytes,
        maxTotalFileSize: upload.maxBytes,
        maxFiles: 1,
        maxFields: MAX_FIELDS,
        maxFieldsSize: MAX_FIELDS_BYTES,
        allowEmptyFiles: false,
        // A file under another name is dropped unread rather than written and forgotten.
        filter: (part) => part.name === upload.field,
      },
      onError: (error, ctx) => {
        const tooLarge = SIZE_OVERRUNS.has((error as { code?: number }).code ?? 0);
        ctx.throw(tooLarge ? 413 : 400, tooLarge ? upload.keys.tooLarge : upload.keys.missingFile);
      },
    });
    try {
      await parse(ctx, next);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  };
  uploadMiddlewares.add(middleware);
  return middleware;
}

export interface UploadedFile {
  /** Where formidable put it: valid only inside `use`. */
  filepath: string;
  data: Buffer;
  /** As the client named it, cut to 200 characters; never used as a path. */
  originalName: string;
}

/** Hands the file of `field` to `use`; its temporary directory goes when the upload middleware finishes. */
export async function withUploadedFile<T>(
  ctx: Context,
  field: string,
  missingKey: string,
  use: (file: UploadedFile) => Promise<T>,
): Promise<T> {
  const upload = ctx.request.files?.[field];
  const file = Array.isArray(upload) ? upload[0] : upload;
  if (!file) throw new ApiError(400, missingKey);
  const data = await readFile(file.filepath);
  return use({
    filepath: file.filepath,
    data,
    originalName: (file.originalFilename ?? 'file').slice(0, 200),
  });
}
