/** The drawing side of pdf-images.ts: where the logo and the photos go on the page. */

const LOGO_BOX: [number, number] = [150, 44];
const PHOTO_BOX: [number, number] = [160, 120];
const GAP = 8;

/**
 * The logo in the header's top left, and the text cursor moved below it; nothing without a logo. Called
 * before the title, so every renderer's header starts the same way.
 */
export function drawLogo(doc: PDFKit.PDFDocument, logo: Buffer | null | undefined) {
  if (!logo) return;
  const top = doc.y;
  doc.image(logo, doc.page.margins.left, top, { fit: LOGO_BOX });
  doc.x = doc.page.margins.left;
  doc.y = top + LOGO_BOX[1] + GAP;
}

/**
 * An observation's photos under its question, in rows as wide as the page, each fitted in the same box (so a
 * row lines up whatever the photos' shapes); a new page when the next row does not fit.
 */
export function drawPhotos(doc: PDFKit.PDFDocument, photos: Array<Buffer | undefined>) {
  const present = photos.filter((p): p is Buffer => p !== undefined);
  if (present.length === 0) return;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const perRow = Math.max(1, Math.floor((width + GAP) / (PHOTO_BOX[0] + GAP)));
  for (let start = 0; start < present.length; start += perRow) {
    if (doc.y + PHOTO_BOX[1] > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y + GAP / 2;
    present.slice(start, start + perRow).forEach((photo, index) => {
      doc.image(photo, left + index * (PHOTO_BOX[0] + GAP), top, { fit: PHOTO_BOX, align: 'center' });
    });
    doc.x = left;
    doc.y = top + PHOTO_BOX[1] + GAP;
  }
}
