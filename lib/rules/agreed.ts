/**
 * What the site and the embedded back office (agency-api/) must agree on,
 * written once and imported by both: the languages, each form field's
 * limits, the body and photo caps, the shape of field errors, the request
 * id's header, the talent id, dates and ages, the unit constants. The back
 * office imports it by relative path (as it imports text.ts), so it imports
 * nothing but the two rules that have files of their own: the talent id
 * (talent-id.ts) and the text of a field (text.ts). tests/unit/agreed.test.ts
 * holds both sides to these values; where a value is the contract's, it is
 * the contract's number (contract/agency-api.openapi.yaml).
 */

export { isTalentId, TALENT_ID_MAX, talentIdOf } from './talent-id';
export { MULTILINE_FIELDS, TEXT_PROBLEM_WORDING, textProblem, type TextProblem } from './text';

// --- languages ---------------------------------------------------------------

/** The site's languages and the back office's `{lang}` / `language` values. */
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
/** The language without a URL prefix, and the back office's fallback for missing text. */
export const DEFAULT_LANGUAGE: Lang = 'pt';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

// --- form fields ---------------------------------------------------------------

/**
 * The longest text of each form field, in characters, as the contract bounds
 * it. A favourite's name has no bound of its own in the contract: it takes
 * that of every name the contract bounds (the forms' `name`, the roster's
 * name filter). Video and the places have none either: their bounds here
 * are the site's, which the back office applies too.
 */
export const FIELD_LIMITS = {
  contact: { name: 120, email: 254, phone: 40, message: 5000 },
  budgetRequest: { name: 120, email: 254, phone: 40, message: 5000, favoriteName: 120 },
  scouting: {
    name: 120,
    birthdate: 10,
    whatsapp: 40,
    responsable: 120,
    instagram: 60,
    email: 254,
    nationality: 60,
    country: 120,
    city: 120,
    skills: 1000,
    video: 2000,
  },
} as const;

/**
 * The measures an applicant picks on the scouting form (lib/rules/options.ts
 * draws them), in centimetres and jeans sizes, each inside the option list
 * the site's schema accepts (docs/product.md §3). The height runs that whole
 * list, 30 to 200 cm: a child of any age may apply with a guardian. The
 * others stay where people who apply are. The back office takes any measure
 * as text; its tests send both ends of each range
 * (docs/decisions/0054-scouting-form-for-screen-readers.md,
 * docs/decisions/0068-what-a-visitor-still-trips-over.md).
 */
export const SCOUTING_MEASURE_RANGES = {
  height: { from: 30, to: 200, step: 1 },
  bust: { from: 70, to: 130, step: 1 },
  waist: { from: 50, to: 120, step: 1 },
  hips: { from: 70, to: 140, step: 1 },
  jeans: { from: 34, to: 60, step: 0.5 },
} as const;

/** Talents one budget request may name (the contract's "at most 200"). */
export const FAVORITES_MAX = 200;

/**
 * The client's review of a talent, optional keys of each budget request item
 * since contract 1.2.0 (lib/rules/review.ts): a verdict, a rank (1 = first
 * choice), a note and what the client asks for next.
 */
export const REVIEW_VERDICTS = ['yes', 'maybe', 'no'] as const;
export type Verdict = (typeof REVIEW_VERDICTS)[number];
/** An option requested on the job's dates, a casting or go-see, or ready to confirm. */
export const REVIEW_INTENTS = ['option', 'casting', 'confirm'] as const;
export type Intent = (typeof REVIEW_INTENTS)[number];
export const REVIEW_NOTE_MAX = 280;

// --- body and photo caps ------------------------------------------------------------

const KiB = 1024;
const MiB = 1024 * KiB;

/** The scouting application's photos: image_1 to image_4. */
export const PHOTO_COUNT = 4;
/** The contract's "10 MB at most" per photo. */
export const PHOTO_MAX_BYTES = 10 * MiB;
/**
 * Pixels a photo may declare (50 MP: the largest phone cameras). Read from
 * the header before anything is decoded, so a GIF declaring 65535 × 65535
 * costs nothing.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

/**
 * The one body cap of a scouting application: four photos at their cap and
 * a megabyte for the text fields and the multipart framing (the text fields
 * together are under 10 KB). The site refuses a larger body (413), nginx
 * refuses it before it reaches an instance, and the back office's cap is
 * derived from it below.
 */
export const SCOUTING_BODY_MAX_BYTES = PHOTO_COUNT * PHOTO_MAX_BYTES + MiB;

/**
 * nginx's `client_max_body_size` (deploy/cluster.ts writes it into
 * deploy/nginx.conf): the same number, no margin. nginx and the site count
 * the same body bytes, so nginx refuses exactly what the site would, before
 * any of it reaches an instance; the site's own cap still holds for a
 * request that does not come through nginx.
 */
