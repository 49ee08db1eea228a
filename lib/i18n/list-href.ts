import type { CategorySlug, Gender } from '@/lib/rules/categories';

/**
 * The href of a models list: the category in the path; gender, the search's
 * canonical entries and the page in the query, in that order (the order the
 * proxy keeps and a shared link has).
 */
export function listHref(
  category: CategorySlug | null,
  gender: Gender | null,
  filters: readonly [string, string][] = [],
  page = 1,
) {
  const query: Record<string, string> = {};
  if (gender) query.gender = gender;
  for (const [key, value] of filters) query[key] = value;
  if (page > 1) query.page = String(page);
  // No query at all rather than an empty one, which next-intl's getPathname writes as a bare `?`.
  const search = Object.keys(query).length > 0 ? { query } : {};
  return category
    ? ({ pathname: '/models/[category]', params: { category }, ...search } as const)
    : ({ pathname: '/models', ...search } as const);
}
