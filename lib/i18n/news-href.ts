import { getPathname } from './navigation';
import type { AppLocale } from './routing';

/** The public URL of a news page: the list itself for page 1, `?page=N` after it (the proxy rewrites it, lib/proxy/news-rewrite.ts). */
export function newsPageHref(locale: AppLocale, page: number): string {
  return getPathname({ locale, href: page > 1 ? { pathname: '/news', query: { page } } : '/news' });
}
