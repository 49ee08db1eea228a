import 'server-only';
import * as z from 'zod/mini';
import { briefShape, reviewShape, talentIdField } from '@/lib/forms/schemas';
import { LANGUAGES, TEXT_FORM_BODY_MAX_BYTES, TEXT_PROBLEM_WORDING } from '@/lib/rules/agreed';
import { CARD_SIZES } from '@/lib/rules/compo';
import { MAX_SELECTION } from '@/lib/rules/selection';
import { UNIT_SYSTEMS } from '@/lib/rules/units';
import { TEXT_FORM_DEADLINE_MS } from '@/lib/server/forms/handle-post';
import { receiveJson } from '@/lib/server/forms/json-body';
import { FormReadError } from '@/lib/server/forms/multipart';

/**
 * The decision kit asked for (`POST /api/decision-kit`): the package PDF of a
 * selection as the client reviewed it. The review travels in this body, never
 * in a URL (which logs, caches and `Referer` keep), and is validated with the
 * forms' own pieces: the talent id, the review's keys, the brief's company.
 */
export const decisionKitSchema = z.strictObject({
  lang: z.enum(LANGUAGES),
  units: z.enum(UNIT_SYSTEMS),
  size: z.enum(CARD_SIZES),
  /** The client's order, rank 1 first. */
  items: z.array(z.strictObject({ id: talentIdField, ...reviewShape })).check(
    z.minLength(1),
    z.maxLength(MAX_SELECTION),
    z.refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      error: 'names a talent more than once',
    }),
  ),
  company: briefShape.company,
});

export type DecisionKit = z.output<typeof decisionKitSchema>;
export type DecisionKitItem = DecisionKit['items'][number];

/** The forms' error keys (lib/forms/fields.ts) in words, for an API client. */
const KEY_WORDING: Record<string, string> = {
  invalid: 'is not valid',
  tooLong: 'is too long',
  control: TEXT_PROBLEM_WORDING.control,
  invisible: TEXT_PROBLEM_WORDING.invisible,
};

/** `items[2].note: at most 280 characters`: where, and what is wrong there. */
function issueText(issue: z.core.$ZodIssue): string {
  const where = issue.path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  let what: string;
  if (issue.code === 'invalid_value') what = `use ${issue.values.map(String).join(', ')}`;
  else if (issue.code === 'too_big')
    what = `at most ${String(issue.maximum)} ${issue.origin === 'array' ? 'talents' : 'characters'}`;
  else if (issue.code === 'too_small')
    what = `at least ${String(issue.minimum)} ${issue.origin === 'array' ? 'talent' : 'character'}`;
  else if (issue.code === 'unrecognized_keys') what = `unknown ${issue.keys.map((key) => key.slice(0, 40)).join(', ')}`;
  else what = KEY_WORDING[issue.message] ?? issue.message;
  return where ? `${where}: ${what}` : what;
}

function refusal(status: number, message: string): Response {
  return Response.json({ message }, { status });
}

/**
 * The kit a request asks for, or the answer refusing it: 415 for a body that
 * is not JSON, 413 over TEXT_FORM_BODY_MAX_BYTES (fifty talents with full
 * notes are under a tenth of it), 408, and 400 naming what is wrong.
 */
export async function readDecisionKit(request: Request): Promise<DecisionKit | Response> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!/^application\/json\s*(;|$)/.test(type)) return refusal(415, 'Send the decision kit as application/json.');
  let body: unknown;
  try {
    body = await receiveJson(request, { maxBytes: TEXT_FORM_BODY_MAX_BYTES, deadlineMs: TEXT_FORM_DEADLINE_MS });
  } catch (error) {
    if (error instanceof FormReadError) return refusal(error.status, error.message);
    throw error;
  }
  const parsed = z.safeParse(decisionKitSchema, body);
  if (!parsed.success) {
    return refusal(400, `Invalid decision kit: ${parsed.error.issues.slice(0, 3).map(issueText).join('; ')}.`);
  }
  return parsed.data;
}
