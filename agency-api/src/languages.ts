// The languages are the site's (lib/rules/agreed.ts): one list for both.
import { DEFAULT_LANGUAGE, type Lang } from '../../lib/rules/agreed';

export { isLang, LANGUAGES, type Lang } from '../../lib/rules/agreed';

/** The text in `lang`, else in pt, else null: the back office's fallback rule. */
export function inLanguage<T>(byLanguage: Partial<Record<Lang, T>>, lang: Lang): T | null {
  return byLanguage[lang] ?? byLanguage[DEFAULT_LANGUAGE] ?? null;
}
