import { parseNewsPage } from '@/lib/rules/news';
import { matchLocalizedPath } from './match-path';
import { getPathname } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';

/**
 * What the proxy does with `?page=` on the news list
 * (docs/decisions/0043-news-at-noticias.md): page 2 and on are rewritten to
 * a static internal page (`/{locale}/news-list/{page}`, rendered on first
 * visit and revalidated), so the first page stays static and no page is
 * rendered per request; `?page=1` redirects to the list itself; a page that
 * is no plain number is the 404 page.
 */
export type NewsListRoute =
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; locale: AppLocale }
  | { kind: 'page'; locale: AppLocale; page: number; internal: string };

export function newsListRoute(pathname: string, search: URLSearchParams): NewsListRoute | null {
  const match = matchLocalizedPath(pathname);
  if (!match || match.pathname !== '/news') return null;
  const values = search.getAll('page');
  if (values.length === 0) return null;
  const page = values.length === 1 ? parseNewsPage(values[0]) : null;
  if (page === null) return { kind: 'not-found', locale: match.locale };
  if (page === 1) return { kind: 'redirect', location: getPathname({ locale: match.locale, href: '/news' }) };
  return { kind: 'page', locale: match.locale, page, internal: newsListInternalPath(match.locale, page) };
}

/** The internal path of a news page past the first (app/[locale]/(site)/news-list/[page]). */
export function newsListInternalPath(locale: AppLocale, page: number): string {
  return `/${locale}/news-list/${page}`;
}
