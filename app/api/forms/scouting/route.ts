import { agency } from '@/lib/agency/fetch';
import { sendScoutingApplication } from '@/lib/agency/forms';
import { PHOTO_MAX_BYTES, SCOUTING_BODY_MAX_BYTES } from '@/lib/rules/agreed';
import { createRateLimiter } from '@/lib/server/forms/rate-limit';
import {
  isScoutingErrorKey,
  PHOTO_FIELDS,
  SCOUTING_FORM_FIELDS,
  SCOUTING_TEXT_FIELDS,
  scoutingFormData,
  scoutingSchema,
} from '@/lib/forms/scouting-schema';
import {
  cleanPhotos,
  refusal,
  resolvePlaces,
  SCOUTING_DEADLINE_MS,
  SCOUTING_RATE,
  scoutingUploads,
  scoutingUpstreamErrorKey,
} from '@/lib/server/forms/scouting';
import { handleFormPost, textFields } from '@/lib/server/forms/handle-post';

const limiter = createRateLimiter(SCOUTING_RATE);

/**
 * The scouting application: the body streamed to temporary files, the
 * shared schema (today's date for the under-18 rule), then the photos by
 * their bytes (encoded again, without metadata) and the places against the
 * back office's lists, all before anything is forwarded to the PANEL
 * `/api/get-scouted/{lang}`.
 */
export function POST(request: Request) {
  return handleFormPost(request, {
    schema: scoutingSchema,
    maxBytes: SCOUTING_BODY_MAX_BYTES,
    fields: SCOUTING_FORM_FIELDS,
    uploads: { fields: PHOTO_FIELDS, maxFileBytes: PHOTO_MAX_BYTES, slots: scoutingUploads },
    deadlineMs: SCOUTING_DEADLINE_MS,
    toInput: (form) => ({
      ...textFields(form, SCOUTING_TEXT_FIELDS),
      privacy: form.get('privacy') === '1',
      ...Object.fromEntries(PHOTO_FIELDS.map((field) => [field, form.get(field) ?? undefined])),
    }),
    forward: async (lang, data, _form, submission) => {
      const [{ photos, errors: photoErrors }, { places, errors: placeErrors }] = await Promise.all([
        cleanPhotos(data),
        resolvePlaces(lang, data),
      ]);
      const errors = { ...placeErrors, ...photoErrors };
      if (Object.keys(errors).length > 0) throw refusal(errors);
      const form = scoutingFormData({ ...data, ...places, ...photos });
      return sendScoutingApplication(agency(), lang, form, submission);
    },
    upstreamErrorKey: scoutingUpstreamErrorKey,
    // The schema's own keys (photo too large, birthdate, privacy…), not `invalid`.
    isErrorKey: isScoutingErrorKey,
    limiter,
  });
}
