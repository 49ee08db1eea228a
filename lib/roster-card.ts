import { z } from 'zod';
import { CATEGORY_SLUGS, GENDERS, type CategorySlug, type Gender } from '@/lib/categories';

/** What a card of the models list needs, sent to the browser as is. */
export type RosterCard = { id: number; name: string; cover: string | null; slug: string };

export type ListQuery = { category: CategorySlug | null; gender: Gender | null; page: number };

/** The query of the site's own "next 20 cards" endpoint; anything else is refused. */
export const listQuerySchema = z
  .object({
    category: z.enum(CATEGORY_SLUGS as [CategorySlug, ...CategorySlug[]]).nullable().default(null),
    gender: z.enum(GENDERS).nullable().default(null),
    page: z.coerce.number().int().min(1).max(999).default(1),
  })
  .strict();

export function parseListQuery(params: URLSearchParams): ListQuery | null {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) raw[key] = value;
  const parsed = listQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The URL the browser asks for the next cards. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.gender) params.set('gender', query.gender);
  params.set('page', String(query.page));
  return params.toString();
}
