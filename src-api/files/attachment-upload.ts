import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../http/api-error.ts';
import { cleanImage, UPLOAD_ERRORS } from './image-upload.ts';

/** Attachments to answers: at most 20 MB; images at most 1280 px on the server too (issue [Run] §3). */
export const ATTACHMENT_LIMITS = { maxBytes: 20 * 1024 * 1024, maxSide: 1280 } as const;

/** Documents kept as they are, judged by content, with the extensions each may carry. */
const DOCUMENTS: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  // The old binary Office formats share one container.
  'application/x-cfb': ['doc', 'xls', 'ppt'],
};
const IMAGES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface CleanAttachment {
  data: Buffer;
  extension: string;
  mimeType: string;
  kind: 'image' | 'document';
}

/**
 * An image (JPEG, PNG or WebP by content) is re-encoded without metadata at most 1280 px; a PDF or office
 * document is kept as it is after its content matched its name. Anything else — SVG, HTML, programs, a name
 * that lies about the content — is refused with a key. (HEIC: this build of sharp reads no HEVC, so it is
 * refused too.)
 */
export async function cleanAttachment(input: Buffer, originalName: string): Promise<CleanAttachment> {
  if (input.length > ATTACHMENT_LIMITS.maxBytes) throw new ApiError(413, UPLOAD_ERRORS.tooLarge);
  const detected = await fileTypeFromBuffer(input);
  if (detected && IMAGES.has(detected.mime)) {
    const image = await cleanImage(input, originalName, ATTACHMENT_LIMITS);
    return { data: image.data, extension: 'webp', mimeType: image.mimeType, kind: 'image' };
  }
  const extensions = detected ? DOCUMENTS[detected.mime] : undefined;
  if (!detected || !extensions) throw new ApiError(400, UPLOAD_ERRORS.unsupportedType);
  const extension = /\.([A-Za-z0-9]+)$/.exec(originalName)?.[1]?.toLowerCase() ?? '';
  if (!extensions.includes(extension)) throw new ApiError(400, UPLOAD_ERRORS.wrongExtension);
  return { data: input, extension, mimeType: detected.mime, kind: 'document' };
}
