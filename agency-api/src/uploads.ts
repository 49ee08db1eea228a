import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { DataPaths, TestHooks } from './config';
import type { Db } from './db';
import { addError, type FieldErrors } from './http';
// The photo caps the site applies too.
import { PHOTO_COUNT, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '../../lib/rules/agreed';

export const PHOTO_SLOTS = Array.from({ length: PHOTO_COUNT }, (_, index) => index + 1);
/** Scouting photos, relative to the media folder (and so to the panel host's /storage). */
export const SCOUTING_FOLDER = 'storage/scouting';

/** Recognised by their bytes only; the name and declared type of the upload are ignored. */
const ACCEPTED_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

export interface CheckedPhoto {
  slot: number;
  data: Uint8Array;
  mime: string;
  ext: string;
}

/** Checks image_1..image_4 (and that no other file came); adds to `errors`. */
export async function checkPhotos(files: Record<string, File>, errors: FieldErrors): Promise<CheckedPhoto[]> {
  const photos: CheckedPhoto[] = [];
  const expected = new Set<string>(PHOTO_SLOTS.map((slot) => `image_${slot}`));
  for (const field of Object.keys(files)) {
    if (!expected.has(field)) addError(errors, field, 'is not accepted: send exactly four images, image_1 to image_4');
  }
  for (const slot of PHOTO_SLOTS) {
    const field = `image_${slot}`;
    if (errors[field]) continue;
    const file = files[field];
    if (!file) {
      addError(errors, field, 'is required: an image file (png, gif or jpeg)');
      continue;
    }
    if (file.size === 0) {
      addError(errors, field, 'is empty');
      continue;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      addError(errors, field, `must be at most ${PHOTO_MAX_BYTES / (1024 * 1024)} MB`);
      continue;
    }
    const data = new Uint8Array(await file.arrayBuffer());
    const detected = await fileTypeFromBuffer(data);
    const ext = detected ? ACCEPTED_TYPES[detected.mime] : undefined;
    if (!detected || !ext) {
      addError(errors, field, 'must be a png, gif or jpeg image');
      continue;
    }
    const clean = await cleanPhoto(data, detected.mime);
    if (clean === 'unreadable') {
      addError(errors, field, 'is not a readable image');
      continue;
    }
    if (clean === 'too many pixels') {
      addError(errors, field, `is too large: at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`);
      continue;
    }
    photos.push({ slot, data: clean, mime: detected.mime, ext });
  }
  return photos;
}

/**
 * The photo decoded and encoded again in its own format, so that what is
 * stored is exactly an image: turned upright by its EXIF orientation, with
 * no metadata (GPS position, camera, comments: sharp keeps none unless
 * asked) and nothing that was hidden after or inside the image data. A GIF
 * stays a GIF, every frame: the browser keeps GIFs as they are for their
 * animation, and the contract accepts them.
 */
export async function cleanPhoto(data: Uint8Array, mime: string): Promise<Buffer | 'unreadable' | 'too many pixels'> {
  const animated = mime === 'image/gif';
  try {
    const meta = await sharp(data, { animated }).metadata();
    // Animated, the height is that of every frame together: the cap counts them all.
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width <= 0 || height <= 0) return 'unreadable';
    if (width * height > PHOTO_MAX_PIXELS) return 'too many pixels';
    const image = sharp(data, { animated, limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    if (mime === 'image/png') return await image.png().toBuffer();
    if (mime === 'image/gif') return await image.gif().toBuffer();
    return await image.jpeg({ quality: 90 }).toBuffer();
  } catch (error) {
    // sharp's own cap (reading the header) speaks of the same excess.
    return /pixel limit/i.test(String(error)) ? 'too many pixels' : 'unreadable';
  }
}

export interface StagedPhoto {
  slot: number;
  mime: string;
  bytes: number;
  /** Where the bytes are until the row commits. */
  tempPath: string;
  /** Where they go once the row commits. */
  finalPath: string;
  /** What the row stores: `storage/scouting/<uuid>.<ext>`. */
  file: string;
}

/**
 * Writes every photo to a temporary name (flushed to disk). On any failure
 * the ones already written are removed and the error is rethrown.
 */
export async function stagePhotos(paths: DataPaths, photos: CheckedPhoto[], hooks: TestHooks): Promise<StagedPhoto[]> {
  await fs.promises.mkdir(paths.staging, { recursive: true });
  await fs.promises.mkdir(path.join(paths.media, SCOUTING_FOLDER), { recursive: true });
  const staged: StagedPhoto[] = [];
  try {
    for (const photo of photos) {
      await hooks.beforePhotoWrite?.(photo.slot);
      const name = `${randomUUID()}.${photo.ext}`;
      const entry: StagedPhoto = {
        slot: photo.slot,
        mime: photo.mime,
        bytes: photo.data.byteLength,
        tempPath: path.join(paths.staging, `${name}.part`),
        finalPath: path.join(paths.media, SCOUTING_FOLDER, name),
        file: `${SCOUTING_FOLDER}/${name}`,
      };
      staged.push(entry);
      const handle = await fs.promises.open(entry.tempPath, 'wx');
      try {
        await handle.writeFile(photo.data);
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
  } catch (error) {
    discardPhotos(staged);
    throw error;
  }
  return staged;
}

/** Moves staged photos into the media folder; called inside the insert transaction. */
export function promotePhotos(staged: StagedPhoto[]): void {
  for (const photo of staged) fs.renameSync(photo.tempPath, photo.finalPath);
}

/** Removes staged photos wherever they are (temporary or final name). */
export function discardPhotos(staged: StagedPhoto[]): void {
  for (const photo of staged) {
    fs.rmSync(photo.tempPath, { force: true });
    fs.rmSync(photo.finalPath, { force: true });
  }
}

/**
 * Recovery at start: a crash can leave staged files, or photos renamed into
 * place whose transaction never committed. Both are removed.
 */
export function sweepOrphanPhotos(db: Db, paths: DataPaths): number {
  let removed = 0;
  if (fs.existsSync(paths.staging)) {
    for (const name of fs.readdirSync(paths.staging)) {
      fs.rmSync(path.join(paths.staging, name), { force: true, recursive: true });
      removed += 1;
    }
  }
  const folder = path.join(paths.media, SCOUTING_FOLDER);
  if (fs.existsSync(folder)) {
    const known = new Set((db.prepare('SELECT file FROM scouting_photos').all() as { file: string }[]).map((row) => row.file));
    for (const name of fs.readdirSync(folder)) {
      if (!known.has(`${SCOUTING_FOLDER}/${name}`)) {
        fs.rmSync(path.join(folder, name), { force: true, recursive: true });
        removed += 1;
      }
    }
  }
  return removed;
}
