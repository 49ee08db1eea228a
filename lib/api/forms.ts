/**
 * Submissions and the compo download (PANEL host), all multipart. A refusal
 * (422) throws AgencyApiError with `errors` (field → messages) so the site
 * can show them next to its fields.
 */
import type { AgencyContext } from './context';
import { isAgencyApiError } from './errors';
import type { AgencyHttp, RequestSpec } from './http';
import { StoredSchema } from './schemas';
import type { AgencyLang, BudgetRequestFields, ContactFields, FetchInit, Gallery, Stored } from './types';

export interface SubmitInit extends Pick<FetchInit, 'signal'> {
  /**
   * The contract's Idempotency-Key: the back office stores a submission once
   * per key. With one, a call that timed out or lost its connection is sent
   * again once (it may have been stored; the repeat then answers its id).
   */
  idempotencyKey?: string;
}

/** Failures after which the submission may or may not have been stored. */
const mayRetry = (error: unknown) => isAgencyApiError(error) && (error.code === 'timeout' || error.code === 'network');

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function submit(http: AgencyHttp, path: string, form: FormData, init?: SubmitInit): Promise<Stored> {
  const spec: RequestSpec = {
    method: 'POST',
    path,
    form,
    headers: init?.idempotencyKey ? { 'Idempotency-Key': init.idempotencyKey } : undefined,
    init: init?.signal ? { signal: init.signal } : undefined,
  };
  const send = async () => ({ ok: true as const, id: (await http.json('panel', spec, StoredSchema)).id });
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

export interface GalleryOwner {
  id: number;
  name: string;
}

/** Submissions and the compo download (PANEL host). */
export function formCalls({ http }: AgencyContext) {
  return {
    sendContact(lang: AgencyLang, fields: ContactFields, init?: SubmitInit): Promise<Stored> {
      const { name, email, phone, message } = fields;
      return submit(http, `/api/contact/${lang}`, formOf({ name, email, phone, message }), init);
    },

    sendBudgetRequest(lang: AgencyLang, fields: BudgetRequestFields, init?: SubmitInit): Promise<Stored> {
      const { name, email, phone, message, favorites } = fields;
      return submit(http, `/api/favorites/${lang}`, formOf({ name, email, phone, message, favorites }), init);
    },

    /** Forwards the validated application as it is: every field plus image_1 … image_4. */
    sendScoutingApplication(lang: AgencyLang, formData: FormData, init?: SubmitInit): Promise<Stored> {
      return submit(http, `/api/get-scouted/${lang}`, formData, init);
    },

    /**
     * The zip of one gallery as the upstream Response, body unread, for a
     * route handler to stream back. Pass the visitor's `request.signal` so a
     * closed tab stops the upstream download.
     */
    downloadGallery(talent: GalleryOwner, gallery: Gallery, init?: SubmitInit): Promise<Response> {
      const form = formOf({ talent: JSON.stringify({ id: talent.id, name: talent.name }), gallery });
      return http.stream('panel', {
        method: 'POST',
        path: '/api/download/gallery',
        form,
        accept: 'application/zip, application/json',
        init: init?.signal ? { signal: init.signal } : undefined,
      });
    },
  };
}
