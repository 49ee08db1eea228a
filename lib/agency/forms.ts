/**
 * Submissions and the compo download (PANEL host), all multipart, made
 * through one connection: route handlers pass `agency()`. A refusal (422)
 * throws AgencyApiError with `errors` (field → messages) so the site can show
 * them next to its fields. Each call serves one visitor's request, so it
 * carries that request's id (X-Request-Id) to the back office's log line; the
 * cached reads (fetch.ts, `cachedCall`) never do, since one answer serves many
 * requests.
 */
import 'server-only';
import { REQUEST_ID_HEADER } from '@/lib/rules/agreed';
import { isAgencyApiError } from './errors';
import type { AgencyFetch, RequestSpec } from './fetch';
import { StoredSchema } from './schemas';
import type { AgencyLang, BudgetRequestFields, ContactFields, Gallery, Stored } from './types';

export interface SubmitInit {
  /** The visitor's `request.signal`: a closed tab stops the upstream call. */
  signal?: AbortSignal;
  /**
   * The contract's Idempotency-Key: the back office stores a submission once
   * per key. With one, a call that timed out or lost its connection is sent
   * again once (it may have been stored; the repeat then answers its id).
   */
  idempotencyKey?: string;
  /** The id of the request this call serves, sent as X-Request-Id. */
  requestId?: string;
}

/** Failures after which the submission may or may not have been stored. */
const mayRetry = (error: unknown) => isAgencyApiError(error) && (error.code === 'timeout' || error.code === 'network');

/** The call's own headers: the idempotency key and the request id, those it has. */
function headersOf(init: SubmitInit | undefined): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  if (init?.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
  if (init?.requestId) headers[REQUEST_ID_HEADER] = init.requestId;
  return Object.keys(headers).length > 0 ? headers : undefined;
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function submit(api: AgencyFetch, path: string, form: FormData, init?: SubmitInit): Promise<Stored> {
  const spec: RequestSpec = {
    method: 'POST',
    path,
    form,
    headers: headersOf(init),
    signal: init?.signal,
  };
  const send = async () => ({ ok: true as const, id: (await api.json('panel', spec, StoredSchema)).id });
  try {
    return await send();
  } catch (first) {
    if (!init?.idempotencyKey || !mayRetry(first)) throw first;
    try {
      return await send();
    } catch (second) {
      // A refused connection after a timeout says nothing of the first send, which may have been stored.
      throw isAgencyApiError(first) && first.code === 'timeout' && isAgencyApiError(second) && second.code === 'network'
        ? first
        : second;
    }
  }
}

export function sendContact(api: AgencyFetch, lang: AgencyLang, fields: ContactFields, init?: SubmitInit): Promise<Stored> {
  const { name, email, phone, message } = fields;
  return submit(api, `/api/contact/${lang}`, formOf({ name, email, phone, message }), init);
}

export function sendBudgetRequest(
  api: AgencyFetch,
  lang: AgencyLang,
  fields: BudgetRequestFields,
  init?: SubmitInit,
): Promise<Stored> {
  const { name, email, phone, message, favorites } = fields;
  return submit(api, `/api/favorites/${lang}`, formOf({ name, email, phone, message, favorites }), init);
}

/** Forwards the validated application as it is: every field plus image_1 … image_4. */
export function sendScoutingApplication(
  api: AgencyFetch,
  lang: AgencyLang,
  formData: FormData,
  init?: SubmitInit,
): Promise<Stored> {
  return submit(api, `/api/get-scouted/${lang}`, formData, init);
}

export interface GalleryOwner {
  id: number;
  name: string;
}

/**
 * The zip of one gallery as the upstream Response, body unread, for a
 * route handler to stream back. Pass a signal so a closed tab (or a
 * deadline) stops the upstream download.
 */
export function downloadGallery(
  api: AgencyFetch,
  talent: GalleryOwner,
  gallery: Gallery,
  init?: Pick<SubmitInit, 'signal' | 'requestId'>,
): Promise<Response> {
  const form = formOf({ talent: JSON.stringify({ id: talent.id, name: talent.name }), gallery });
  return api.stream('panel', {
    method: 'POST',
    path: '/api/download/gallery',
    form,
    accept: 'application/zip, application/json',
    headers: headersOf(init),
    signal: init?.signal,
  });
}
