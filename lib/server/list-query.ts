import { z } from 'zod';
import { CATEGORY_SLUGS, GENDERS, type CategorySlug } from '@/lib/rules/categories';
import type { ListQuery } from '@/lib/rules/roster-card';
import { locales, type AppLocale } from '@/lib/i18n/routing';
import { FILTER_KEYS, isFilterKey, parseRosterSearch, searchEntries } from '@/lib/rules/roster-filter';

// Server side only (the route handler): the browser builds the query with
// listQueryString and never ships zod for it.
/** The query of the site's own "next 20 cards" endpoint; anything else is refused. */
export const listQuerySchema = z
  .object({
    category: z
      .enum(CATEGORY_SLUGS as [CategorySlug, ...CategorySlug[]])
      .nullable()
      .default(null),
    gender: z.enum(GENDERS).nullable().default(null),
    // Plain decimal digits only: coercion would also take "0x10", "1e2" or " 2".
    page: z
      .string()
      .regex(/^[1-9]\d{0,2}$/)
      .optional()
      .transform((page) => (page === undefined ? 1 : Number(page))),
    locale: z.enum(locales).default('pt'),
    // The search is read as the list page reads it (lenient, never refused); only its size is bounded here.
    ...Object.fromEntries(FILTER_KEYS.map((key) => [key, z.string().max(400).optional()])),
  })
  .strict();

export type ParsedListQuery = { query: ListQuery; locale: AppLocale };

export function parseListQuery(params: URLSearchParams): ParsedListQuery | null {
  // Own properties even for a key like __proto__ (an assignment would drop it unseen);
  // a key sent twice is refused rather than one of its values picked.
  const raw: Record<string, string> = Object.fromEntries(params);
  if (Object.keys(raw).length !== [...params.keys()].length) return null;
  const parsed = listQuerySchema.safeParse(raw);
  if (!parsed.success) return null;
  const { category, gender, page, locale } = parsed.data as {
    category: CategorySlug | null;
    gender: ListQuery['gender'];
    page: number;
    locale: AppLocale;
  };
  const filters = searchEntries(parseRosterSearch(new URLSearchParams([...params].filter(([key]) => isFilterKey(key)))));
  return { query: { category, gender, page, filters }, locale };
}
