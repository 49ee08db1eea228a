/**
 * docs/product.md §8: generic errors normalize to a message plus a status code, read
 * from statusCode, status or response.status, 500 by default.
 */
export type NormalizedError = { message: string; statusCode: number };

function asStatus(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599 ? n : null;
}

export function statusOfError(error: unknown): number {
  if (!error || typeof error !== 'object') return 500;
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  return asStatus(e.statusCode) ?? asStatus(e.status) ?? asStatus(e.response?.status) ?? 500;
}

export function normalizeError(error: unknown): NormalizedError {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  return { message, statusCode: statusOfError(error) };
}

/** Which of our messages (Errors.*) heads the error page for a status. */
export function errorMessageKey(status: number): 'notFound' | 'unavailable' | 'generic' {
  if (status === 404 || status === 410) return 'notFound';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return 'generic';
}

/**
 * A server render's error as the browser receives it: production React sends
 * a digest that finds it in the server's log, and none of its own fields.
 */
export function isServerRenderError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { digest?: unknown }).digest === 'string';
}

/**
 * The status the error page shows, which says whose failure it was: the back
 * office's (502, 503, 504) or ours (500). A browser error carries its own
 * status when it has one. A server render's error carries none, so the page
 * asks the site whether the back office answers now (`backOfficeAnswers`,
 * null when that could not be learnt): 503 when it does not, 500 otherwise
 * (docs/decisions/0066-error-statuses.md).
 */
export function shownStatus(error: unknown, backOfficeAnswers: boolean | null): number {
  if (!isServerRenderError(error)) return statusOfError(error);
  return backOfficeAnswers === false ? 503 : 500;
}
