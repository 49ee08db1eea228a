import type { FieldErrors } from '@/lib/rules/agreed';

/** Why a call to the agency API failed; `status` is what the site should answer. */
export type AgencyErrorCode =
  | 'timeout' // no answer within the timeout (504)
  | 'network' // connection refused, reset, DNS… (502)
  | 'aborted' // the caller's own signal aborted the call (499)
  | 'bad_json' // the answer was not JSON (502)
  | 'bad_shape' // the answer broke the contract (502)
  | 'signin_failed' // the host refused our credentials (its HTTP status)
  | 'unauthorized' // 401 again after signing in anew
  | 'not_found' // 404
  | 'invalid' // 422, with `errors`
  | 'too_large' // 413
  | 'rate_limited' // 429
  | 'upstream_error'; // any other non-2xx status

export type AgencyHost = 'site' | 'panel';

/** Field → messages, from a 422 answer: the shape the site's own refusals have too. */
export type { FieldErrors };

export interface AgencyApiErrorInit {
  status: number;
  code: AgencyErrorCode;
  host?: AgencyHost;
  path?: string;
  errors?: FieldErrors;
  cause?: unknown;
}

export class AgencyApiError extends Error {
  override readonly name = 'AgencyApiError';
  /** Upstream HTTP status; 504 timeout, 502 network or contract breach, 499 aborted. */
  readonly status: number;
  readonly code: AgencyErrorCode;
  readonly host: AgencyHost | undefined;
  /** Path of the call, without query; never holds credentials. */
  readonly path: string | undefined;
  /** Field errors of a 422 answer (empty object when the answer had none). */
  readonly errors: FieldErrors | undefined;

  constructor(message: string, init: AgencyApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.host = init.host;
    this.path = init.path;
    this.errors = init.errors;
  }
}

export function isAgencyApiError(error: unknown): error is AgencyApiError {
  return error instanceof AgencyApiError;
}

export function codeForStatus(status: number): AgencyErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 404:
      return 'not_found';
    case 413:
      return 'too_large';
    case 422:
      return 'invalid';
    case 429:
      return 'rate_limited';
    default:
      return 'upstream_error';
  }
}
