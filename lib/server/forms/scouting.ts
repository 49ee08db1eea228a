import 'server-only';
import fs from 'node:fs';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { AgencyApiError } from '@/lib/agency/errors';
import type { AgencyLang } from '@/lib/agency/types';
import { getCities, getCountries } from '@/lib/agency/content';
import { PHOTO_MAX_PIXELS } from '@/lib/rules/agreed';
import { isPhotoType, PHOTO_MAX_SIDE, type PhotoType } from '@/lib/rules/photo';
import { logFailure } from '@/lib/server/observability/request-log';
import { createUploadSlots, diskPath } from './multipart';
import { defaultUpstreamErrorKey } from './handle-post';
import type { FieldErrors } from '@/lib/forms/schemas';
import {
  PHOTO_FIELDS,
  SCOUTING_ERROR_PREFIX,
  SCOUTING_ERRORS as E,
  type PhotoField,
  type ScoutingData,
  type ScoutingErrorKey,
} from '@/lib/forms/scouting-schema';

/**
 * Applications received at once by this process. Each streams to disk, so a
 * slot costs little memory; the bound is on disk, sockets and the agency.
 */
export const SCOUTING_UPLOAD_SLOTS = 8;
export const scoutingUploads = createUploadSlots(SCOUTING_UPLOAD_SLOTS);

/**
 * The whole application must have arrived within two minutes: four photos
 * scaled by the browser (2000 px) weigh a few MB, which a slow mobile line
 * sends in well under a minute; past that a client is holding a connection.
 */
export const SCOUTING_DEADLINE_MS = 120_000;

/**
 * Applications per client address. Low, as each can weigh 40 MB, but not
 * one: a visitor who corrects a refused photo sends again, and schools or
 * mobile carriers put many applicants behind one address.
 */
export const SCOUTING_RATE = { points: 6, durationS: 10 * 60, keyPrefix: 'scouting' } as const;

const EXTENSIONS = { 'image/png': 'png', 'image/gif': 'gif', 'image/jpeg': 'jpg' } as const;

// libvips keeps the results of recent operations (50 MB by default) for a
// later call on the same input. Every photo here is new and read once, so that
// cache held only memory (docs/decisions/0036-scouting-photos-streamed-and-re-encoded.md).
// The setting is the process's (Next's image optimizer reads each source once too).
sharp.cache(false);

/** One photo decoded at a time in this process: decoding is where the memory goes. */
let encoding: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = encoding.then(work, work);
  encoding = turn.catch(() => undefined);
  return turn;
}

/**
 * One photo decoded and encoded again in its own format, so that what is
 * forwarded is exactly an image: turned upright by its EXIF orientation,
 * with no metadata (GPS position, camera, comments: sharp keeps none unless
 * asked) and nothing hidden after or inside the image data. GIFs stay GIFs,
 * every frame (the browser keeps them as they are for their animation);
 * others larger than the browser would have sent are scaled down as it does.
 * A received file is read from disk and the result written beside it.
 */
