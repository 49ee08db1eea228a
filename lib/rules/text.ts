/**
 * What a text field of a form may hold, shared by the site's schemas
 * (lib/forms, browser and server) and the embedded agency API
 * (agency-api/src/validation.ts), so that both refuse the same text.
 *
 * Refused: control characters (a NUL cuts the value short in C code and
 * some databases, an ESC sequence repaints the terminal of whoever reads a
 * log or an export), bidirectional overrides and isolates (they reorder what
 * a reader sees, so "gnp.exe" can show as "exe.png"), and text made only of
 * characters that show nothing, which reads as an empty name in the back
 * office. Line breaks and tabs are allowed where the field is multi-line.
 */

/** Why a text is refused; each is also an error key of the forms (lib/forms/fields.ts). */
export type TextProblem = 'control' | 'invisible';

/** The contract's multi-line text fields: the only ones that may hold line breaks and tabs. */
export const MULTILINE_FIELDS: readonly string[] = ['message', 'skills'];

/** C0 (but tab, line feed and carriage return), DEL and C1, and the bidi embeddings, overrides and isolates. */
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/** The same, and tab, line breaks and the Unicode line and paragraph separators. */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * One character that shows something: not white space, not a format
 * character (zero-width space, joiners, BOM, soft hyphen, tags…), not a
 * combining mark without a letter to sit on, and none of the fillers that
 * fonts draw as blank (Hangul fillers, braille blank, variation selectors).
 */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Z}\p{Mn}\p{Me}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0]/u;

/** Why this text may not be stored, or null; an empty text is left to the field's own rule. */
export function textProblem(text: string, { multiline = false }: { multiline?: boolean } = {}): TextProblem | null {
  if ((multiline ? CONTROL_IN_MULTILINE : CONTROL_IN_LINE).test(text)) return 'control';
  if (text !== '' && !VISIBLE.test(text)) return 'invisible';
  return null;
}

/** The agency API's wording of each problem (the site reads it back as the key, lib/server/forms). */
export const TEXT_PROBLEM_WORDING: Record<TextProblem, string> = {
  control: 'must not contain control characters',
  invisible: 'must contain a visible character',
};
