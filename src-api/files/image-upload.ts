import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError } from '../http/api-error.ts';

export const UPLOAD_ERRORS = {
  missingFile: 'upload.missingFile',
  tooLarge: 'upload.tooLarge',
  unsupportedType: 'upload.unsupportedType',
  invalidImage: 'upload.invalidImage',
  wrongExtension: 'upload.wrongExtension',
} as const;

/** The extensions a file of each accepted type may carry: a PNG called logo.jpg is refused. */
const EXTENSIONS: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
};

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);
/** Decoding stops past this many pixels, so a small file cannot expand into gigabytes (a pixel flood). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface CleanImage {
  data: Buffer;
  width: number;
  height: number;
  mimeType: 'image/webp';
}

/**
 * Accepts PNG, JPEG or WebP judged by content, never by name or declared type, and re-encodes it: EXIF
 * orientation applied, every metadata block (GPS included) dropped, at most `maxSide` px, as WebP.
 */
export async function cleanImage(
  input: Buffer,
  originalName: string,
  options: { maxBytes: number; maxSide: number },
): Promise<CleanImage> {
  if (input.length > options.maxBytes) throw new ApiError(413, UPLOAD_ERRORS.tooLarge);
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED.has(detected.mime)) throw new ApiError(400, UPLOAD_ERRORS.unsupportedType);
  const extension = /\.([A-Za-z0-9]+)$/.exec(originalName)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS[detected.mime]!.includes(extension)) throw new ApiError(400, UPLOAD_ERRORS.wrongExtension);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, mimeType: 'image/webp' };
  } catch {
    throw new ApiError(400, UPLOAD_ERRORS.invalidImage);
  }
}
