/**
 * Every call to the back office, as it ends, on a diagnostics channel of its
 * own (node:diagnostics_channel): lib/server/observability/request-log.ts writes its log
 * line, and this layer stays free of logging. A message holds the host,
 * method, path (never the query, a header or the body), status and duration
 * until the answer's headers; a caller's abort is 499, a timeout 504, a
 * network error 502. Published in the call's own async context, so the
 * subscriber knows which request it serves. The failures this layer works
 * around (a profile shown without its language check…) go out the same way,
 * on a second channel.
 */
import diagnostics from 'node:diagnostics_channel';
import { AgencyApiError, type AgencyHost } from './errors';

export const AGENCY_CALL_CHANNEL = 'ravage.agency.call';
const calls = diagnostics.channel(AGENCY_CALL_CHANNEL);

export interface AgencyCall {
  host: AgencyHost;
  method: string;
  path: string;
  status: number;
  ms: number;
  code?: string;
}

/** Publishes a call that got `outcome` (an answer or the error it became), `started` being its `performance.now()`. */
export function reportCall(where: { host: AgencyHost; method: string; path: string }, started: number, outcome: unknown): void {
  if (!calls.hasSubscribers) return;
  const call: AgencyCall = { ...where, status: 0, ms: Math.round(performance.now() - started) };
  if (outcome instanceof Response) call.status = outcome.status;
  else if (outcome instanceof AgencyApiError) Object.assign(call, { status: outcome.status, code: outcome.code });
  calls.publish(call);
}

export const AGENCY_FAILURE_CHANNEL = 'ravage.agency.failure';
const failures = diagnostics.channel(AGENCY_FAILURE_CHANNEL);

export interface AgencyFailure {
  /** What failed, in a few words an operator can grep. */
  what: string;
  error: unknown;
}

/**
 * Publishes a failure this layer works around, for request-log.ts's line.
 * Without a subscriber (unit tests, `next build`'s prerender: no
 * instrumentation.ts) it is still seen, as one line on stderr: this layer
 * may not import the log module, and there no request is being served.
 */
export function reportFailure(what: string, error: unknown): void {
  if (failures.hasSubscribers) {
    failures.publish({ what, error } satisfies AgencyFailure);
    return;
  }
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  process.stderr.write(`${what}: ${text.replace(/\s+/g, ' ')}\n`);
}
