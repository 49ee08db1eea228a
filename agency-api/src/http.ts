import type { Context } from 'hono';

export type FieldErrors = Record<string, string[]>;

export function errorAnswer(c: Context, status: 400 | 401 | 404 | 413 | 500, message: string) {
  return c.json({ message }, status);
}

/** 422 naming every refused field; the caller has stored nothing. */
export function invalidAnswer(c: Context, errors: FieldErrors, message = 'The given data was invalid.') {
  return c.json({ message, errors }, 422);
}

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
