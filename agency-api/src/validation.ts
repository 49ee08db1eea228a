import type { Context } from 'hono';
import { z } from 'zod';
import type { Db } from './db';
import { addError, type FieldErrors } from './http';
import { LANGUAGES } from './languages';
import {
  FIELD_LIMITS,
  isTalentId,
  MULTILINE_FIELDS,
  TALENT_ID_MAX,
  talentIdOf,
  TEXT_PROBLEM_WORDING,
  textProblem,
} from '../../lib/rules/agreed';

/** A multipart (or url-encoded) body split into its text fields and its files. */
export interface ReceivedForm {
  text: Record<string, string>;
  files: Record<string, File>;
  /** Fields sent more than once, or files where text was expected, and the reverse. */
  errors: FieldErrors;
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/** Reads the body as a form; null when it is not one (or cannot be parsed). */
export async function readForm(c: Context): Promise<ReceivedForm | null> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t))) return null;
  let data: FormData;
  try {
    data = await c.req.formData();
  } catch {
    return null;
  }
  const form: ReceivedForm = { text: {}, files: {}, errors: {} };
  const seen = new Set<string>();
  for (const [key, value] of data.entries()) {
    if (seen.has(key)) {
      if (!form.errors[key]) addError(form.errors, key, 'must be sent only once');
      continue;
    }
    seen.add(key);
    if (typeof value === 'string') {
      // An empty optional field is the same as a missing one (browsers send them).
      const trimmed = value.trim();
      if (trimmed !== '') form.text[key] = trimmed;
      // The site's rule for text fields (lib/rules/text.ts), so both refuse the same text.
      const problem = textProblem(trimmed, { multiline: MULTILINE_FIELDS.includes(key) });
      if (problem) addError(form.errors, key, TEXT_PROBLEM_WORDING[problem]);
    } else {
      form.files[key] = value;
    }
  }
  return form;
}

/**
 * Names every text field the form does not define. Silently dropping them
 * would store a submission that differs from what was sent, and the site
 * refuses the same post: both sides agree on what a form is.
 */
export function refuseUnknownFields(form: ReceivedForm, known: readonly string[], errors: FieldErrors): void {
  const allowed = new Set(known);
  for (const field of Object.keys(form.text)) {
    if (!allowed.has(field)) addError(errors, field, 'is not a field of this form');
  }
}

/**
 * The country and city ids of an application must name a row of the places
 * tables (the lists the site offers), and the city must lie in that country;
 * an id that points nowhere would be stored as a place nobody can read.
 */
export function placeChecker(db: Db) {
  const country = db.prepare('SELECT 1 FROM countries WHERE id = ?').pluck();
  const city = db.prepare('SELECT id_country FROM cities WHERE id = ?').pluck();
  return (place: { id_country?: number | undefined; id_city?: number | undefined }, errors: FieldErrors): void => {
    if (place.id_country !== undefined && !country.get(place.id_country)) {
      addError(errors, 'id_country', 'must be the id of a country of the list');
    }
    if (place.id_city === undefined) return;
    const cityCountry = city.get(place.id_city) as number | undefined;
    if (cityCountry === undefined) addError(errors, 'id_city', 'must be the id of a city of the list');
    else if (place.id_country === undefined) addError(errors, 'id_city', 'needs the id_country it belongs to');
    else if (cityCountry !== place.id_country) addError(errors, 'id_city', 'must be a city of the chosen country');
  };
}

/**
 * The query of a request checked against the parameters a path defines: each
 * one the path does not define, or sent twice, is named in `errors`. The
 * contract lists every parameter of each operation, so the API refuses the
 * rest rather than ignoring them, as a contract fuzzer expects.
 */
