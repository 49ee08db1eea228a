import type { CategorySlug, Gender } from '@/lib/rules/categories';

/**
 * A talent as a card shows it: in the models list (sent to the browser as is),
 * in the favourites (kept by the browser) and in a budget request.
 */
export type RosterCard = {
  id: number;
  name: string;
  cover: string | null;
  /** The name segment of the profile path (/modelos/{id}/{slug}). */
  slug: string;
  /** For the toast's wording where the language needs it (pt); a favourite stored without it has none. */
  gender?: Gender;
};

export type ListQuery = { category: CategorySlug | null; gender: Gender | null; page: number };

/** The URL the browser asks for the next cards. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.gender) params.set('gender', query.gender);
  params.set('page', String(query.page));
  return params.toString();
}
