import { readFile, rm } from 'node:fs/promises';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { ApiError } from './api-error.ts';

/** The keys an upload route answers with: past its size limit, and without a usable file. */
export interface UploadKeys {
  tooLarge: string;
  missingFile: string;
}

/**
 * A multipart body carrying one file of at most `maxBytes` (and a few plain fields). Formidable marks a size
 * overrun with httpCode 413; anything else it refuses is a malformed upload.
 */
export function singleFileUpload(maxBytes: number, keys: UploadKeys): Middleware {
  return koaBody({
    multipart: true,
    urlencoded: false,
    json: false,
    formidable: { maxFileSize: maxBytes, maxFiles: 1, maxFields: 5, allowEmptyFiles: false },
    onError: (error, ctx) => {
      const tooLarge = (error as { httpCode?: number }).httpCode === 413;
      ctx.throw(tooLarge ? 413 : 400, tooLarge ? keys.tooLarge : keys.missingFile);
    },
  });
}

export interface UploadedFile {
  /** Where formidable put it: valid only inside `use`. */
  filepath: string;
  data: Buffer;
  /** As the client named it, cut to 200 characters; never used as a path. */
  originalName: string;
}

/** Hands the file of `field` to `use`, and removes the temporary copy whatever happens. */
export async function withUploadedFile<T>(
  ctx: Context,
  field: string,
  missingKey: string,
  use: (file: UploadedFile) => Promise<T>,
): Promise<T> {
  const upload = ctx.request.files?.[field];
  const file = Array.isArray(upload) ? upload[0] : upload;
  if (!file) throw new ApiError(400, missingKey);
  try {
    const data = await readFile(file.filepath);
    return await use({
      filepath: file.filepath,
      data,
      originalName: (file.originalFilename ?? 'file').slice(0, 200),
    });
  } finally {
    await rm(file.filepath, { force: true });
  }
}
