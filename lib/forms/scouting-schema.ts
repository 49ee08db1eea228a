/**
 * The scouting application ("Be a model"), one schema for the browser
 * (react-hook-form) and the site's server, which parses every post again and
 * adds what only it can check (file bytes, see scouting-server.ts). Messages
 * are translation keys.
 */
import { z } from 'zod';
import { isMinor, parseBirthdate, isPastDate } from '@/lib/age';
import { MAX_IMAGE_BYTES } from '@/lib/constants';
import { isOptionValue, type OptionListKey } from '@/lib/options';
import { emailField, requiredText, type FormErrorKey } from './schemas';

/**
 * Error keys: the generic ones are keys of the `Form` namespace (shared with
 * the other forms); the scouting ones are full paths into `Scouting.errors`.
 */
export const SCOUTING_ERRORS = {
  required: 'required',
  invalidEmail: 'invalidEmail',
  tooLong: 'tooLong',
  invalid: 'invalid',
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
} as const satisfies Record<string, FormErrorKey | `Scouting.errors.${string}`>;
export type ScoutingErrorKey = (typeof SCOUTING_ERRORS)[keyof typeof SCOUTING_ERRORS];

export const SCOUTING_ERROR_PREFIX = 'Scouting.errors.';

const E = SCOUTING_ERRORS;

export const GENDERS = ['woman', 'man'] as const;
export const MEASURE_FIELDS = ['height', 'bust', 'waist', 'hips', 'jeans'] as const satisfies readonly OptionListKey[];
export const PHOTO_FIELDS = ['image_1', 'image_2', 'image_3', 'image_4'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];
export type MeasureField = (typeof MEASURE_FIELDS)[number];

/** Applicants older than this are not plausible (the agency refuses births before 1900 as well). */
const MAX_AGE_YEARS = 120;

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

// --- field kinds -------------------------------------------------------------

/** An empty optional field is the same as a missing one (browsers send them). */
const optionalText = (max: number) =>
  z
    .string({ error: E.invalid })
    .trim()
    .max(max, { error: E.tooLong })
    .optional()
    .transform((value) => value || undefined);

const optionField = (key: OptionListKey) =>
  optionalText(10).refine((value) => value === undefined || isOptionValue(key, value), { error: E.option });

/** A positive id from a select, as text. */
const placeId = z
  .string({ error: E.place })
  .trim()
  .regex(/^(\d{1,9})?$/, { error: E.place })
  .optional()
  .transform((value) => (value ? Number(value) : undefined))
  .refine((value) => value === undefined || value > 0, { error: E.place });

/** Digits with an optional +, spaces, dots, dashes and brackets; 8 to 15 digits (E.164). */
function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** "@handle", "handle" or an instagram.com address. */
function isInstagram(value: string): boolean {
  return (
    /^@?[A-Za-z0-9._]{1,30}$/.test(value) ||
    /^(https?:\/\/)?(www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?(\?.*)?$/i.test(value)
  );
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

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

/** An empty slot is null on the screen; what reaches the output is always a File. */
const photoField = z
  .custom<File | null | undefined>((value) => value == null || isFileLike(value), { error: E.photoRequired })
  .transform((file, ctx) => {
    if (!file || file.size === 0) {
      ctx.addIssue({ code: 'custom', message: E.photoRequired });
      return z.NEVER;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      ctx.addIssue({ code: 'custom', message: E.photoTooLarge });
      return z.NEVER;
    }
    return file;
  });

export type Gender = (typeof GENDERS)[number];
const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

function birthdateProblem(text: string, today: Date): ScoutingErrorKey | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return E.birthdateFormat;
  const date = parseBirthdate(text);
  if (date === null) return E.birthdateInvalid;
  if (!isPastDate(date, today)) return E.birthdateFuture;
  if (today.getFullYear() - date.getFullYear() > MAX_AGE_YEARS) return E.birthdateInvalid;
  return null;
}

// --- the schema ----------------------------------------------------------------

/**
 * `today` is read at every parse (the under-18 rule depends on the day the
 * application is sent); tests pass a fixed one.
 */
export function makeScoutingSchema(today: () => Date = () => new Date()) {
  return z
    .object({
      name: requiredText(120),
      gender: z.string({ error: E.gender }).refine(isGender, { error: E.gender }),
      birthdate: requiredText(10).superRefine((text, ctx) => {
        const problem = text === '' ? null : birthdateProblem(text, today());
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      responsable: optionalText(120),
      whatsapp: requiredText(40).refine((v) => v === '' || isPhoneNumber(v), { error: E.whatsapp }),
      instagram: requiredText(60).refine((v) => v === '' || isInstagram(v), { error: E.instagram }),
      email: emailField,
      nationality: optionalText(60),
      id_country: placeId,
      country: optionalText(120),
      id_city: placeId,
      city: optionalText(120),
      height: optionField('height'),
      bust: optionField('bust'),
      waist: optionField('waist'),
      hips: optionField('hips'),
      jeans: optionField('jeans'),
      skills: optionalText(1000),
      video: optionalText(2000).refine((value) => value === undefined || isWebUrl(value), { error: E.video }),
      privacy: z.boolean({ error: E.privacy }).refine((accepted) => accepted, { error: E.privacy }),
      image_1: photoField,
      image_2: photoField,
      image_3: photoField,
      image_4: photoField,
    })
    .superRefine(
      (data, ctx) => {
        // The guardian is asked for (and required) only while the applicant is under 18.
        const birth = typeof data.birthdate === 'string' ? parseBirthdate(data.birthdate) : null;
        const minor = birth !== null && isPastDate(birth, today()) && isMinor(birth, today());
        if (minor && !data.responsable) {
          ctx.addIssue({ code: 'custom', path: ['responsable'], message: E.responsable });
        }
        // A city only makes sense inside its country.
        if (data.id_city !== undefined && data.id_country === undefined) {
          ctx.addIssue({ code: 'custom', path: ['id_country'], message: E.place });
        }
      },
      // Run alongside the field rules, so that every error is shown at once.
      { when: () => true },
    )
    .transform((data) => {
      const birth = parseBirthdate(data.birthdate);
      const minor = birth !== null && isMinor(birth, today());
      return {
        ...data,
        // Not applicable to adults (DESIGN.md decision 9): never forwarded for them.
        responsable: minor ? data.responsable : undefined,
        country: data.id_country === undefined ? undefined : data.country,
        city: data.id_city === undefined ? undefined : data.city,
      };
    });
}

export const scoutingSchema = makeScoutingSchema();

export type ScoutingInput = z.input<typeof scoutingSchema>;
export type ScoutingData = z.output<typeof scoutingSchema>;

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
export function scoutingFormData(data: ScoutingData): FormData {
  const form = new FormData();
  for (const name of SCOUTING_TEXT_FIELDS) {
    const value = data[name];
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  form.append('privacy', '1');
  for (const name of PHOTO_FIELDS) form.append(name, data[name], data[name].name);
  return form;
}

