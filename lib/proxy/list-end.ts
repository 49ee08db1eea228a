import { PAGE_SIZE, categoryBySlug } from '@/lib/rules/categories';
import { ALL } from '@/lib/i18n/list-segments';
import { isAppLocale, type AppLocale } from '@/lib/i18n/routing';

/** What the proxy knows of a visible talent that decides which lists it is on. */
export type ListedTalent = { gender: string; categories: readonly number[] };

/**
 * The language of a models list page past the list's last page (internal
 * path `/{locale}/models/{category}/{gender}/{page}`, unsearched), or null.
 * The page itself answers 404 there, but only after a render that Next keeps
 * as a cache entry per page number; the proxy answers first with the static
 * 404 page. Null too when the roster cannot be read: the page decides.
 */
export async function listPastEnd(
  internalPath: string,
  talents: () => Promise<Iterable<ListedTalent> | null>,
): Promise<AppLocale | null> {
  const [locale, models, category, gender, page, ...rest] = internalPath.split('/').filter(Boolean);
  const n = Number(page);
  if (models !== 'models' || rest.length > 0 || locale === undefined || !isAppLocale(locale) || !(n > 1)) return null;
  const wanted = category === ALL ? null : categoryBySlug(decodeURIComponent(category ?? ''));
  if (category !== ALL && !wanted) return null;
  const all = await talents();
  if (!all) return null;
  let count = 0;
  for (const t of all) {
    if ((gender === ALL || t.gender === gender) && (!wanted || t.categories.includes(wanted.id))) count++;
  }
  return (n - 1) * PAGE_SIZE >= count ? locale : null;
}
