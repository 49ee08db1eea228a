import { z } from 'zod';

/**
 * One schema per form, shared by the browser (react-hook-form's resolver) and
 * the site's route handler, which validates everything again. Every error is
 * a key of the `Form` messages namespace, translated where it is shown.
 */
export const formErrorKeys = [
  'required',
  'invalidEmail',
  'tooLong',
  'invalid',
  'noFavorites',
  'tooManyFavorites',
] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

export function isFormErrorKey(value: string): value is FormErrorKey {
  return (formErrorKeys as readonly string[]).includes(value);
}

const notText = { error: 'required' satisfies FormErrorKey };

/** Trimmed, non-empty text of at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string(notText)
    .trim()
    .min(1, { error: 'required' satisfies FormErrorKey })
    .max(max, { error: 'tooLong' satisfies FormErrorKey });

/** Same bounds as the agency API's own rule (RFC 5321's 254 characters). */
export const emailField = requiredText(254).pipe(z.email({ error: 'invalidEmail' satisfies FormErrorKey }));

export const LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  message: 5000,
  favorites: 200,
  favoriteName: 120,
} as const;

export const contactSchema = z.object({
  name: requiredText(LIMITS.name),
  email: emailField,
  phone: requiredText(LIMITS.phone),
  message: requiredText(LIMITS.message),
});

export const contactFields = ['name', 'email', 'phone', 'message'] as const;

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/** What a budget request says about each talent: enough for the agency to know whom. */
export const favoriteRefSchema = z.object({
  id: z.number({ error: 'invalid' satisfies FormErrorKey }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
  name: requiredText(LIMITS.favoriteName),
});
export type FavoriteRef = z.infer<typeof favoriteRefSchema>;

/** The favourites travel as JSON text of their list (spec §3), parsed and bounded here. */
export const favoritesField = z
  .string({ error: 'noFavorites' satisfies FormErrorKey })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalid' satisfies FormErrorKey });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(favoriteRefSchema, { error: 'invalid' satisfies FormErrorKey })
      .min(1, { error: 'noFavorites' satisfies FormErrorKey })
      .max(LIMITS.favorites, { error: 'tooManyFavorites' satisfies FormErrorKey }),
  );

export const budgetSchema = contactSchema.extend({ favorites: favoritesField });

export const budgetFields = [...contactFields, 'favorites'] as const;

export type BudgetInput = z.input<typeof budgetSchema>;
export type BudgetData = z.output<typeof budgetSchema>;

/** JSON text of the favourites as the budget request sends them: id and name only. */
export function favoritesText(favorites: readonly { id: number; name: string }[]): string {
  return JSON.stringify(favorites.map(({ id, name }) => ({ id, name })));
}

export type FieldErrors = Record<string, string[]>;

/** zod issues grouped by top-level field, each message once (they are already keys). */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    const key = isFormErrorKey(issue.message) ? issue.message : 'invalid';
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return errors;
}

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
