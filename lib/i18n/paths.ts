import { routing, defaultLocale, type AppLocale, type AppPathname } from './routing';

type Params = Record<string, string | number>;
type Query = Record<string, string | number | undefined>;
export type LocalizedHref = AppPathname | { pathname: AppPathname; params?: Params; query?: Query };

/**
 * The URL of an internal pathname in one language, from the routing file:
 * localized words, params filled in and encoded, no prefix for pt. The same
 * result as next-intl's getPathname (a test holds them together), without
 * the message runtime that module brings into the browser.
 */
export function localizedPath(locale: AppLocale, href: LocalizedHref): string {
  const { pathname, params = {}, query = {} } = typeof href === 'string' ? { pathname: href } : href;
  const entry = routing.pathnames[pathname];
  const template = typeof entry === 'string' ? entry : entry[locale];
  const path = template.replace(/\[(\w+)\]/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  const prefixed = locale === defaultLocale ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return search ? `${prefixed}?${search}` : prefixed;
}
