import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import type { AppLocale } from './routing';

export type LanguageLabels = { language: string; switching: string; names: Record<AppLocale, string> };

/** The language switcher's strings, translated on the server. */
export async function languageLabels(): Promise<{ locale: AppLocale; labels: LanguageLabels }> {
  const [locale, nav, names] = await Promise.all([getLocale(), getTranslations('Nav'), getTranslations('Locales')]);
  return {
    locale,
    labels: {
      language: nav('language'),
      switching: nav('switchingLanguage'),
      names: { pt: names('pt'), en: names('en'), es: names('es') },
    },
  };
}
