import { PHOTO_MAX_BYTES } from '@/lib/rules/agreed';
import { SCOUTING_ERRORS, type ScoutingErrorKey } from '@/lib/forms/scouting-fields';
import { needsScaling, scaledSize, sniffPhotoType, SNIFF_BYTES, type PhotoType, type Size } from '@/lib/rules/photo';

export type PreparedPhoto = { ok: true; file: File } | { ok: false; error: ScoutingErrorKey };

const JPEG_QUALITY = 0.9;

/** The browser can decode and re-encode images (not the case of jsdom, nor of very old browsers). */
function canDecode(): boolean {
  return typeof createImageBitmap === 'function' && typeof document !== 'undefined';
}

async function encode(bitmap: ImageBitmap, size: Size, type: PhotoType): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type, quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
}

/**
 * A chosen file made ready for upload: refused unless its bytes say PNG, GIF
 * or JPEG and the browser can open it; PNG and JPEG larger than 2000 px on
 * their longest side are scaled down in the same format (GIFs are kept as
 * they are, a canvas would drop their animation); the result must fit 10 MB.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const type = sniffPhotoType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!type) return { ok: false, error: SCOUTING_ERRORS.photoType };
  // The declared type follows the bytes, not the file's name.
  let prepared = file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });

  if (canDecode()) {
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      return { ok: false, error: SCOUTING_ERRORS.photoUnreadable };
    }
    try {
      const size = { width: bitmap.width, height: bitmap.height };
      if (needsScaling(type, size)) {
        const blob = await encode(bitmap, scaledSize(size), type).catch(() => null);
        if (blob && blob.type === type) {
          prepared = new File([blob], file.name, { type, lastModified: file.lastModified });
        }
      }
    } finally {
      bitmap.close();
    }
  }

  if (prepared.size > PHOTO_MAX_BYTES) return { ok: false, error: SCOUTING_ERRORS.photoTooLarge };
  return { ok: true, file: prepared };
}