export function readQuery(c: Context, known: readonly string[]): { query: Record<string, string>; errors: FieldErrors } {
  const allowed = new Set(known);
  const query: Record<string, string> = {};
  const errors: FieldErrors = {};
  // A Map, not an object: a parameter may be named `__proto__` or `toString`.
  const sent = new Map<string, string[]>();
  for (const [name, value] of new URL(c.req.url).searchParams) sent.set(name, [...(sent.get(name) ?? []), value]);
  for (const [name, values] of sent) {
    if (!allowed.has(name)) addError(errors, name, 'is not a parameter of this path');
    else if (values.length !== 1) addError(errors, name, 'must be sent only once');
    else query[name] = values[0] ?? '';
  }
  return { query, errors };
}

/** A query parsed by a schema of its parameters; the errors of both steps together. */
export function parseQuery<S extends z.ZodObject>(
  c: Context,
  schema: S,
): { success: true; data: z.output<S> } | { success: false; errors: FieldErrors } {
  const { query, errors } = readQuery(c, Object.keys(schema.shape));
  const parsed = schema.safeParse(query);
  if (parsed.success && Object.keys(errors).length === 0) return { success: true, data: parsed.data };
  if (!parsed.success) {
    // A parameter sent twice is reported as such, not also as missing.
    const sentTwice = new Set(Object.keys(errors));
    issuesToErrors(
      parsed.error.issues.filter((issue) => !sentTwice.has(String(issue.path[0]))),
      errors,
    );
  }
  return { success: false, errors };
}

/** Groups zod issues by top-level field; nested paths go into the message. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], errors: FieldErrors = {}): FieldErrors {
  for (const issue of issues) {
    const [field, ...rest] = issue.path;
    const name = field === undefined ? 'body' : String(field);
    const where = rest.length > 0 ? `item ${rest.map((p) => (typeof p === 'number' ? p + 1 : String(p))).join('.')}: ` : '';
    addError(errors, name, where + issue.message);
  }
  return errors;
}

// --- field kinds -----------------------------------------------------------

const missing = (what = 'is required') => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? what : 'must be text'),
});

export const requiredText = (max: number) =>
  z.string(missing()).min(1, 'is required').max(max, `must be at most ${max} characters`);

export const optionalText = (max: number) => z.string(missing()).max(max, `must be at most ${max} characters`).optional();

/** The same bound in every form (FIELD_LIMITS). */
export const emailField = z
  .string(missing())
  .max(FIELD_LIMITS.contact.email, `must be at most ${FIELD_LIMITS.contact.email} characters`)
  .pipe(z.email('must be a valid email address'));

export const langField = z.enum(LANGUAGES, `must be one of ${LANGUAGES.join(', ')}`);

export const genderField = z.enum(['man', 'woman'], {
  error: (issue) => (issue.input === undefined ? 'is required' : 'must be man or woman'),
});

/** An integer written as text (form fields and query parameters). */
export const integerText = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string(missing())
    .regex(/^-?\d{1,15}$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const flagText = z.enum(['0', '1'], 'must be 0 or 1');

/** A field holding JSON text, parsed; `wording` says what it must be when it is not JSON. */
export const jsonText = (wording: string) =>
  z.string(missing()).transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: wording });
      return z.NEVER;
    }
  });

const notATalentId = `must be a positive integer of at most ${String(TALENT_ID_MAX).length} digits`;

/** A talent id as the site reads one (lib/rules/agreed.ts): a number, or its digits when `asText`. */
export const talentIdField = ({ asText = false } = {}) => {
  const number = z.number(notATalentId).refine(isTalentId, notATalentId);
  if (!asText) return number;
  const digits = z.string().transform((text, ctx) => {
    const id = talentIdOf(text);
    if (id === null) ctx.addIssue({ code: 'custom', message: notATalentId });
    return id ?? z.NEVER;
  });
  return z.union([number, digits]);
};

/** Absolute http(s) URL: a `javascript:` URI is a URI too, and is refused. */
export const webUrl = z
  .string()
  .max(FIELD_LIMITS.scouting.video, `must be at most ${FIELD_LIMITS.scouting.video} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be a valid http(s) URL');