export const NGINX_BODY_MAX_BYTES = SCOUTING_BODY_MAX_BYTES;

/**
 * The back office's cap on a scouting application: the site's, plus a
 * megabyte per photo. The site encodes every photo again before forwarding
 * it, and an encoder may write a photo larger than it came (a PNG, a GIF's
 * frames); such a photo is then refused by name (422, "at most 10 MB")
 * rather than the whole application unread (413).
 */
export const BACK_OFFICE_SCOUTING_BODY_MAX_BYTES = SCOUTING_BODY_MAX_BYTES + PHOTO_COUNT * MiB;

/**
 * The body cap of a contact message or a budget request on the site: the
 * longest one (200 favourites with names of 120 characters and, since the
 * client's review, notes of REVIEW_NOTE_MAX, three bytes each at worst, the
 * message and the quote brief) is under 290 KB (tests/unit/review-reply.test.ts).
 */
export const TEXT_FORM_BODY_MAX_BYTES = 320 * KiB;

/**
 * The back office's cap on a contact message or a budget request, as the
 * contract states it (TooLarge): the site's forwarded text, written from at
 * most TEXT_FORM_BODY_MAX_BYTES, is far below it.
 */
export const BACK_OFFICE_TEXT_FORM_BODY_MAX_BYTES = 2 * MiB;

// --- field errors ---------------------------------------------------------------

/**
 * A refusal by field: each field (or `body`, `form`) with its messages. The
 * back office's 422 `errors` (contract: Invalid) and the site's 422 answers
 * to the browser, whose messages are translation keys, have this shape.
 */
export type FieldErrors = Record<string, string[]>;

// --- request id -----------------------------------------------------------------

/**
 * The header that carries a request's id from nginx to the site and from the
 * site to the back office, on the calls that serve one request (the forms,
 * the compo download): each side's log line of that request carries it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

// --- dates and ages -----------------------------------------------------------------

/** A day of the calendar, with no time and no time zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

function realDay(year: number, month: number, day: number): CalendarDate | null {
  // A Date made from the parts keeps them only when the day exists (no 31/02).
  const probe = new Date(Date.UTC(2000, 0, 1));
  probe.setUTCFullYear(year, month - 1, day);
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** dd/MM/yyyy (the scouting form's birthdate) naming a real day, or null. */
export function parseBrazilianDate(text: string): CalendarDate | null {
  const match = BR_DATE.exec(text);
  return match ? realDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** yyyy-MM-dd (the back office's dates; a time part is ignored) naming a real day, or null. */
export function parseIsoDay(text: string): CalendarDate | null {
  const match = ISO_DAY.exec(text);
  return match ? realDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The day a moment falls on where this process runs. */
export function calendarDay(moment: Date): CalendarDate {
  return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Full years from a birthdate to a day; one born on 29 February has a birthday on 1 March. */
export function yearsBetween(birth: CalendarDate, day: CalendarDate): number {
  const hadBirthday = day.month > birth.month || (day.month === birth.month && day.day >= birth.day);
  return day.year - birth.year - (hadBirthday ? 0 : 1);
}

/** yyyy-MM-dd, as the back office stores a date. */
export function isoDay(date: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** From this age on an applicant needs no guardian (`responsable`). */
export const ADULT_AGE = 18;
/** Older than this on the day of the application, a birthdate is not plausible. */
export const OLDEST_APPLICANT_AGE = 120;

/** Why a scouting birthdate is refused: not dd/MM/yyyy, no real or plausible day, not in the past. */
export type BirthdateProblem = 'format' | 'invalid' | 'future';

/** The scouting form's birthdate rule, on the day `today`. */
export function birthdateProblem(text: string, today: CalendarDate): BirthdateProblem | null {
  if (!BR_DATE.test(text)) return 'format';
  const birth = parseBrazilianDate(text);
  if (birth === null) return 'invalid';
  if (compareDates(birth, today) >= 0) return 'future';
  if (yearsBetween(birth, today) > OLDEST_APPLICANT_AGE) return 'invalid';
  return null;
}

/** An applicant whose birthdate the rule takes, under ADULT_AGE on `today`, names a guardian. */
export function needsGuardian(birthdate: string, today: CalendarDate): boolean {
  const birth = parseBrazilianDate(birthdate);
  return birth !== null && birthdateProblem(birthdate, today) === null && yearsBetween(birth, today) < ADULT_AGE;
}

// --- units ------------------------------------------------------------------------

/** Measures are stored in centimetres; the site also shows them in inches. */
export const CM_PER_INCH = 2.54;
