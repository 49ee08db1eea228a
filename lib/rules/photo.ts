/**
 * Rules for the scouting photos, pure so that the browser (preview, scaling
 * before upload) and the tests share them. The server checks the bytes again
 * with file-type; nothing here is trusted by it.
 */

/** Longest side, in pixels, a photo is scaled down to before upload. */
export const PHOTO_MAX_SIDE = 2000;

/** The only image types the agency accepts (docs/product.md §5). */
export const PHOTO_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** For the file inputs' `accept`: the types and their usual extensions. */
export const PHOTO_ACCEPT = 'image/png,image/gif,image/jpeg,.png,.gif,.jpg,.jpeg';

export function isPhotoType(value: string): value is PhotoType {
  return (PHOTO_TYPES as readonly string[]).includes(value);
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The size a photo is uploaded at: unchanged when its longest side fits,
 * otherwise scaled so that the longest side is `maxSide`, keeping the ratio
 * (each side at least 1 px).
 */
export function scaledSize(size: Size, maxSide: number = PHOTO_MAX_SIDE): Size {
  const { width, height } = size;
  const longest = Math.max(width, height);
  if (!(longest > maxSide)) return { width, height };
  const ratio = maxSide / longest;
  return {
    width: width >= height ? maxSide : Math.max(1, Math.round(width * ratio)),
    height: height > width ? maxSide : Math.max(1, Math.round(height * ratio)),
  };
}

/**
 * Is the photo re-encoded before upload? GIFs never are (a canvas would keep
 * only the first frame); the others only when they are larger than allowed.
 */
export function needsScaling(type: PhotoType, size: Size, maxSide: number = PHOTO_MAX_SIDE): boolean {
  return type !== 'image/gif' && Math.max(size.width, size.height) > maxSide;
}

/**
 * The image type told by a file's first bytes (PNG, GIF or JPEG signatures),
 * or null: a text file named .jpg is caught before it is even previewed.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'image/gif';
  }
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** Bytes needed by sniffPhotoType. */
export const SNIFF_BYTES = 12;
