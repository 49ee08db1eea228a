import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { AgencyApiError, type AgencyLang } from '@/lib/api';
import { loadCities, loadCountries } from '@/lib/places';
import { isPhotoType } from '@/lib/photo';
import { defaultUpstreamErrorKey } from './server';
import type { FieldErrors } from './schemas';
import { PHOTO_FIELDS, SCOUTING_ERROR_PREFIX, SCOUTING_ERRORS as E, type ScoutingData } from './scouting-schema';

export { SCOUTING_MAX_BYTES } from './limits';

/**
 * Applications per client address. Low, as each can weigh 40 MB, but not
 * one: a visitor who corrects a refused photo sends again, and schools or
 * mobile carriers put many applicants behind one address.
 */
export const SCOUTING_RATE = { points: 6, durationS: 10 * 60, keyPrefix: 'scouting' } as const;

const EXTENSIONS = { 'image/png': 'png', 'image/gif': 'gif', 'image/jpeg': 'jpg' } as const;

/**
 * The photos as they are forwarded: recognised by their bytes (the name and
 * declared type a browser sends are ignored), renamed image_N.<real type>.
 * Refused ones are reported by field.
 */
export async function checkPhotoBytes(
  data: ScoutingData,
): Promise<{ photos: Partial<Pick<ScoutingData, (typeof PHOTO_FIELDS)[number]>>; errors: FieldErrors }> {
  const photos: Partial<Pick<ScoutingData, (typeof PHOTO_FIELDS)[number]>> = {};
  const errors: FieldErrors = {};
  for (const field of PHOTO_FIELDS) {
    const bytes = new Uint8Array(await data[field].arrayBuffer());
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !isPhotoType(detected.mime)) {
      errors[field] = [E.photoType];
      continue;
    }
    photos[field] = new File([bytes], `${field}.${EXTENSIONS[detected.mime]}`, { type: detected.mime });
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
    const country = (await loadCountries(lang)).find((c) => c.id === data.id_country);
    if (!country) {
      errors.id_country = [E.place];
      return { places, errors };
    }
    places.country = country.name;
    if (data.id_city !== undefined) {
      const city = (await loadCities(lang, country.id)).find((c) => c.id === data.id_city);
      if (city) places.city = city.name;
      else errors.id_city = [E.place];
    }
  } catch (error) {
    console.warn('places unavailable; forwarding the names as typed', error);
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
    if (text.includes('10 mb')) return E.photoTooLarge;
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
