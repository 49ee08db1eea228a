import { categoryBySlug, isGender, type Gender } from '@/lib/rules/categories';
import { matchLocalizedPath } from './match-path';

/**
 * The models list is filtered by path (category) and query (?gender, ?page),
 * as visitors share it (DESIGN.md decision 5). Internally every combination
 * is a path, /{locale}/models/{category|all}/{gender|all}/{page}, so each one
 * is a statically rendered, revalidated page rather than a dynamic render.
 * Returns that internal path for a browser path of the models list, or null.
 */
export const ALL = 'all';

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
  ].join('/');
}

export type ListFilter = { category: string | null; gender: Gender | null; page: number };

/** Reads the internal path segments back; null when they name no list. */
export function parseListSegments(category: string, gender: string, page: string): ListFilter | null {
  const n = Number(page);
  if (!Number.isInteger(n) || n < 1) return null;
  if (gender !== ALL && !isGender(gender)) return null;
  if (category !== ALL && !categoryBySlug(category)) return null;
  return {
    category: category === ALL ? null : category,
    gender: isGender(gender) ? gender : null,
    page: n,
  };
}
