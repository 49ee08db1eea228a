import type { CategorySlug } from '@/lib/rules/categories';

/** A talent's profile inside a category when the visitor came from one, else the canonical one. */
export function profileHref(talent: { id: number; slug: string }, category: CategorySlug | null = null) {
  const params = { id: String(talent.id), name: talent.slug };
  return category
    ? ({ pathname: '/category-talent/[category]/[id]/[name]', params: { ...params, category } } as const)
    : ({ pathname: '/talent/[id]/[name]', params } as const);
}
