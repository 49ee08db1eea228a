/**
 * The talent id, as the site and the back office read it (lib/rules/agreed.ts
 * shares it with agency-api/): a positive integer of at most nine digits.
 * Nine digits stay a safe integer and keep a URL short; the agency's ids are
 * far below. A favourite's id must be one before a budget request is
 * forwarded or stored.
 */
export const TALENT_ID_MAX = 999_999_999;

export function isTalentId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= TALENT_ID_MAX;
}

/**
 * The id a URL's text names (profile paths, /modelos/{id}, the compo zip, a
 * selection): 1 to 9 digits, or null. Anything else is refused before it
 * costs a back-office call or a cache entry; `0` names an id nobody has, and
 * is looked for (not found) like any other unknown one.
 */
export function talentIdOf(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;
}
