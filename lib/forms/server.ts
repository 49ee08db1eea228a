import 'server-only';
import * as z from 'zod/mini';
import { AGENCY_LANGS, isAgencyApiError, type AgencyLang } from '@/lib/api';
import type { RateLimiter } from './rate-limit';
import { clientKey } from './rate-limit';
import { issuesToFieldErrors, type FieldErrors, type FormErrorKey } from './schemas';

export interface FormPostOptions<S extends z.core.$ZodType> {
  /** The form's zod schema, the same one the browser validated with. */
  schema: S;
  /** Largest body accepted, in bytes (Content-Length and the bytes actually read). */
  maxBytes: number;
  /** The field names the form may send (besides `lang`); anything else is refused. */
  fields: readonly string[];
  /** The schema's input out of the received form (text fields, files…). */
  toInput: (form: FormData) => unknown;
  /** Sends the validated data to the back office; resolves to what it stored. */
  forward: (lang: AgencyLang, data: z.output<S>, form: FormData) => Promise<{ id: number }>;
  limiter: RateLimiter;
  /** Turns one upstream 422 message into a `Form` error key (default: a few known wordings). */
  upstreamErrorKey?: (field: string, message: string) => string;
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

class TooLarge extends Error {}

/** The body, refused as soon as it grows past `maxBytes` (a lying or absent Content-Length changes nothing). */
async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The wording of the agency API's refusals, as `Form` error keys. */
export function defaultUpstreamErrorKey(_field: string, message: string): FormErrorKey {
  const text = message.toLowerCase();
  if (text.includes('required') || text.includes('not be empty') || text.includes('accepted')) return 'required';
  if (text.includes('email')) return 'invalidEmail';
  if (/at least one talent/.test(text)) return 'noFavorites';
  if (/at most \d+ talents/.test(text)) return 'tooManyFavorites';
  if (/at most \d+ characters|too large|too long/.test(text)) return 'tooLong';
  return 'invalid';
}

function upstreamFieldErrors(
  errors: FieldErrors | undefined,
  toKey: (field: string, message: string) => string,
): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const keys = [...new Set(messages.map((m) => toKey(field, m)))];
    mapped[field] = keys.length > 0 ? keys : ['invalid'];
  }
  return mapped;
}

/**
 * One form post from the browser: size, type, rate and field checks, the
 * shared schema, then the back office. The answer's `errors` hold
 * translation keys; `message` is for logs and API clients (the page shows
 * its own translated text by status).
 */
export async function handleFormPost<S extends z.core.$ZodType>(
  request: Request,
  options: FormPostOptions<S>,
): Promise<Response> {
  // The multipart boundary is case-sensitive: only the comparison is lowercased.
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t))) {
    return answer(415, { message: 'Send the form as multipart/form-data or application/x-www-form-urlencoded.' });
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    return answer(413, { message: 'The form is too large.' });
  }
  if (!(await options.limiter.take(clientKey(request)))) {
    return answer(429, { message: 'Too many submissions; wait a minute and try again.' });
  }

  let form: FormData;
  try {
    const bytes = await readBody(request, options.maxBytes);
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    if (error instanceof TooLarge) return answer(413, { message: 'The form is too large.' });
    return answer(400, { message: 'The form could not be read.' });
  }

  const seen = new Set<string>();
  for (const name of form.keys()) {
    if (name !== 'lang' && !options.fields.includes(name)) {
      return answer(400, { message: `Unknown field: ${name.slice(0, 60)}` });
    }
    if (seen.has(name)) return answer(400, { message: `Field sent more than once: ${name.slice(0, 60)}` });
    seen.add(name);
  }

  const rawLang = new URL(request.url).searchParams.get('lang') ?? form.get('lang') ?? 'pt';
  if (typeof rawLang !== 'string' || !(AGENCY_LANGS as readonly string[]).includes(rawLang)) {
    return answer(400, { message: 'Unknown language: use pt, en or es.' });
  }
  const lang = rawLang as AgencyLang;

  const parsed = z.safeParse(options.schema, options.toInput(form));
  if (!parsed.success) {
    return answer(422, { message: 'The form has invalid fields.', errors: issuesToFieldErrors(parsed.error.issues) });
  }

  try {
    const stored = await options.forward(lang, parsed.data, form);
    return answer(201, { ok: true, id: stored.id });
  } catch (error) {
    if (isAgencyApiError(error)) {
      if (error.status === 422) {
        return answer(422, {
          message: 'The agency refused some fields.',
          errors: upstreamFieldErrors(error.errors, options.upstreamErrorKey ?? defaultUpstreamErrorKey),
        });
      }
      if (error.status === 413) return answer(413, { message: 'The form is too large.' });
      console.error('form forward failed', error.code, error.status, error.path);
      const unavailable = error.code === 'timeout' || error.code === 'network' || error.status === 503;
      return unavailable
        ? answer(503, { message: 'The agency is unavailable; try again shortly.' })
        : answer(502, { message: 'The agency could not store the form; try again shortly.' });
    }
    console.error('form forward failed', error);
    return answer(502, { message: 'The form could not be sent; try again shortly.' });
  }
}

/** The text fields of a form, as the schema's input (files are left out). */
export function textFields(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  const input: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = form.get(name);
    input[name] = typeof value === 'string' ? value : undefined;
  }
  return input;
}
