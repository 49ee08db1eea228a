import 'server-only';
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { isAgencyApiError } from '@/lib/agency/errors';
import type { SubmitInit } from '@/lib/agency/forms';
import type { AgencyLang } from '@/lib/agency/types';
import { currentRequest, logFailure } from '@/lib/server/observability/request-log';
import { declaredTooLarge, FormReadError, receiveForm, type UploadSlots } from './multipart';
import type { RateLimiter } from './rate-limit';
import { clientKey } from './rate-limit';
import { issuesToFieldErrors, type FieldErrors, type FormErrorKey } from '@/lib/forms/schemas';
import { isLang } from '@/lib/rules/agreed';
import { TEXT_PROBLEM_WORDING } from '@/lib/rules/text';

export interface FormPostOptions<S extends z.core.$ZodType> {
  /** The form's zod schema, the same one the browser validated with. */
  schema: S;
  /** Largest body accepted, in bytes (Content-Length and the bytes actually read). */
  maxBytes: number;
  /** The field names the form may send (besides `lang`); anything else is refused. */
  fields: readonly string[];
  /** The schema's input out of the received form (text fields, files…). */
  toInput: (form: FormData) => unknown;
  /**
   * Sends the validated data to the back office with `submission` (the
   * visitor's signal, the submission's idempotency key, this request's id);
   * resolves to what it stored.
   */
  forward: (lang: AgencyLang, data: z.output<S>, form: FormData, submission: Submission) => Promise<{ id: number }>;
  limiter: RateLimiter;
  /**
   * The form's file fields (among `fields`): streamed to temporary files,
   * each at most `maxFileBytes`, with at most `slots` such posts at once.
   */
  uploads?: { fields: readonly string[]; maxFileBytes: number; slots: UploadSlots };
  /** The whole body must have arrived within this time (408 otherwise). */
  deadlineMs?: number;
  /** Turns one upstream 422 message into a `Form` error key (default: a few known wordings). */
  upstreamErrorKey?: (field: string, message: string) => string;
  /**
   * The error keys the form shows, for the schema's refusals (default: the
   * `Form` keys); any other message is answered as `invalid`.
   */
  isErrorKey?: (message: string) => boolean;
}

/** What every forward passes on to lib/agency/forms.ts with the form. */
export type Submission = SubmitInit & { idempotencyKey: string };

/**
 * Thrown by a forward that finds, before sending anything, a refusal the
 * schema cannot see (the budget request's composed message past the
 * contract's bound): answered 422 with these field errors, as the schema's.
 */
export class FieldRefusal extends Error {
  constructor(readonly errors: FieldErrors) {
    super('The form has invalid fields.');
    this.name = 'FieldRefusal';
  }
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** A text form arrives in one breath; a slower one is a client holding a connection. */
export const TEXT_FORM_DEADLINE_MS = 30_000;

/** How long a visitor is asked to wait when every upload slot is taken. */
export const UPLOADS_RETRY_AFTER_S = 10;

/**
 * The contract's Idempotency-Key: a UUID or 16–64 characters of [A-Za-z0-9_-]
 * (a UUID is 36 of them).
 */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function isIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY.test(value);
}

/** The wording of the agency API's refusals, as `Form` error keys. */
export function defaultUpstreamErrorKey(_field: string, message: string): FormErrorKey {
  const text = message.toLowerCase();
  if (text.includes('required') || text.includes('not be empty') || text.includes('accepted')) return 'required';
  if (text.includes('email')) return 'invalidEmail';
  if (/at least one talent/.test(text)) return 'noFavorites';
  if (/at most \d+ talents/.test(text)) return 'tooManyFavorites';
  if (/at most \d+ characters|too large|too long/.test(text)) return 'tooLong';
  // The agency API words lib/rules/text.ts's refusals as that module says.
  if (text.includes(TEXT_PROBLEM_WORDING.control)) return 'control';
  if (text.includes(TEXT_PROBLEM_WORDING.invisible)) return 'invisible';
  return 'invalid';
}

