import { isGender } from '@/lib/rules/categories';
import { canonicalListQuery, hasSearch, parseRosterSearch } from '@/lib/rules/roster-filter';
import { matchLocalizedPath } from './match-path';
import { ALL } from '@/lib/i18n/list-segments';

/**
 * The models list is filtered by path (category) and query (?gender, ?page),
 * as visitors share it (docs/decisions/0021-list-filters-in-the-url.md).
 * Internally every combination is a path,
 * /{locale}/models/{category|all}/{gender|all}/{page}, so each one is a
 * statically rendered, revalidated page rather than a dynamic render.
 * A list with a search (`q`, `height`, `hair`, `eyes`, `age`) goes to the
 * same path under `/search`, rendered on demand with its query.
 * Returns that internal path for a browser path of the models list, or null.
 */
export function listRewritePath(pathname: string, search: URLSearchParams): string | null {
  const match = matchLocalizedPath(pathname);
  if (!match || (match.pathname !== '/models' && match.pathname !== '/models/[category]')) return null;
  const gender = search.get('gender');
  const page = Number(search.get('page') ?? '1');
  return [
    '',
    match.locale,
    'models',
    encodeURIComponent(match.params.category ?? ALL),
    isGender(gender) ? gender : ALL,
    Number.isInteger(page) && page >= 1 && page <= 999 ? String(page) : '1',
    ...(hasSearch(parseRosterSearch(search)) ? ['search'] : []),
  ].join('/');
}

/**
 * The canonical URL of a models list whose search is not written the
 * canonical way (a form sent without JavaScript: empty fields, min and max
 * as two values), or null: the proxy redirects, so every search has one URL.
 */
export function listCanonicalRedirect(pathname: string, search: URLSearchParams): string | null {
  const match = matchLocalizedPath(pathname);
  if (!match || (match.pathname !== '/models' && match.pathname !== '/models/[category]')) return null;
  const canonical = canonicalListQuery(search);
  if (canonical === null) return null;
  const query = canonical.toString();
  return query ? `${pathname}?${query}` : pathname;
}