async function cleanPhoto(field: PhotoField, file: File): Promise<File | ScoutingErrorKey> {
  const source = diskPath(file);
  const input = source ?? Buffer.from(await file.arrayBuffer());
  const detected = await (typeof input === 'string' ? fileTypeFromFile(input) : fileTypeFromBuffer(input));
  if (!detected || !isPhotoType(detected.mime)) return E.photoType;
  const type: PhotoType = detected.mime;
  const animated = type === 'image/gif';
  try {
    // Animated, the height is that of every frame together: the cap counts them all.
    const { width = 0, height = 0 } = await sharp(input, { animated }).metadata();
    if (width <= 0 || height <= 0) return E.photoUnreadable;
    if (width * height > PHOTO_MAX_PIXELS) return E.photoPixels;
    let image = sharp(input, { animated, limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error', sequentialRead: true }).rotate();
    // The browser's own rule (lib/rules/photo.ts), applied to what did not come
    // through it: a JPEG is then decoded at a half or a quarter of its size.
    if (!animated) image = image.resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded = type === 'image/png' ? image.png() : type === 'image/gif' ? image.gif() : image.jpeg({ quality: 90 });
    const name = `${field}.${EXTENSIONS[type]}`;
    if (!source) return new File([new Uint8Array(await encoded.toBuffer())], name, { type });
    const cleaned = `${source}.clean`;
    await encoded.toFile(cleaned);
    return new File([await fs.openAsBlob(cleaned, { type })], name, { type });
  } catch (error) {
    // sharp's own cap, met while reading the header, is the same excess.
    return /pixel limit/i.test(String(error)) ? E.photoPixels : E.photoUnreadable;
  }
}

/**
 * The photos as they are forwarded: recognised by their bytes (the name and
 * declared type a browser sends are ignored), encoded again without any
 * metadata, renamed image_N.<real type>. Refused ones are reported by field.
 */
export async function cleanPhotos(
  data: ScoutingData,
): Promise<{ photos: Partial<Pick<ScoutingData, PhotoField>>; errors: FieldErrors }> {
  const photos: Partial<Pick<ScoutingData, PhotoField>> = {};
  const errors: FieldErrors = {};
  for (const field of PHOTO_FIELDS) {
    const cleaned = await oneAtATime(() => cleanPhoto(field, data[field]));
    if (typeof cleaned === 'string') errors[field] = [cleaned];
    else photos[field] = cleaned;
  }
  return { photos, errors };
}

/**
 * The country and city names as the back office spells them, for the ids
 * chosen; an id it does not know is refused. When the lists cannot be read
 * the names typed by the browser (already bounded by the schema) are kept:
 * the application matters more than the spelling of a city.
 */
export async function resolvePlaces(
  lang: AgencyLang,
  data: Pick<ScoutingData, 'id_country' | 'country' | 'id_city' | 'city'>,
): Promise<{ places: Pick<ScoutingData, 'country' | 'city'>; errors: FieldErrors }> {
  const places = { country: data.country, city: data.city };
  const errors: FieldErrors = {};
  if (data.id_country === undefined) return { places, errors };
  try {
    const country = (await getCountries(lang)).find((c) => c.id === data.id_country);
    if (!country) {
      errors.id_country = [E.place];
      return { places, errors };
    }
    places.country = country.name;
    if (data.id_city !== undefined) {
      const city = (await getCities(lang, country.id)).find((c) => c.id === data.id_city);
      if (city) places.city = city.name;
      else errors.id_city = [E.place];
    }
  } catch (error) {
    logFailure('places unavailable; forwarding the names as typed', error, { level: 'warn' });
  }
  return { places, errors };
}

/**
 * A refusal by the site itself, after the schema and before the back office
 * is called; `handleFormPost` answers it as any 422 (field → keys).
 */
export function refusal(errors: FieldErrors): AgencyApiError {
  return new AgencyApiError('The scouting application was refused before forwarding', {
    status: 422,
    code: 'invalid',
    errors,
  });
}

/** The agency API's wording of a refusal, as the keys the scouting form shows. */
export function scoutingUpstreamErrorKey(field: string, message: string): string {
  if (message.startsWith(SCOUTING_ERROR_PREFIX)) return message;
  const text = message.toLowerCase();
  if (field.startsWith('image_')) {
    if (text.includes('is required') || text.includes('is empty')) return E.photoRequired;
    if (/at most \d+ mb/.test(text)) return E.photoTooLarge;
    if (text.includes('megapixels')) return E.photoPixels;
    if (text.includes('readable')) return E.photoUnreadable;
    return E.photoType;
  }
  if (field === 'responsable' && text.includes('under 18')) return E.responsable;
  if (field === 'birthdate') {
    if (text.includes('dd/mm/yyyy')) return E.birthdateFormat;
    if (text.includes('past')) return E.birthdateFuture;
    if (text.includes('real date') || text.includes('plausible')) return E.birthdateInvalid;
  }
  if (field === 'video' && text.includes('url')) return E.video;
  if (field === 'gender' && text.includes('man or woman')) return E.gender;
  if (field === 'privacy') return E.privacy;
  return defaultUpstreamErrorKey(field, message);
}