function upstreamFieldErrors(errors: FieldErrors | undefined, toKey: (field: string, message: string) => string): FieldErrors {
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
  if (await declaredTooLarge(request, options.maxBytes)) return answer(413, { message: 'The form is too large.' });
  // Made by the browser when the form was filled; without one (an API client)
  // the site makes its own, so that its own second send stores nothing twice.
  const sentKey = request.headers.get(IDEMPOTENCY_HEADER);
  if (sentKey !== null && !isIdempotencyKey(sentKey)) {
    return answer(400, { message: 'Idempotency-Key must be a UUID or 16 to 64 characters of A-Z, a-z, 0-9, _ and -.' });
  }
  const idempotencyKey = sentKey ?? randomUUID();
  // A slot first: a visitor asked to come back in a few seconds has not used one of their submissions.
  const release = options.uploads ? options.uploads.slots.take() : () => undefined;
  if (!release) {
    return Response.json(
      { message: 'Too many uploads at once; try again in a few seconds.', reason: 'busy' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(UPLOADS_RETRY_AFTER_S) } },
    );
  }
  if (!(await options.limiter.take(clientKey(request)))) {
    release();
    return answer(429, { message: 'Too many submissions; wait a minute and try again.' });
  }
  try {
    return await receiveAndForward(request, options, idempotencyKey);
  } finally {
    release();
  }
}

async function receiveAndForward<S extends z.core.$ZodType>(
  request: Request,
  options: FormPostOptions<S>,
  idempotencyKey: string,
): Promise<Response> {
  const fileFields = options.uploads?.fields ?? [];
  let received;
  try {
    received = await receiveForm(request, {
      maxBytes: options.maxBytes,
      fields: ['lang', ...options.fields.filter((name) => !fileFields.includes(name))],
      files: fileFields,
      maxFileBytes: options.uploads?.maxFileBytes,
      deadlineMs: options.deadlineMs ?? TEXT_FORM_DEADLINE_MS,
    });
  } catch (error) {
    if (error instanceof FormReadError) return answer(error.status, { message: error.message });
    throw error;
  }
  try {
    return await validateAndForward(request, options, received.form, idempotencyKey);
  } finally {
    await received.dispose();
  }
}

async function validateAndForward<S extends z.core.$ZodType>(
  request: Request,
  options: FormPostOptions<S>,
  form: FormData,
  idempotencyKey: string,
): Promise<Response> {
  const rawLang = new URL(request.url).searchParams.get('lang') ?? form.get('lang') ?? 'pt';
  if (!isLang(rawLang)) return answer(400, { message: 'Unknown language: use pt, en or es.' });
  const lang: AgencyLang = rawLang;

  const parsed = z.safeParse(options.schema, options.toInput(form));
  if (!parsed.success) {
    return answer(422, {
      message: 'The form has invalid fields.',
      errors: issuesToFieldErrors(parsed.error.issues, options.isErrorKey),
    });
  }

  try {
    // The visitor's signal stops the call when the tab closes; the request id goes to the back office's line.
    const submission = { signal: request.signal, idempotencyKey, requestId: currentRequest()?.requestId };
    const stored = await options.forward(lang, parsed.data, form, submission);
    return answer(201, { ok: true, id: stored.id });
  } catch (error) {
    if (error instanceof FieldRefusal) return answer(422, { message: error.message, errors: error.errors });
    if (isAgencyApiError(error)) {
      if (error.status === 422 && error.errors?.[IDEMPOTENCY_HEADER]) {
        // The browser makes a new key whenever what is sent changes; a used one with
        // another body is a client's mistake, not a field the visitor can correct.
        return answer(409, { message: 'This idempotency key was already used for a different submission.', reason: 'keyReused' });
      }
      if (error.status === 422) {
        return answer(422, {
          message: 'The agency refused some fields.',
          errors: upstreamFieldErrors(error.errors, options.upstreamErrorKey ?? defaultUpstreamErrorKey),
        });
      }
      if (error.status === 413) return answer(413, { message: 'The form is too large.' });
      logFailure('form forward failed', error);
      if (error.code === 'timeout') {
        // Sent twice with its key and never answered: it may have been stored,
        // and sending it again (same key) cannot store it twice.
        return answer(504, {
          message: 'The agency did not answer in time; the form may have arrived. Sending it again will not duplicate it.',
          reason: 'uncertain',
        });
      }
      const unavailable = error.code === 'network' || error.status === 503;
      return unavailable
        ? answer(503, { message: 'The agency is unavailable; try again shortly.' })
        : answer(502, { message: 'The agency could not store the form; try again shortly.' });
    }
    logFailure('form forward failed', error);
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
