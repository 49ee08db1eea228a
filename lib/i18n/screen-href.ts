import { isCategorySlug } from '@/lib/rules/categories';
import { parseNewsPage } from '@/lib/rules/news';
import { parseListSegments } from './list-segments';
import { listHref } from './list-href';
import { routing, type AppPathname } from './routing';

type Params = Record<string, string | string[] | undefined>;

/** A screen as next-intl's getPathname takes it, and the query that belongs to it. */
export type ScreenHref = {
  href: { pathname: AppPathname; params?: Record<string, string> };
  query: Record<string, string>;
};

/**
 * The screen a rendered route shows, for links to it in another language.
 * The models lists and the news pages past the first are internal routes
 * the proxy rewrites to (lib/proxy/list-rewrite.ts, news-rewrite.ts): their
 * route params name the screen. A prerendered page knows only those (its
 * pathname is the internal one, `/models/all/woman/1`), so they are read
 * first; in the browser the pathname is the visitor's and names the screen
 * too. Null when nothing names a screen (the language's home then).
 */
export function screenHref(pathname: string, params: Params): ScreenHref | null {
  const one = (key: string) => (typeof params[key] === 'string' ? params[key] : undefined);
  const [category, gender, page] = [one('category'), one('gender'), one('page')];
  if (category !== undefined && gender !== undefined && page !== undefined) {
    const list = parseListSegments(category, gender, page);
    if (!list) return null;
    const {
      pathname: screen,
      params: screenParams,
      query,
    } = listHref(list.category && isCategorySlug(list.category) ? list.category : null, list.gender, [], list.page) as {
      pathname: AppPathname;
      params?: Record<string, string>;
      query?: Record<string, string>;
    };
    return { href: { pathname: screen, ...(screenParams ? { params: screenParams } : {}) }, query: query ?? {} };
  }
  if (pathname.startsWith('/news-list/')) {
    const n = parseNewsPage(page);
    return n === null ? null : { href: { pathname: '/news' }, query: n > 1 ? { page: String(n) } : {} };
  }
  if (!Object.hasOwn(routing.pathnames, pathname)) return null;
  const named: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string' && key !== 'locale') named[key] = value;
  return { href: { pathname: pathname as AppPathname, params: named }, query: {} };
}
