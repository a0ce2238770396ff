import sharp from 'sharp';
import { organizationQueries } from '../organizations/queries.ts';
import type { ReadModels } from '../read-models.ts';

/** Reads a stored file by the name the file store gave it (FileStore.read in the API). */
export type StoredFileReader = (name: string) => Promise<Buffer>;

/*
 * Pictures go into a PDF re-encoded by sharp, never as uploaded: pdfkit reads only JPEG and PNG (the logo is
 * stored as WebP), and a phone's 4000 px photo would make a 50-photo report weigh tens of megabytes. The
 * caps are sized for print at the drawn size (a photo is drawn at most 180 pt wide: 480 px is about 190 dpi).
 */
const LOGO_MAX_PX = 600;
const PHOTO_MAX_PX = 480;
const PHOTO_QUALITY = 72;

/** The organization's logo as a PNG (transparency kept), or null when it has none or it cannot be read. */
export async function organizationLogo(
  readModels: ReadModels,
  read: StoredFileReader,
  organizationId: string,
): Promise<Buffer | null> {
  const organization = await organizationQueries(readModels).byId(organizationId);
  if (!organization?.logo) return null;
  try {
    return await sharp(await read(organization.logo.fileName))
      .resize(LOGO_MAX_PX, LOGO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    // A missing or damaged file leaves the header without a logo rather than the reader without a PDF.
    return null;
  }
}

/**
 * The photos of a report's observations, downscaled to JPEG, by attachment id. `pathOf` maps an attachment
 * id to its stored name only for the inspection's own images (the caller's rule); others are left out.
 */
export async function observationPhotos(
  pictureIds: string[],
  pathOf: (attachmentId: string) => string | undefined,
  read: StoredFileReader,
): Promise<Map<string, Buffer>> {
  const photos = new Map<string, Buffer>();
  // One at a time: sharp works on its own threads, and a report's photos must not take every core at once.
  for (const id of new Set(pictureIds)) {
    const path = pathOf(id);
    if (!path) continue;
    try {
      const jpeg = await sharp(await read(path))
        .rotate() // the camera's orientation, as the browser shows it
        .resize(PHOTO_MAX_PX, PHOTO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
        .toBuffer();
      photos.set(id, jpeg);
    } catch {
      continue; // an unreadable file is left out of the PDF; the rest of the report still goes out
    }
  }
  return photos;
}
