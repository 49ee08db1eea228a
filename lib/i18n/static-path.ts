import { defaultLocale, routing, type AppLocale, type AppPathname, type staticPathnames } from './routing';

/** A screen's path in one language as routing.pathnames writes it, params still as `[name]`. */
export function pathTemplate(pathname: AppPathname, locale: AppLocale): string {
  const entry = routing.pathnames[pathname];
  return typeof entry === 'string' ? entry : entry[locale];
}

/**
 * A screen without dynamic segments in one language, as next-intl's
 * `getPathname` writes it: the localized pathname, prefixed by the language
 * but for the default one. For the 404 screen only: next-intl's navigation
 * module brings its client `Link`, and Turbopack copies that (with next/link)
 * into the not-found boundary's chunk, which every page loads beside the
 * layout's copy (docs/decisions/0060-boundaries-every-page-loads.md).
 * tests/unit/navigation.test.ts holds it to `getPathname` for every such
 * screen in every language.
 */
export function staticPath(locale: AppLocale, pathname: (typeof staticPathnames)[number]): string {
  const localized = pathTemplate(pathname, locale);
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return localized === '/' ? prefix || '/' : `${prefix}${localized}`;
}
