import type { Attachment } from '../../../src-domain/inspection/index.ts';

/** Images are told by their file extension (inspection-run §2): shown inline and in the photo viewer. */
export const isImage = (file: Pick<Attachment, 'originalName'>) =>
  /\.(jpe?g|png|webp|gif|heic)$/i.test(file.originalName);

export const attachmentUrl = (file: Pick<Attachment, 'path'>) => `/files/${file.path}`;

/** Other files are offered under their name without its leading number prefix (inspection-run §2). */
export const downloadName = (file: Pick<Attachment, 'originalName'>) =>
  file.originalName.replace(/^\d+[-_ ]?/, '');
