/**
 * The talent id a URL carries (profile paths, /modelos/{id}, the compo zip):
 * 1 to 9 digits. The agency's ids are positive integers; nine digits stay a
 * safe integer, and anything else is refused before it costs a back-office
 * call or a cache entry. Null when the text is no talent id.
 */
export function talentIdOf(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;
}
