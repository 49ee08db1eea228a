import type { CategorySlug, Gender } from '@/lib/rules/categories';

/** What a card of the models list needs, sent to the browser as is. */
export type RosterCard = { id: number; name: string; cover: string | null; slug: string; gender: Gender };

export type ListQuery = { category: CategorySlug | null; gender: Gender | null; page: number };

/** The URL the browser asks for the next cards. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.gender) params.set('gender', query.gender);
  params.set('page', String(query.page));
  return params.toString();
}
