import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_SLUGS,
  EXCLUDED_CATEGORY_ID,
  PAGE_SIZE,
  ROSTER_FETCH_SIZE,
  categoryById,
  categoryBySlug,
  filterRoster,
  isCategorySlug,
  isExcluded,
  isGender,
  pageOf,
} from '@/lib/rules/categories';

describe('categories', () => {
  it('maps the four slugs to the ids of docs/product.md §9', () => {
    expect(Object.fromEntries(CATEGORIES.map((c) => [c.slug, c.id]))).toEqual({
      sao_paulo: 1921,
      mainboard: 1879,
      new_faces: 1916,
      comercial: 1917,
    });
    expect(CATEGORY_SLUGS).toEqual(['sao_paulo', 'mainboard', 'new_faces', 'comercial']);
  });

  it('finds a category by slug and by id, null otherwise', () => {
    expect(categoryBySlug('new_faces')).toEqual({ slug: 'new_faces', id: 1916 });
    expect(categoryBySlug('future-face')).toBeNull();
    expect(categoryBySlug('')).toBeNull();
    expect(categoryById(1879)?.slug).toBe('mainboard');
    expect(categoryById(EXCLUDED_CATEGORY_ID)).toBeNull();
    expect(isCategorySlug('comercial')).toBe(true);
    expect(isCategorySlug('Comercial')).toBe(false);
  });

  it('has the list constants', () => {
    expect(EXCLUDED_CATEGORY_ID).toBe(1446);
    expect(PAGE_SIZE).toBe(20);
    expect(ROSTER_FETCH_SIZE).toBe(1000);
    expect(isGender('woman')).toBe(true);
    expect(isGender('women')).toBe(false);
  });
});

describe('isExcluded', () => {
  it('is true when any division has id_category 1446', () => {
    expect(isExcluded({ divisions: [{ id_category: 1921 }, { id_category: 1446 }] })).toBe(true);
    expect(isExcluded({ divisions: [{ id_category: 1921 }] })).toBe(false);
    expect(isExcluded({ divisions: [] })).toBe(false);
    expect(isExcluded({})).toBe(false);
  });
});

describe('filterRoster', () => {
  const talent = (id: number, gender: 'man' | 'woman', categories: number[], divisions: number[] = []) => ({
    id,
    gender,
    categories: categories.map((c) => ({ id: c })),
    divisions: divisions.map((d, i) => ({ id: i, id_category: d })),
  });
  const roster = [
    talent(1, 'woman', [1921]),
    talent(2, 'man', [1921, 1879]),
    talent(3, 'woman', [1879]),
    talent(4, 'man', [1916], [1446]),
    talent(5, 'woman', [1917]),
  ];
  const ids = (list: { id: number }[]) => list.map((t) => t.id);

  it('returns everyone visible, in order, without a filter', () => {
    expect(ids(filterRoster(roster))).toEqual([1, 2, 3, 5]);
  });

  it('filters by category slug or category object', () => {
    expect(ids(filterRoster(roster, { category: 'sao_paulo' }))).toEqual([1, 2]);
    expect(ids(filterRoster(roster, { category: categoryBySlug('mainboard') }))).toEqual([2, 3]);
    expect(ids(filterRoster(roster, { category: 'new_faces' }))).toEqual([]);
  });

  it('filters by gender, and by both', () => {
    expect(ids(filterRoster(roster, { gender: 'woman' }))).toEqual([1, 3, 5]);
    expect(ids(filterRoster(roster, { gender: 'man', category: 'mainboard' }))).toEqual([2]);
    expect(ids(filterRoster(roster, { gender: null, category: null }))).toEqual([1, 2, 3, 5]);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('slices pages of 20 and says whether more follow', () => {
    expect(pageOf(items, 1)).toMatchObject({ page: 1, total: 45, hasMore: true });
    expect(pageOf(items, 1).items).toHaveLength(20);
    expect(pageOf(items, 2).items[0]).toBe(21);
    expect(pageOf(items, 3)).toMatchObject({ items: [41, 42, 43, 44, 45], hasMore: false });
    expect(pageOf(items, 4).items).toEqual([]);
  });

  it('treats a bad page number as page 1', () => {
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf(items, -3).page).toBe(1);
    expect(pageOf(items, 1.5).page).toBe(1);
    expect(pageOf(items, Number.NaN).page).toBe(1);
  });

  it('ends exactly at a multiple of the page size', () => {
    expect(pageOf(items.slice(0, 40), 2).hasMore).toBe(false);
  });
});
