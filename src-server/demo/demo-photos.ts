import sharp from 'sharp';
import type { FileStore } from '../../src-api/files/file-store.ts';

/**
 * Pictures for the demo answers, drawn here (no binary in the repository and no text, which would need fonts):
 * a guest room, a bathroom and a lobby, as JPEGs like the ones agents take.
 */
const SCENES: Array<{ name: string; svg: string }> = [
  {
    name: 'rum-412.jpg',
    svg: `<rect width="960" height="640" fill="#e8dcc8"/><rect y="430" width="960" height="210" fill="#8b6b4a"/>
      <rect x="120" y="300" width="420" height="170" rx="12" fill="#f4f4f4"/>
      <rect x="120" y="260" width="130" height="60" rx="14" fill="#ffffff"/>
      <rect x="640" y="90" width="220" height="200" fill="#9ccbe8" stroke="#ffffff" stroke-width="12"/>
      <circle cx="600" cy="250" r="26" fill="#f6d776"/>`,
  },
  {
    name: 'badrum.jpg',
    svg: `<rect width="960" height="640" fill="#dfe7ec"/>
      <path d="M0 0H960M0 80H960M0 160H960M0 240H960M0 320H960M0 400H960M0 480H960M0 560H960
        M80 0V640M160 0V640M240 0V640M320 0V640M400 0V640M480 0V640M560 0V640M640 0V640M720 0V640M800 0V640M880 0V640"
        stroke="#c5d1d8" stroke-width="4"/>
      <ellipse cx="330" cy="470" rx="190" ry="70" fill="#ffffff"/><rect x="600" y="150" width="190" height="250" rx="16" fill="#b9d8e8"/>
      <circle cx="455" cy="520" r="38" fill="#7b5e3b" opacity="0.35"/>`,
  },
  {
    name: 'lobby.jpg',
    svg: `<rect width="960" height="640" fill="#f2ebe0"/><rect y="470" width="960" height="170" fill="#6f6258"/>
      <rect x="90" y="330" width="360" height="150" rx="10" fill="#3d5a73"/>
      <rect x="560" y="120" width="300" height="360" fill="#a7c6d9" stroke="#ffffff" stroke-width="14"/>
      <rect x="470" y="380" width="40" height="100" fill="#4f7b4a"/><circle cx="490" cy="350" r="45" fill="#5d9457"/>`,
  },
];

export interface DemoPhoto {
  originalName: string;
  data: Buffer;
}

export async function drawDemoPhotos(): Promise<DemoPhoto[]> {
  return Promise.all(
    SCENES.map(async ({ name, svg }) => ({
      originalName: name,
      data: await sharp(
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">${svg}</svg>`),
      )
        .jpeg({ quality: 78 })
        .toBuffer(),
    })),
  );
}

/** Stores one for an answer: each answer its own file, so removing one attachment leaves the others. */
export async function storeDemoPhoto(
  files: FileStore,
  organizationId: string,
  inspectionId: string,
  photo: DemoPhoto,
) {
  const path = await files.save(organizationId, `inspection-${inspectionId}`, 'jpg', photo.data);
  return { path, originalName: photo.originalName, mimeType: 'image/jpeg' };
}
