/**
 * The one structured log of the site and of the embedded back office
 * (agency-api/ imports this file by relative path, as it imports
 * lib/rules/agreed.ts): one JSON object per line on stdout, so that an
 * operator's collector reads both the same way. It imports nothing but Node
 * and the rules both sides agree on (lib/rules/agreed.ts), by relative path.
 *
 * Every line passes through `redact` on its way out: a field whose name says
 * it holds a secret or a visitor's details is dropped, and an e-mail address,
 * a phone number or a bearer token inside any text is masked. Callers log
 * paths without their query (`pathOnly`), since a query can hold what a
 * visitor typed.
 */
import { randomBytes } from 'node:crypto';
import { REQUEST_ID_HEADER } from '../../rules/agreed';

export type Level = 'info' | 'warn' | 'error';

export type LogValue = string | number | boolean | null | undefined;

/** What one line says besides its time and level: `event` names what happened (request, agency, error…). */
export interface LogFields {
  event: string;
  [field: string]: LogValue;
}

/** Field names whose value is never written, whatever it holds. */
const SECRET_FIELD = /token|secret|passw|authori[sz]|cookie|api_?key|salt|credential|e-?mail|phone|whats|instagram/i;

/** Fields made by the logger itself: ids and times, never a visitor's text (their digits are no phone number). */
const OWN_FIELDS = new Set(['time', 'level', 'event', 'requestId', 'traceId', 'digest', 'status', 'ms']);

const BEARER = /\bBearer\s+[^\s"',;]+/gi;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
/** Digits with the separators people type between them; a phone number when eight digits or more (an address such as 127.0.0.1 has fewer). */
const DIGIT_RUN = /\+?\d[\d\s().-]*\d/g;

/** The text with every e-mail address, phone number and bearer token masked. */
export function maskText(text: string): string {
  // Each pattern only where it can match: most text has no @, no Bearer and few digits.
  let masked = /bearer/i.test(text) ? text.replace(BEARER, 'Bearer [redacted]') : text;
  if (masked.includes('@')) masked = masked.replace(EMAIL, '[email]');
  return /\d/.test(masked) ? masked.replace(DIGIT_RUN, (run) => (run.replace(/\D/g, '').length >= 8 ? '[phone]' : run)) : masked;
}

/** The fields as they may be written: secret-named fields gone, text masked, long text cut. */
export function redact(fields: Record<string, LogValue>): Record<string, LogValue> {
  const out: Record<string, LogValue> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (SECRET_FIELD.test(name)) continue;
    out[name] = typeof value === 'string' && !OWN_FIELDS.has(name) ? maskText(value).slice(0, 500) : value;
  }
  return out;
}

/** One log line (with its newline): time and level first, then the redacted fields. */
export function formatLine(level: Level, fields: LogFields, now: Date = new Date()): string {
  return `${JSON.stringify({ time: now.toISOString(), level, ...redact(fields) })}\n`;
}

/** Writes one line to stdout. */
export function log(level: Level, fields: LogFields): void {
  process.stdout.write(formatLine(level, fields));
}

/** The level of a line about an answer with this status. */
export function levelOf(status: number): Level {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warn';
  return 'info';
}

const AGENCY_ERROR_DETAILS = ['code', 'status', 'host', 'path'] as const;

/** The innermost cause that names a system error (`ECONNREFUSED`, `UND_ERR_…`): what a refused or reset connection really was. */
function systemCause(error: Error): Error | undefined {
  let found: Error | undefined;
  for (let cause = error.cause, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    if (typeof (cause as { code?: unknown }).code === 'string') found = cause;
  }
  return found;
}

/**
 * An error as the fields of one line: `error` is `Name: message`. A back
 * office call's error (the site's AgencyApiError, known by its name: this
 * module imports nothing of the site) adds its code, status, host and path and
 * the system error under it (`cause`); it is an outcome the site expects, so
 * its stack says nothing. Any other error is a defect to find: its stack
 * frames go in one field (`stack`), so the line stays one line.
 */
export function errorFields(error: unknown): Record<string, LogValue> {
  if (!(error instanceof Error)) return { error: String(error) };
  const fields: Record<string, LogValue> = { error: `${error.name}: ${error.message}` };
  const cause = systemCause(error);
  // Its message names the call and the address (`connect ECONNREFUSED 10.0.0.5:443`); happy eyeballs' AggregateError has only the code.
  if (cause) fields.cause = cause.message || (cause as { code?: string }).code;
  if (error.name === 'AgencyApiError') {
    for (const name of AGENCY_ERROR_DETAILS) {
      const value = (error as unknown as Record<string, unknown>)[name];
      if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
    }
    return fields;
  }
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) fields.stack = frames.map((line) => line.trim()).join('\n');
  return fields;
}

/** The path of a URL or request target without its query or fragment (a query can hold what a visitor typed). */
export function pathOnly(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/**
 * A request id a proxy in front (nginx's `$request_id`) or the site sent, if
 * it looks like one; otherwise a new one. A client can send anything, so the
 * length and the characters are bounded before the value reaches a log line.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdFrom(header: string | readonly string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && REQUEST_ID.test(value) ? value : randomBytes(8).toString('hex');
}

/**
 * The request header that carries the id from nginx to the site and from the
 * site to the back office (lib/agency/forms.ts sends it on the calls that
 * serve one request).
 */
export { REQUEST_ID_HEADER };
