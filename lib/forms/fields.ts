import { FAVORITES_MAX, FIELD_LIMITS, type FieldErrors } from '@/lib/rules/agreed';
import { briefFields } from '@/lib/rules/quote-brief';
import type { ReviewedItem } from '@/lib/rules/review';

/**
 * What the forms share besides their zod schemas (schemas.ts): error keys,
 * bounds, field names and the multipart body. Free of zod, so that the form
 * components can import it without loading the schemas with the page (they
 * are loaded on demand, see validation.ts).
 */
export const formErrorKeys = [
  'required',
  'invalidEmail',
  'tooLong',
  'invalid',
  'noFavorites',
  'tooManyFavorites',
  'invalidDate',
  'dateOrder',
  'control',
  'invisible',
  'reviewTooLong',
] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

export function isFormErrorKey(value: string): value is FormErrorKey {
  return (formErrorKeys as readonly string[]).includes(value);
}

/** The contact form's and the budget request's bounds, as the back office applies them (lib/rules/agreed.ts). */
export const LIMITS = { ...FIELD_LIMITS.budgetRequest, favorites: FAVORITES_MAX } as const;

export const contactFields = ['name', 'email', 'phone', 'message'] as const;

export const budgetFields = [...contactFields, 'favorites', ...briefFields] as const;

/**
 * JSON text of the favourites as the budget request sends them: id and name,
 * and the client's review keys of contract 1.2.0 where an item has them
 * (lib/rules/review.ts's reviewedItems); nothing else of a card.
 */
export function favoritesText(favorites: readonly ReviewedItem[]): string {
  // JSON.stringify leaves out the keys whose value is undefined.
  return JSON.stringify(
    favorites.map(({ id, name, verdict, rank, note, intent }) => ({ id, name, verdict, rank, note, intent })),
  );
}

export type { FieldErrors };

/** A form's values as multipart fields: text as is, anything else as JSON text. */
export function formDataOf(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}
