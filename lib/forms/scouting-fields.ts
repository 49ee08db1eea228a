/**
 * What the scouting application shares besides its zod schema
 * (scouting-schema.ts): error keys, field names and order, the screen's empty
 * values and the multipart body. Free of zod, so that the form can import it
 * without loading the schema with the page (see validation.ts).
 */
import { GENDERS, type Gender } from '@/lib/rules/categories';
import type { OptionListKey } from '@/lib/rules/options';
import type { FormErrorKey } from './fields';

/**
 * Error keys: the generic ones are keys of the `Form` namespace (shared with
 * the other forms); the scouting ones are full paths into `Scouting.errors`.
 */
export const SCOUTING_ERRORS = {
  required: 'required',
  invalidEmail: 'invalidEmail',
  tooLong: 'tooLong',
  invalid: 'invalid',
  control: 'control',
  invisible: 'invisible',
  gender: 'Scouting.errors.gender',
  birthdateFormat: 'Scouting.errors.birthdateFormat',
  birthdateInvalid: 'Scouting.errors.birthdateInvalid',
  birthdateFuture: 'Scouting.errors.birthdateFuture',
  responsable: 'Scouting.errors.responsable',
  whatsapp: 'Scouting.errors.whatsapp',
  instagram: 'Scouting.errors.instagram',
  video: 'Scouting.errors.video',
  option: 'Scouting.errors.option',
  place: 'Scouting.errors.place',
  privacy: 'Scouting.errors.privacy',
  photoRequired: 'Scouting.errors.photoRequired',
  photoType: 'Scouting.errors.photoType',
  photoTooLarge: 'Scouting.errors.photoTooLarge',
  photoUnreadable: 'Scouting.errors.photoUnreadable',
  photoPixels: 'Scouting.errors.photoPixels',
} as const satisfies Record<string, FormErrorKey | `Scouting.errors.${string}`>;
export type ScoutingErrorKey = (typeof SCOUTING_ERRORS)[keyof typeof SCOUTING_ERRORS];

export const SCOUTING_ERROR_PREFIX = 'Scouting.errors.';

const scoutingErrorKeys: readonly string[] = Object.values(SCOUTING_ERRORS);

/** A key the scouting form shows as a field's message (its own or a shared `Form` one). */
export function isScoutingErrorKey(value: string): value is ScoutingErrorKey {
  return scoutingErrorKeys.includes(value);
}

export { GENDERS, type Gender };
export const MEASURE_FIELDS = ['height', 'bust', 'waist', 'hips', 'jeans'] as const satisfies readonly OptionListKey[];
export const PHOTO_FIELDS = ['image_1', 'image_2', 'image_3', 'image_4'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];
export type MeasureField = (typeof MEASURE_FIELDS)[number];

/** The order of the fields on the screen: focus goes to the first invalid one. */
export const SCOUTING_FIELD_ORDER = [
  'name',
  'gender',
  'birthdate',
  'responsable',
  'whatsapp',
  'instagram',
  'email',
  'nationality',
  'id_country',
  'id_city',
  ...MEASURE_FIELDS,
  'skills',
  'video',
  ...PHOTO_FIELDS,
  'privacy',
] as const;
export type ScoutingField = (typeof SCOUTING_FIELD_ORDER)[number];

/** A File (browser, jsdom or Node's undici), recognised by shape rather than by class. */
export function isFileLike(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as File).name === 'string' &&
    typeof (value as File).size === 'number' &&
    typeof (value as File).type === 'string' &&
    typeof (value as File).arrayBuffer === 'function'
  );
}

/** What the screen holds: every text as typed, photos as File or null (an empty slot). */
export interface ScoutingValues {
  name: string;
  gender: '' | Gender;
  birthdate: string;
  responsable: string;
  whatsapp: string;
  instagram: string;
  email: string;
  nationality: string;
  id_country: string;
  country: string;
  id_city: string;
  city: string;
  height: string;
  bust: string;
  waist: string;
  hips: string;
  jeans: string;
  skills: string;
  video: string;
  privacy: boolean;
  image_1: File | null;
  image_2: File | null;
  image_3: File | null;
  image_4: File | null;
}

export const EMPTY_SCOUTING_VALUES: ScoutingValues = {
  name: '',
  gender: '',
  birthdate: '',
  responsable: '',
  whatsapp: '',
  instagram: '',
  email: '',
  nationality: '',
  id_country: '',
  country: '',
  id_city: '',
  city: '',
  height: '',
  bust: '',
  waist: '',
  hips: '',
  jeans: '',
  skills: '',
  video: '',
  privacy: false,
  image_1: null,
  image_2: null,
  image_3: null,
  image_4: null,
};

/** The text fields of the contract, in the order they are sent. */
export const SCOUTING_TEXT_FIELDS = [
  'name',
  'gender',
  'birthdate',
  'responsable',
  'whatsapp',
  'instagram',
  'email',
  'nationality',
  'id_country',
  'country',
  'id_city',
  'city',
  ...MEASURE_FIELDS,
  'skills',
  'video',
] as const;

/** Every field name the contract knows: anything else in a post is refused. */
export const SCOUTING_FORM_FIELDS: readonly string[] = [...SCOUTING_TEXT_FIELDS, 'privacy', ...PHOTO_FIELDS];

/**
 * The multipart body of an application, as the contract names it: empty
 * optional fields left out, privacy as '1', the photos last. Built by the
 * browser from what the visitor typed and by the server from what it checked.
 */
/**
 * What the body is built from: the checked application (`ScoutingData` of
 * scouting-schema.ts, which imports this file, hence a shape and not the type).
 */
export type ScoutingBody = Partial<Record<(typeof SCOUTING_TEXT_FIELDS)[number], string | number>> & Record<PhotoField, File>;

export function scoutingFormData(data: ScoutingBody): FormData {
  const form = new FormData();
  for (const name of SCOUTING_TEXT_FIELDS) {
    const value = data[name];
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  form.append('privacy', '1');
  for (const name of PHOTO_FIELDS) form.append(name, data[name], data[name].name);
  return form;
}
