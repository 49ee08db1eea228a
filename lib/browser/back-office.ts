/**
 * Whether the back office answers now, as the site's readiness answer
 * (/api/ready) says: true or false, null when that could not be learnt. The
 * error page asks it because a server render's error reaches the browser
 * without its cause (docs/decisions/0066-error-statuses.md).
 */
export async function backOfficeAnswersNow(): Promise<boolean | null> {
  try {
    // The readiness check gives up after 1.5 s (lib/server/observability/readiness.ts); this wait covers it and the way there.
    const response = await fetch('/api/ready', { cache: 'no-store', signal: AbortSignal.timeout(4000) });
    const answer = (await response.json()) as { checks?: { backOffice?: unknown } };
    const state = answer.checks?.backOffice;
    return state === 'ok' ? true : state === 'down' ? false : null;
  } catch {
    return null;
  }
}
