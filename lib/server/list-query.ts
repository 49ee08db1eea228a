import { z } from 'zod';
import { CATEGORY_SLUGS, GENDERS, type CategorySlug } from '@/lib/rules/categories';
import type { ListQuery } from '@/lib/rules/roster-card';

// Server side only (the route handler): the browser builds the query with
// listQueryString and never ships zod for it.
/** The query of the site's own "next 20 cards" endpoint; anything else is refused. */
export const listQuerySchema = z
  .object({
    category: z.enum(CATEGORY_SLUGS as [CategorySlug, ...CategorySlug[]]).nullable().default(null),
    gender: z.enum(GENDERS).nullable().default(null),
    // Plain decimal digits only: coercion would also take "0x10", "1e2" or " 2".
    page: z
      .string()
      .regex(/^[1-9]\d{0,2}$/)
      .optional()
      .transform((page) => (page === undefined ? 1 : Number(page))),
  })
  .strict();

export function parseListQuery(params: URLSearchParams): ListQuery | null {
  // Own properties even for a key like __proto__ (an assignment would drop it unseen);
  // a key sent twice is refused rather than one of its values picked.
  const raw: Record<string, string> = Object.fromEntries(params);
  if (Object.keys(raw).length !== [...params.keys()].length) return null;
  const parsed = listQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

