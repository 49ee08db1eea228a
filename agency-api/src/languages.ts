export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Lang = 'pt';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The text in `lang`, else in pt, else null: the back office's fallback rule. */
export function inLanguage<T>(byLanguage: Partial<Record<Lang, T>>, lang: Lang): T | null {
  return byLanguage[lang] ?? byLanguage[FALLBACK_LANGUAGE] ?? null;
}
