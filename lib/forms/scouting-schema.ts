/**
 * The scouting application ("Be a model"), one schema for the browser
 * (react-hook-form) and the site's server, which parses every post again and
 * adds what only it can check (file bytes, see lib/server/forms/scouting.ts). Messages
 * are translation keys. zod mini, loaded by the browser on demand, as in
 * schemas.ts; what the form needs besides the schema is in scouting-fields.ts.
 */
import * as z from 'zod/mini';
import {
  birthdateProblem,
  calendarDay,
  FIELD_LIMITS,
  needsGuardian,
  PHOTO_MAX_BYTES,
  type BirthdateProblem,
} from '@/lib/rules/agreed';
import { isGender } from '@/lib/rules/categories';
import { isOptionValue, type OptionListKey } from '@/lib/rules/options';
import { emailField, plainText, refuse, requiredText } from './schemas';
import { isFileLike, SCOUTING_ERRORS, type ScoutingErrorKey } from './scouting-fields';

export {
  EMPTY_SCOUTING_VALUES,
  GENDERS,
  isFileLike,
  isScoutingErrorKey,
  MEASURE_FIELDS,
  PHOTO_FIELDS,
  SCOUTING_ERROR_PREFIX,
  SCOUTING_ERRORS,
  SCOUTING_FIELD_ORDER,
  SCOUTING_FORM_FIELDS,
  SCOUTING_TEXT_FIELDS,
  scoutingFormData,
  type Gender,
  type MeasureField,
  type PhotoField,
  type ScoutingErrorKey,
  type ScoutingField,
  type ScoutingValues,
} from './scouting-fields';

const E = SCOUTING_ERRORS;
const L = FIELD_LIMITS.scouting;

// --- field kinds -------------------------------------------------------------

/** An empty optional field is the same as a missing one (browsers send them). */
const optionalText = (max: number, { multiline = false } = {}) =>
  z.pipe(
    z.optional(z.string({ error: E.invalid }).check(z.trim(), z.maxLength(max, { error: E.tooLong }), plainText(multiline))),
    z.transform((value: string | undefined) => value || undefined),
  );

const optionField = (key: OptionListKey) =>
  optionalText(10).check(z.refine((value) => value === undefined || isOptionValue(key, value), { error: E.option }));

/** A positive id from a select, as text. */
const placeId = z
  .pipe(
    z.optional(z.string({ error: E.place }).check(z.trim(), z.regex(/^(\d{1,9})?$/, { error: E.place }))),
    z.transform((value: string | undefined) => (value ? Number(value) : undefined)),
  )
  .check(z.refine((value) => value === undefined || value > 0, { error: E.place }));

/** Digits with an optional +, spaces, dots, dashes and brackets; 8 to 15 digits (E.164). */
function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** "@handle", "handle" or an instagram.com address. */
function isInstagram(value: string): boolean {
  return (
    /^@?[A-Za-z0-9._]{1,30}$/.test(value) || /^(https?:\/\/)?(www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?(\?.*)?$/i.test(value)
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

/** An empty slot is null on the screen; what reaches the output is always a File. */
const photoField = z.pipe(
  z.custom<File | null | undefined>((value) => value == null || isFileLike(value), { error: E.photoRequired }),
  z.transform((file: File | null | undefined, ctx) => {
    if (!file || file.size === 0) return refuse(ctx, E.photoRequired);
    if (file.size > PHOTO_MAX_BYTES) return refuse(ctx, E.photoTooLarge);
    return file;
  }),
);

/** The birthdate rule the back office applies too (lib/rules/agreed.ts), as the form's keys. */
const BIRTHDATE_ERRORS: Record<BirthdateProblem, ScoutingErrorKey> = {
  format: E.birthdateFormat,
  invalid: E.birthdateInvalid,
  future: E.birthdateFuture,
};

// --- the schema ----------------------------------------------------------------

/**
 * `today` is read at every parse (the under-18 rule depends on the day the
 * application is sent); tests pass a fixed one.
 */
export function makeScoutingSchema(today: () => Date = () => new Date()) {
  const fields = z
    .object({
      name: requiredText(L.name),
      gender: z.string({ error: E.gender }).check(z.refine(isGender, { error: E.gender })),
      birthdate: requiredText(L.birthdate).check(
        z.superRefine((text, ctx) => {
          const problem = text === '' ? null : birthdateProblem(text, calendarDay(today()));
          if (problem) ctx.addIssue({ code: 'custom', message: BIRTHDATE_ERRORS[problem] });
        }),
      ),
      responsable: optionalText(L.responsable),
      whatsapp: requiredText(L.whatsapp).check(z.refine((v) => v === '' || isPhoneNumber(v), { error: E.whatsapp })),
      instagram: requiredText(L.instagram).check(z.refine((v) => v === '' || isInstagram(v), { error: E.instagram })),
      email: emailField,
      nationality: optionalText(L.nationality),
      id_country: placeId,
      country: optionalText(L.country),
      id_city: placeId,
      city: optionalText(L.city),
      height: optionField('height'),
      bust: optionField('bust'),
      waist: optionField('waist'),
      hips: optionField('hips'),
      jeans: optionField('jeans'),
      skills: optionalText(L.skills, { multiline: true }),
      video: optionalText(L.video).check(z.refine((value) => value === undefined || isWebUrl(value), { error: E.video })),
      privacy: z.boolean({ error: E.privacy }).check(z.refine((accepted) => accepted, { error: E.privacy })),
      image_1: photoField,
      image_2: photoField,
      image_3: photoField,
      image_4: photoField,
    })
    .check(
      z.superRefine(
        (data, ctx) => {
          // The guardian is asked for (and required) only while the applicant is under 18.
          const minor = typeof data.birthdate === 'string' && needsGuardian(data.birthdate.trim(), calendarDay(today()));
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
      ),
    );
  return z.pipe(
    fields,
    z.transform((data: z.output<typeof fields>) => {
      const minor = needsGuardian(data.birthdate, calendarDay(today()));
      return {
        ...data,
        // Not applicable to adults (docs/decisions/0025-guardian-only-under-18.md): never forwarded for them.
        responsable: minor ? data.responsable : undefined,
        country: data.id_country === undefined ? undefined : data.country,
        city: data.id_city === undefined ? undefined : data.city,
      };
    }),
  );
}

export const scoutingSchema = makeScoutingSchema();

export type ScoutingInput = z.input<typeof scoutingSchema>;
export type ScoutingData = z.output<typeof scoutingSchema>;
