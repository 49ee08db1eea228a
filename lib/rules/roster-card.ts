import type { CategorySlug, Gender } from '@/lib/rules/categories';
import type { CardMeasure } from '@/lib/rules/key-measures';
import type { Availability } from '@/lib/rules/casting';

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
  /** Its key measures, already written in both unit systems (lib/rules/key-measures.ts). */
  measures?: CardMeasure[];
  /**
   * Where the talent can be booked, written on the server in the visitor's
   * language (lib/i18n/casting.ts); absent when the back office says nothing.
   * Never kept with a favourite: it goes stale (the favourites ask for it afresh).
   */
  availability?: string;
};

/** Writes a roster item's availability for a card (lib/i18n/casting.ts), or null when there is nothing to say. */
export type AvailabilityWriter = (availability: Availability | null | undefined) => string | null;

/**
 * A list as the browser continues it: category, gender, page, and the
 * search's query entries in their canonical form (lib/rules/roster-filter.ts).
 */
export type ListQuery = { category: CategorySlug | null; gender: Gender | null; page: number; filters?: [string, string][] };

/** The URL the browser asks for the next cards (`locale` writes the measures' decimal sign). */
export function listQueryString(query: ListQuery, locale?: string): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.gender) params.set('gender', query.gender);
  params.set('page', String(query.page));
  for (const [key, value] of query.filters ?? []) params.append(key, value);
  if (locale) params.set('locale', locale);
  return params.toString();
}
