/**
 * The roster's categories, the exclusion rule and the list constants
 * (docs/product.md §9). Slugs are the URL segments and are the same in every language.
 */

export const CATEGORIES = [
  { slug: 'sao_paulo', id: 1921 },
  { slug: 'mainboard', id: 1879 },
  { slug: 'new_faces', id: 1916 },
  { slug: 'comercial', id: 1917 },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_SLUGS: readonly CategorySlug[] = CATEGORIES.map((c) => c.slug);

/** Talents with a division in this category appear nowhere on the site. */
export const EXCLUDED_CATEGORY_ID = 1446;

/** Cards per page of the models list (first render and each scroll). */
export const PAGE_SIZE = 20;

/** The roster is fetched in one page of this size. */
export const ROSTER_FETCH_SIZE = 1000;

export const GENDERS = ['woman', 'man'] as const;
export type Gender = (typeof GENDERS)[number];

export function isGender(value: unknown): value is Gender {
  return value === 'woman' || value === 'man';
}

export function isCategorySlug(value: unknown): value is CategorySlug {
  return CATEGORIES.some((c) => c.slug === value);
}

export function categoryBySlug(slug: string): Category | null {
  return CATEGORIES.find((c) => c.slug === slug) ?? null;
}

export function categoryById(id: number): Category | null {
  return CATEGORIES.find((c) => c.id === id) ?? null;
}

export interface WithDivisions {
  divisions?: readonly { id_category: number }[] | null;
}

export function isExcluded(talent: WithDivisions): boolean {
  return (talent.divisions ?? []).some((d) => d.id_category === EXCLUDED_CATEGORY_ID);
}

export interface RosterFilter {
  category?: CategorySlug | Category | null;
  gender?: Gender | null;
}

export interface FilterableTalent extends WithDivisions {
  gender: string;
  categories: readonly { id: number }[];
}

/**
 * The talents of one category and/or gender, in the roster's order.
 * Excluded talents are dropped here too, so a list can never show one even
 * if it was built from an unfiltered source.
 */
export function filterRoster<T extends FilterableTalent>(talents: readonly T[], filter: RosterFilter = {}): T[] {
  const category = typeof filter.category === 'string' ? categoryBySlug(filter.category) : (filter.category ?? null);
  const gender = filter.gender ?? null;
  return talents.filter(
    (t) =>
      !isExcluded(t) &&
      (gender === null || t.gender === gender) &&
      (category === null || t.categories.some((c) => c.id === category.id)),
  );
}

export interface RosterPage<T> {
  items: T[];
  page: number;
  total: number;
  hasMore: boolean;
}

/** Page `page` (1-based) of a list; pages below 1 or non-integers count as 1. */
export function pageOf<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): RosterPage<T> {
  const p = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const start = (p - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: p,
    total: items.length,
    hasMore: start + size < items.length,
  };
}
