// The internal models lists' path segments (lib/proxy/list-rewrite.ts writes
// them), in a module of their own: the language switcher reads them on every
// page, and list-rewrite.ts brings the search rules (lib/rules/roster-filter.ts).
import { categoryBySlug, isGender, type Gender } from '@/lib/rules/categories';

/** A list without a category or a gender names it `all`. */
export const ALL = 'all';

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
