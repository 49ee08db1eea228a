import type { Lang } from './agreed';

/** Text compared for sameness only: spacing, case and tags do not count. */
function comparable(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('pt');
}

/**
 * The language a back-office text is really in. The agency API answers in
 * the asked language or, where nothing was translated, in pt, without saying
 * which (agency-api.openapi.yaml): a text on an en/es page that is the same
 * as the pt one is pt. `ptText` undefined means the pt text could not be
 * had; then nobody knows, and the answer is null.
 */
export function textLanguage(pageLang: Lang, text: string | null | undefined, ptText: string | null | undefined): Lang | null {
  if (pageLang === 'pt') return 'pt';
  if (!text?.trim()) return pageLang;
  if (ptText === undefined) return null;
  if (ptText !== null && comparable(ptText) === comparable(text)) return 'pt';
  return pageLang;
}

/** The `lang` attribute a text needs inside a page in `pageLang`: only when it differs. */
export function langAttribute(pageLang: Lang, textLang: Lang | null): Lang | undefined {
  return textLang !== null && textLang !== pageLang ? textLang : undefined;
}
