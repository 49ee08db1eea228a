import { agency } from '@/lib/api';
import { TEXT_FORM_MAX_BYTES, TEXT_FORM_RATE } from '@/lib/server/forms/limits';
import { createRateLimiter } from '@/lib/server/forms/rate-limit';
import { budgetFields, budgetSchema, favoritesText } from '@/lib/forms/schemas';
import { handleFormPost, textFields } from '@/lib/server/forms/handle-post';

const limiter = createRateLimiter({ ...TEXT_FORM_RATE, keyPrefix: 'budget' });

/** The budget request: validated again here, then forwarded to the PANEL `/api/favorites/{lang}`. */
export function POST(request: Request) {
  return handleFormPost(request, {
    schema: budgetSchema,
    maxBytes: TEXT_FORM_MAX_BYTES,
    fields: budgetFields,
    toInput: (form) => textFields(form, budgetFields),
    forward: (lang, { favorites, ...fields }, _form, idempotencyKey) =>
      agency().sendBudgetRequest(lang, { ...fields, favorites: favoritesText(favorites) }, { signal: request.signal, idempotencyKey }),
    limiter,
  });
}
