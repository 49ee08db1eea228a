import { agency } from '@/lib/agency/fetch';
import { sendContact } from '@/lib/agency/forms';
import { TEXT_FORM_BODY_MAX_BYTES } from '@/lib/rules/agreed';
import { TEXT_FORM_RATE } from '@/lib/server/forms/limits';
import { createRateLimiter } from '@/lib/server/forms/rate-limit';
import { contactFields, contactSchema } from '@/lib/forms/schemas';
import { handleFormPost, textFields } from '@/lib/server/forms/handle-post';

const limiter = createRateLimiter({ ...TEXT_FORM_RATE, keyPrefix: 'contact' });

/** The contact form: validated again here, then forwarded to the PANEL `/api/contact/{lang}`. */
export function POST(request: Request) {
  return handleFormPost(request, {
    schema: contactSchema,
    maxBytes: TEXT_FORM_BODY_MAX_BYTES,
    fields: contactFields,
    toInput: (form) => textFields(form, contactFields),
    forward: (lang, data, _form, submission) => sendContact(agency(), lang, data, submission),
    limiter,
  });
}
