import { defaultLocale, isAppLocale, locales, type AppLocale } from '@/lib/i18n/routing';
import type { Href } from '@/lib/i18n/navigation';
import { matchWords, pathSegments } from './match-path';

export type LegacyTarget = { locale: AppLocale; href: Href };

/**
 * The old English and Spanish route tables used words the new site does not
 * (docs/decisions/0020-route-words-and-legacy-redirects.md). Shared links
 * with those words still land on the right screen, in the same language,
 * through a permanent redirect.
 * Returns null when the path is not a legacy one.
 */
export function legacyTarget(pathname: string): LegacyTarget | null {
  const segments = pathSegments(pathname);
  const first = segments[0];
  const prefixed = first !== undefined && isAppLocale(first);
  const locale: AppLocale = prefixed ? first : defaultLocale;
  const rest = prefixed ? segments.slice(1) : segments;
  return oldWord(locale, rest) ?? wrongLanguageWords(locale, rest);
}

function oldWord(locale: AppLocale, rest: string[]): LegacyTarget | null {
  if (rest.length !== 1) return null;
  switch (rest[0]) {
    case 'women':
      return { locale, href: { pathname: '/models', query: { gender: 'woman' } } };
    case 'men':
      return { locale, href: { pathname: '/models', query: { gender: 'man' } } };
    case 'become-a-model':
      return { locale, href: '/be-a-model' };
    case 'future-face':
      return { locale, href: { pathname: '/models/[category]', params: { category: 'new_faces' } } };
    case 'privacy':
      // /en/privacy is already the privacy page in English.
      return locale === 'en' ? null : { locale, href: '/privacy' };
    default:
      return null;
  }
}

/**
 * A screen's words in another language than the path's (`/en/modelos`,
 * `/es/favorites`, `/sobre-nosotros`): a visitor who changed the prefix by
 * hand, or a link written with the wrong words. The same screen, with its
 * params, in the path's language. Null when the words are this language's
 * own (pt and es share `modelos`) or no language's.
 */
function wrongLanguageWords(locale: AppLocale, rest: string[]): LegacyTarget | null {
  if (rest.length === 0 || matchWords(rest, locale)) return null;
  for (const other of locales) {
    if (other === locale) continue;
    const screen = matchWords(rest, other);
    // The params are the ones the matched template names.
    if (screen) return { locale, href: { pathname: screen.pathname, params: screen.params } as Href };
  }
  return null;
}

/** `/pt/…` is the default locale spelled out: the same path without it. */
export function withoutDefaultPrefix(pathname: string): string | null {
  if (pathname === `/${defaultLocale}`) return '/';
  if (pathname.startsWith(`/${defaultLocale}/`)) return pathname.slice(defaultLocale.length + 1);
  return null;
}
