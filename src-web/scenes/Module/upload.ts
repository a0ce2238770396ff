/** Images are made at most this big in the browser before they are sent (inspection-run §4, §9). */
export const MAX_IMAGE_SIDE = 1280;
/** The success message closes itself after this long (administration §9). */
export const SUCCESS_CLOSE_MS = 1200;

/**
 * A JPEG or PNG larger than 1280 px on a side is drawn smaller in a canvas (same type); anything else goes
 * as it is. The server re-encodes every image anyway: this saves the agent's mobile data.
 */
export async function downscaled(file: File): Promise<Blob> {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1) return file;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), file.type, 0.9));
}

export interface UploadHandle {
  done: Promise<{ ok: true } | { ok: false; key: string }>;
  cancel: () => void;
}

/** A multipart upload (field `file`, `isFollowUp`) with progress from 0 to 1, cancellable (upload.canceled). */
export function upload(
  path: string,
  blob: Blob,
  name: string,
  isFollowUp: boolean,
  onProgress: (share: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<{ ok: true } | { ok: false; key: string }>((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onabort = () => resolve({ ok: false, key: 'upload.canceled' });
    xhr.onerror = () => resolve({ ok: false, key: 'errors.connection' });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true });
      let key = 'errors.server';
      try {
        key = (JSON.parse(xhr.responseText) as { msg?: string }).msg ?? key;
      } catch {
        /* not JSON */
      }
      resolve({ ok: false, key });
    };
  });
  const form = new FormData();
  form.append('file', blob, name);
  form.append('isFollowUp', String(isFollowUp));
  xhr.open('POST', path);
  xhr.setRequestHeader('accept', 'application/json');
  xhr.send(form);
  return { done, cancel: () => xhr.abort() };
}
