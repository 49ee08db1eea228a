import { z } from 'zod';
import { CATEGORY_SLUGS, GENDERS, type CategorySlug } from '@/lib/categories';
import type { ListQuery } from '@/lib/roster-card';

// Server side only (the route handler): the browser builds the query with
// listQueryString and never ships zod for it.
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

