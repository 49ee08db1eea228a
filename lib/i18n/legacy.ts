import type { AppLocale } from './routing';
import { defaultLocale, isAppLocale } from './routing';

export type LegacyTarget =
  | { locale: AppLocale; href: { pathname: '/models'; query: { gender: 'woman' | 'man' } } }
  | { locale: AppLocale; href: { pathname: '/models/[category]'; params: { category: 'new_faces' } } }
  | { locale: AppLocale; href: '/be-a-model' | '/privacy' };

/**
 * The old English and Spanish route tables used words the new site does not
 * (DESIGN.md decision 4). Shared links with those words still land on the
 * right screen, in the same language, through a permanent redirect.
 * Returns null when the path is not a legacy one.
 */
export function legacyTarget(pathname: string): LegacyTarget | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  const prefixed = first !== undefined && isAppLocale(first);
  const locale: AppLocale = prefixed ? first : defaultLocale;
  const rest = prefixed ? segments.slice(1) : segments;
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

/** `/pt/…` is the default locale spelled out: the same path without it. */
export function withoutDefaultPrefix(pathname: string): string | null {
  if (pathname === `/${defaultLocale}`) return '/';
  if (pathname.startsWith(`/${defaultLocale}/`)) return pathname.slice(defaultLocale.length + 1);
  return null;
}
