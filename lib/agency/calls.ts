/**
 * Every call to the back office, as it ends, on a diagnostics channel of its
 * own (node:diagnostics_channel): lib/server/request-log.ts writes its log
 * line, and this layer stays free of logging. A message holds the host,
 * method, path (never the query, a header or the body), status and duration
 * until the answer's headers; a caller's abort is 499, a timeout 504, a
 * network error 502. Published in the call's own async context, so the
 * subscriber knows which request it serves.
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
