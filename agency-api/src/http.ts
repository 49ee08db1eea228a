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

/**
 * 413 before the body was read: the rest of it is still on the connection,
 * so the answer closes it. Kept alive, the client's next request went out on
 * that socket while the server was still discarding the refused body, and
 * @hono/node-server's drain gave up after 500 ms and destroyed the socket
 * under it ("socket hang up" every time).
 */
export function tooLargeAnswer(c: Context) {
  c.header('Connection', 'close');
  return errorAnswer(c, 413, 'The request body is too large.');
}
